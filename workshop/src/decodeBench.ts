import {
  compile,
  compileWire,
  entriesOf,
  kompromat,
  kompromatWire,
  Match,
  matahari,
  matahariWire,
  overlayOf,
  playRandomMove,
  randomSource,
  SPECTATOR,
  toLeaves,
  viewOf,
  ViewDecoder,
  withOverlay,
  type AnyGame,
  type GameWire,
} from '@dead-drop/shared';
import { emit } from './args';
import { percentiles, round } from './percentiles';

const WIRES: readonly { game: AnyGame; wire: GameWire<unknown, unknown> }[] = [
  { game: kompromat, wire: kompromatWire },
  { game: matahari, wire: matahariWire },
  { game: compile, wire: compileWire },
];

/** Moves played before the views are measured: a table well into its game. */
const MOVES = 30;
const ROUNDS = 2000;

/**
 * What a patch costs the client to decode (#41 item 4), for seat 0 at a table of `seats` (within
 * what each game allows), well into a game: the whole view decoded as before (every entry
 * parsed, the whole view validated), and with the `ViewDecoder` the session uses, for a patch
 * that changes none of the view's entries (one seat's connection flag: the target, ≤ 50 µs)
 * and for a move's patch. Each includes laying the seat's overlay on the public entries, as the
 * session does at every patch. Medians over `ROUNDS`, in µs.
 */
export function decodeBench(seats: number): void {
  for (const { game, wire } of WIRES) {
    const count = Math.min(game.maxSeats, Math.max(game.minSeats, seats));
    const match = new Match(game, { game: game.id, seed: 7, seats: count, options: {} });
    const random = randomSource(7);
    for (let i = 0; i < MOVES && playRandomMove(match, random); i++);
    const state = () => {
      const open = game.viewFor(match.state, SPECTATOR);
      return { shared: { leaves: toLeaves(open), events: '' }, own: { leaves: overlayOf(open, game.viewFor(match.state, 0)), events: '' } };
    };
    const before = state();
    playRandomMove(match, random);
    const after = state();
    const merged = (at: typeof before) => withOverlay(at.shared.leaves.entries(), at.own.leaves.entries());
    const decoder = new ViewDecoder(wire.view);
    decoder.decode(merged(before));
    const oneSeat = timed(() => decoder.decode(merged(before)));
    let flip = false;
    const move = timed(() => {
      flip = !flip;
      decoder.decode(merged(flip ? after : before));
    });
    const whole = timed(() => {
      const { shared, own } = entriesOf({ shared: before.shared, views: new Map([['me', before.own]]) });
      wire.view.safeParse(viewOf(shared!, own));
    });
    emit({
      bench: 'patchDecode',
      game: game.id,
      seats: count,
      entries: before.shared.leaves.size,
      wholeUs: whole,
      oneSeatUs: oneSeat,
      moveUs: move,
    });
  }
}

function timed(run: () => void): number {
  const samples: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = process.hrtime.bigint();
    run();
    samples.push(Number(process.hrtime.bigint() - start) / 1000);
  }
  return round(percentiles(samples).p50);
}
