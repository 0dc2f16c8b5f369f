/**
 * Undo over seeded random games of every registered game (the checks are test/gameChecks/undo.ts):
 * offered only after a private, certain step of the only seat asked; undone, every view is as before.
 */
import { byId, registered } from '../gameChecks/registered';
import { undoChecks } from '../gameChecks/undo';

describe.each(byId(registered))('undo in %s over seeded random games', (_id, game) => undoChecks(game));
