/**
 * #27 item 4, motion for every event, for every registered game (the checks are
 * test/gameChecks/motion.ts): each event a viewer is told starts a step that shows something,
 * and a card the viewer is not told flies as its back.
 */
import { motionChecks } from '../gameChecks/motion';
import { byId, registered } from '../gameChecks/registered';

describe.each(byId(registered))('%s', (_id, game) => motionChecks(game));
