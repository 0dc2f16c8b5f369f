import { Match, playRandomMove, randomSource, type AnyGame } from '@dead-drop/shared';
import { PatchMaker, type TablePatch } from '../table/viewSync';

/** A table's patches through several whole games, to be written over and over. */
export interface RecordedPatches {
  /** The first game's opening, written when the table opens. */
  opening: TablePatch;
  /** One patch per action; the last one leads back to the opening, so the cycle repeats. */
  cycle: readonly TablePatch[];
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

function record(game: AnyGame, seats: number): RecordedPatches {
  const maker = new PatchMaker();
  const random = randomSource(1);
  const open = (seed: number) => new Match(game, { game: game.id, seed, seats, options: {} });
  const opening = maker.next(open(1), [], seats);
  const cycle: TablePatch[] = [];
  for (let seed = 1; seed <= GAMES; seed++) {
    const match = open(seed);
    if (seed > 1) cycle.push(maker.next(match, [], seats));
    for (let events = playRandomMove(match, random); events; events = playRandomMove(match, random)) {
      cycle.push(maker.next(match, events, seats));
    }
  }
  cycle.push(maker.next(open(1), [], seats));
  return { opening, cycle };
}
