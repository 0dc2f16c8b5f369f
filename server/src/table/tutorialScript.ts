import { isDeepStrictEqual } from 'node:util';
import {
  parseAction,
  ruleError,
  scriptedStep,
  TableErrorCode,
  type Match,
  type ParsedAction,
  type Seat,
  type TableError,
  type Tutorial,
} from '@dead-drop/shared';

/** The refusal of a learner's move that is not the one the coach asks for. */
const OFF_SCRIPT = ruleError(TableErrorCode.tutorialStep, 'The coach is waiting for another move.');

/**
 * A tutorial table's script ("Learn to play"): while it lasts, the next scripted step says who
 * moves and what, for the learner and the bots alike; once its steps are played the game goes
 * on freely. Which move is next is the tutorial's data (`shared/src/<game>/tutorial.ts`): the
 * table only compares.
 */
export class TutorialScript {
  constructor(private readonly tutorial: Tutorial) {}

  /** How many actions the script holds: no move before its end may be taken back. */
  get length(): number {
    return this.tutorial.steps.length;
  }

  /** Null when `seat` may play `action` now; while the script lasts only its next step may be played. */
  refusal(match: Match, seat: Seat, action: ParsedAction): TableError | null {
    const step = scriptedStep(this.tutorial, match.log.length);
    if (!step) return null;
    return step.seat === seat && isDeepStrictEqual(action, parseAction(match.game, step.action)) ? null : OFF_SCRIPT;
  }

  /**
   * What a bot in `seat` plays while the script lasts: the next step's action when the step is
   * its seat's, else `wait` (another seat is to move first); null once the script is over.
   */
  botMove(match: Match, seat: Seat): { action: unknown } | 'wait' | null {
    const step = scriptedStep(this.tutorial, match.log.length);
    if (!step) return null;
    return step.seat === seat ? { action: step.action } : 'wait';
  }
}
