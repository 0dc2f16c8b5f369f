import { Match, playRandomMove, randomSource, type AnyGame, type GameEvent, type LoggedAction } from '@dead-drop/shared';
import { PatchMaker, type TablePatch } from '@dead-drop/server/dist/table/TableState';

/** A table's patches through several whole games, to be written over and over. */
export interface RecordedPatches {
  /** The first game's opening, written when the table opens. */
  opening: TablePatch;
  /** One step per action; the last one leads back to the opening, so the cycle repeats. */
  cycle: readonly RecordedStep[];
}

export interface RecordedStep {
  patch: TablePatch;
  /** What led to the patch: a seat's action, or the set-up of the next game from its seed. */
  move: LoggedAction | { seed: number };
}

const GAMES = 10;
const recorded = new Map<string, RecordedPatches>();

/**
 * The patches a table of `game` makes through seeded random games played one after another:
 * each game's opening follows the last one's end, as a new table follows a finished one.
 * Recorded once per process for each game and number of seats, and shared by every room
 * replaying them, so that replaying costs no game work and holds no game state per room.
 */
export function recordedPatches(game: AnyGame, seats: number): RecordedPatches {
  const key = `${game.id}/${seats}`;
  let patches = recorded.get(key);
  if (!patches) {
    patches = record(game, seats);
    recorded.set(key, patches);
  }
  return patches;
}

/** A recorded game's set-up: a match from its seed, as every recorded game starts. */
export function recordedMatch(game: AnyGame, seats: number, seed: number): Match {
  return new Match(game, { game: game.id, seed, seats, options: {} });
}

/** The recorded game after `move`, with its events: a seat's action through the rules, or the
 *  next game set up. */
export function playRecorded(match: Match, move: RecordedStep['move']): { match: Match; events: readonly GameEvent[] } {
  if ('seed' in move) return { match: recordedMatch(match.game, match.setup.seats, move.seed), events: [] };
  const outcome = match.act(move.seat, move.action);
  if (!outcome.ok) throw new Error(`the rules refused a recorded action (${outcome.error.code})`);
  return { match, events: outcome.events };
}

function record(game: AnyGame, seats: number): RecordedPatches {
  const maker = new PatchMaker();
  const random = randomSource(1);
  const first = recordedMatch(game, seats, 1);
  // States numbered as a table numbers them, over all its games (`TableState.step`).
  let at = 0;
  const opening = maker.next(first, [], seats, at);
  const cycle: RecordedStep[] = [];
  const started = (match: Match, seed: number): RecordedStep => ({ patch: maker.next(match, [], seats, ++at), move: { seed } });
  for (let seed = 1; seed <= GAMES; seed++) {
    const match = recordedMatch(game, seats, seed);
    if (seed > 1) cycle.push(started(match, seed));
    for (let events = playRandomMove(match, random); events; events = playRandomMove(match, random)) {
      cycle.push({ patch: maker.next(match, events, seats, ++at), move: match.log[match.log.length - 1]! });
    }
  }
  // Back to the first game's opening: its set-up, never played on.
  cycle.push(started(first, 1));
  return { opening, cycle };
}
