/**
 * #27 item 4, motion for every event: each event a viewer is told, as the client decodes it,
 * gives at least one step on the table (something flying, turned, pulsing or celebrated), and
 * a card whose face the event does not tell that viewer flies as its back. The events are the
 * real ones of seeded random games played by the shared rules (at `samples.seats`, with the
 * client's `samples.motion.seeds`), and the client's sampled ones of rare kinds.
 */
import {
  eventFor,
  fromLeaves,
  Match,
  playRandomMove,
  randomSource,
  SPECTATOR,
  toLeaves,
  type AnyModule,
  type Viewer,
} from '@dead-drop/shared';
import type { ClientModule } from '../../client/src/gameModule';
import { decodeEvents, decodeView, type WireEvent, type WireView } from '../../client/src/net/wire';
import { stepsOf, type Step } from '../../client/src/pixi/motionSteps';
import type { TestedGame } from './registered';

/** A view as the session reads it: laid out in leaves, as the room sends it, and put together again. */
const sent = (view: unknown) => fromLeaves(toLeaves(view));

interface Told {
  viewer: Viewer;
  event: string;
  /** Whether the event moves cards this viewer is not told. */
  hidden: boolean;
  /** For each step that moves cards, whether each of them flies as its back. */
  steps: Step<unknown>[];
  backs: boolean[];
}

/** Plays the game's seeded games and gives each event as each viewer is told it, with its steps. */
function told<View extends WireView, Event extends WireEvent, Art>(module: AnyModule, client: ClientModule<View, Event, Art>): Told[] {
  const { rules: game } = module;
  const { motion, samples } = client;
  const out: Told[] = [];
  const seats = module.samples.seats;
  // Everything a game sends decodes (the wire checks): a refusal here would hide events.
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const viewers: Viewer[] = [...Array.from({ length: seats }, (_, seat) => seat), SPECTATOR];
  const add = (viewer: Viewer, event: Event, view: View | null) => {
    const steps = stepsOf(motion, event, { viewer: typeof viewer === 'number' ? viewer : null, view });
    const backs = steps.flatMap((step) => (step.mode === 'move' ? step.flights.map((flight) => samples.motion.isBack(flight.art)) : []));
    out.push({ viewer, event: JSON.stringify(event), hidden: samples.motion.hidden(event), steps, backs });
  };
  for (const seed of samples.motion.seeds) {
    const match = new Match(game, { game: game.id, seed, seats, options: {} });
    const random = randomSource(seed);
    for (;;) {
      const before = new Map(viewers.map((viewer) => [viewer, decodeView(client.client.wire, sent(game.viewFor(match.state, viewer)))]));
      const played = playRandomMove(match, random);
      if (!played) break;
      for (const viewer of viewers) {
        const events = decodeEvents(
          client.client.wire,
          played.map((e) => eventFor(e, viewer)),
        );
        for (const event of events) add(viewer, event, before.get(viewer) ?? null);
      }
    }
  }
  for (const event of decodeEvents(client.client.wire, samples.motion.events)) for (const viewer of viewers) add(viewer, event, null);
  const refused = warn.mock.calls.length;
  warn.mockRestore();
  if (refused > 0) throw new Error(`${refused} events or views did not decode`);
  return out;
}

/** Whether a step shows anything: no move without a flight, no flip without a card turned. */
function shows(step: Step<unknown>): boolean {
  return step.mode === 'move' ? step.flights.length > 0 : step.mode === 'flip' ? step.flips.length > 0 : step.at.length > 0;
}

export function motionChecks({ module, withClient }: TestedGame): void {
  let seen: Told[] = [];
  let kinds: string[] = [];
  beforeAll(async () => {
    [seen, kinds] = await withClient((client) => [told(module, client), Object.keys(client.motion.steps)] as const);
  });

  test('every event as each viewer is told it starts a step that shows something', () => {
    const empty = seen
      .filter(({ steps }) => steps.length === 0 || !steps.every(shows))
      .map(({ viewer, event }) => `${String(viewer)}: ${event}`);
    expect(empty.slice(0, 5)).toEqual([]);
    // Every kind of the game's events was played (or sampled).
    const played = new Set(seen.map(({ event }) => (JSON.parse(event) as { type: string }).type));
    expect(kinds.filter((kind) => !played.has(kind))).toEqual([]);
  });

  test('a card the viewer is not told flies as its back', () => {
    const hidden = seen.filter((told) => told.hidden);
    expect(hidden.length).toBeGreaterThan(0);
    const faces = hidden.filter(({ backs }) => backs.some((back) => !back));
    expect(faces.slice(0, 3).map(({ viewer, event }) => `${String(viewer)}: ${event}`)).toEqual([]);
    // And the same kinds of move show their faces to whoever is told them.
    expect(seen.filter(({ hidden, backs }) => !hidden && backs.some((back) => !back)).length).toBeGreaterThan(0);
  });
}
