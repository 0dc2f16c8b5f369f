// Must come first: the states below and their encoder must share one copy of the schema library.
import '@dead-drop/server/dist/singleSchema';
import { Session } from 'node:inspector/promises';
import { Encoder, StateView } from '@colyseus/schema';
import { Match, randomMove, randomSource, type AnyGame } from '@dead-drop/shared';
import { BaselineState } from './loadRooms/BaselineRoom';
import { TableState } from '@dead-drop/server/dist/table/TableState';
import { PatchMaker } from '@dead-drop/server/dist/table/TableState';
import { emit } from './args';
import { round } from './percentiles';

/** What the table room does after an action, step by step; the baseline room has one step. */
interface BenchTable {
  /** Runs the table's next action through the room's steps, adding each one's µs to `spent`. */
  step(spent: Map<string, number>): void;
}

/**
 * The room's work per action when many tables take turns, as in `npm run loadtest`: by a
 * table's next action its data has left the CPU caches, which the one-table `cpuBench` cannot
 * show (measured: 5 to 10 times its cost). It runs the table room's own steps without
 * sockets: the rules (`Match.act`), every view and its entry changes (`PatchMaker.next`, `TableState.writeViews`), and
 * the patch encoding that Colyseus's `broadcastPatch` does, one encoding per seat's StateView.
 * Beside it, the baseline room's one counter in the same run. Each figure is µs per action,
 * by step, and the bytes allocated per action, which decide how often the garbage collector
 * runs under load.
 */
export async function interleavedBench(game: AnyGame, seats: number, tables: number, actions: number): Promise<void> {
  const random = randomSource(11);
  let seed = 0;
  const open = () => gameTable(game, ++seed, seats, random);
  await measure(game.id, Array.from({ length: tables }, open), open, actions);
}

/** The same for the baseline room, to compare with in the same run. */
export async function interleavedBaselineBench(tables: number, actions: number): Promise<void> {
  await measure('baseline', Array.from({ length: tables }, baselineTable), baselineTable, actions);
}

async function measure(room: string, tables: BenchTable[], replace: () => BenchTable, actions: number): Promise<void> {
  const play = (spent: Map<string, number>) => {
    for (let done = 0; done < actions; done++) {
      const index = done % tables.length;
      try {
        tables[index]!.step(spent);
      } catch (error) {
        if (!(error instanceof GameOver)) throw error;
        tables[index] = replace();
      }
    }
  };
  play(new Map()); // warm up: compiled code, and every table past its first action
  const spent = new Map<string, number>();
  play(spent);
  const byStep = Object.fromEntries([...spent].map(([step, us]) => [step, round(us / actions)]));
  const allocated = await bytesAllocated(() => play(new Map()));
  emit({
    bench: 'interleaved',
    room,
    tables: tables.length,
    usPerAction: round([...spent.values()].reduce((sum, us) => sum + us, 0) / actions),
    byStep,
    bytesPerAction: Math.round(allocated / actions),
  });
}

class GameOver extends Error {}

function gameTable(game: AnyGame, seed: number, seats: number, random: () => number): BenchTable {
  const state = new TableState().assign({ game: game.id, title: game.title, minSeats: game.minSeats, maxSeats: game.maxSeats });
  const encoder = new Encoder(state);
  const seatViews = Array.from({ length: seats }, (_, seat) => {
    const view = new StateView();
    view.add(state.openView(seat));
    return view;
  });
  const match = new Match(game, { game: game.id, seed, seats, options: {} });
  const patches = new PatchMaker();
  state.writeViews(patches.next(match, [], seats, 0));
  encoder.discardChanges();
  return {
    step(spent) {
      const move = randomMove(game, match.state, random);
      if (!move) throw new GameOver();
      let t = performance.now();
      const outcome = match.act(move.seat, move.action);
      if (!outcome.ok) throw new Error(`interleaved bench: a legal action was refused (${outcome.error.code})`);
      t = add(spent, 'rules', t);
      state.writeViews(patches.next(match, outcome.events, seats, match.log.length));
      t = add(spent, 'viewsAndEntries', t);
      encodePatches(encoder, seatViews);
      add(spent, 'encode', t);
    },
  };
}

function baselineTable(): BenchTable {
  const state = new BaselineState();
  const encoder = new Encoder(state);
  return {
    step(spent) {
      const t = performance.now();
      state.actions++;
      encodePatches(encoder, []);
      add(spent, 'encode', t);
    },
  };
}

/** As `broadcastPatch` does: the shared changes once, then each seat's view of them. */
function encodePatches(encoder: Encoder, seatViews: readonly StateView[]): void {
  const it = { offset: 1 };
  encoder.encode(it);
  const sharedOffset = it.offset;
  for (const view of seatViews) encoder.encodeView(view, sharedOffset, it);
  encoder.discardChanges();
}

function add(spent: Map<string, number>, step: string, since: number): number {
  const now = performance.now();
  spent.set(step, (spent.get(step) ?? 0) + (now - since) * 1000);
  return now;
}

/** Bytes allocated while `run` runs, collected or not, from V8's sampling heap profiler. */
async function bytesAllocated(run: () => void): Promise<number> {
  const session = new Session();
  session.connect();
  await session.post('HeapProfiler.enable');
  await session.post('HeapProfiler.startSampling', {
    samplingInterval: 1024,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  run();
  const { profile } = await session.post('HeapProfiler.stopSampling');
  session.disconnect();
  let bytes = 0;
  const visit = (node: typeof profile.head): void => {
    bytes += node.selfSize;
    node.children.forEach(visit);
  };
  visit(profile.head);
  return bytes;
}
