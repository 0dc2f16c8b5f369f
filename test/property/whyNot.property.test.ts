/**
 * "Why not?" (issue #28) for every registered game (the checks are test/gameChecks/whyNot.ts):
 * over seeded random games, a reason from the seat's view exactly when the rules refuse, and
 * every reason worded in English and German.
 */
import { byId, registered } from '../gameChecks/registered';
import { whyNotChecks } from '../gameChecks/whyNot';

describe.each(byId(registered))('why not, in %s', (_id, game) => whyNotChecks(game));
