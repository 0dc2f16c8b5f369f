/**
 * The marks of final moves over seeded games of every registered game (the checks are
 * test/gameChecks/finality.ts): marked final exactly when the step may not be taken back.
 */
import { finalityChecks } from '../gameChecks/finality';
import { byId, registered } from '../gameChecks/registered';

describe.each(byId(registered))('final moves in %s', (_id, game) => finalityChecks(game));
