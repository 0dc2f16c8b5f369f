/**
 * #27 item 4, motion for every event: each event a viewer is told, as the client decodes it,
 * gives at least one step on the table (something flying, turned, pulsing or celebrated), and
 * a card whose face the event does not tell that viewer flies as its back. The events are the
 * real ones of seeded random games played by the shared rules.
 */
import {
  compile,
  compileWire,
  eventFor,
  fromLeaves,
  kompromat,
  kompromatWire,
  Match,
  matahari,
  matahariWire,
  playRandomMove,
  randomSource,
  SPECTATOR,
  toLeaves,
  type AnyGame,
  type GameWire,
  type Viewer,
} from '@dead-drop/shared';
import { compileMotion, type CompileArt } from '../../client/src/compile/motion';
import { kompromatMotion, type KompromatArt } from '../../client/src/kompromat/motion';
import { matahariMotion, type MatahariArt } from '../../client/src/matahari/motion';
import { decodeEvents, decodeView } from '../../client/src/net/wire';
import { stepsOf, type GameMotion, type Step } from '../../client/src/pixi/motionSteps';

interface Case<Event extends { readonly type: string }, View, Art> {
  game: AnyGame;
  wire: GameWire<View, Event>;
  motion: GameMotion<Event, View, Art>;
  seats: number;
  seeds: number[];
  /** Whether the event moves cards this viewer is not told: they must fly as backs. */
  hidden(event: Event): boolean;
  isBack(art: Art): boolean;
  /** Events of the kinds these random games do not reach (an engine's error, a rare play), as the server would send them. */
  samples: Record<string, unknown>[];
}

const compileCase: Case<ReturnType<typeof compileWire.event.parse>, ReturnType<typeof compileWire.view.parse>, CompileArt> = {
  game: compile,
  wire: compileWire,
  motion: compileMotion,
  seats: 2,
  seeds: [1, 2, 3, 4],
  hidden: (e) => {
    if (e.type === 'drew') return e.cards === undefined;
    return (
      (e.type === 'played' || e.type === 'landed' || e.type === 'shifted' || e.type === 'returned' || e.type === 'recompiled') &&
      e.protocol === undefined
    );
  },
  isBack: (art) => 'card' in art && art.card.protocol === undefined && art.card.value === undefined,
  samples: [{ type: 'engineError' }, { type: 'compileBarred', seat: 0 }, { type: 'noAction', seat: 1 }],
};

const kompromatCase: Case<ReturnType<typeof kompromatWire.event.parse>, ReturnType<typeof kompromatWire.view.parse>, KompromatArt> = {
  game: kompromat,
  wire: kompromatWire,
  motion: kompromatMotion,
  seats: 2,
  seeds: [1, 2],
  hidden: (e) => (e.type === 'drew' || e.type === 'drewFirst') && e.rank === undefined,
  isBack: (art) => 'equipment' in art && art.equipment.rank === undefined,
  samples: [],
};

const matahariCase: Case<ReturnType<typeof matahariWire.event.parse>, ReturnType<typeof matahariWire.view.parse>, MatahariArt> = {
  game: matahari,
  wire: matahariWire,
  motion: matahariMotion,
  seats: 4,
  seeds: [1, 2, 3],
  // An offer and the exchange are always face down; what is drawn or received is shown to its taker only.
  hidden: (e) =>
    e.type === 'offered' ||
    e.type === 'countered' ||
    e.type === 'swapped' ||
    e.type === 'rejected' ||
    ((e.type === 'drew' || e.type === 'searched' || e.type === 'received') && e.cards === undefined),
  isBack: (art) => 'back' in art,
  samples: [
    { type: 'adjusted', seat: 1 },
    { type: 'mataHari', seat: 0, flipped: 2 },
    { type: 'searched', seat: 2, count: 2 },
    { type: 'searched', seat: 2, count: 1, cards: [{ partner: 'doubleAgent' }] },
  ],
};

/** A view as the session reads it: laid out in leaves, as the room sends it, and put together again. */
const sent = (view: unknown) => fromLeaves(toLeaves(view));

/** Plays the case's games and gives each event as each viewer is told it, with its steps. */
function told<Event extends { readonly type: string }, View, Art>(
  c: Case<Event, View, Art>,
): { viewer: Viewer; event: Event; steps: Step<Art>[] }[] {
  const out: { viewer: Viewer; event: Event; steps: Step<Art>[] }[] = [];
  // Everything a game sends decodes (test/client/wire.test.ts): a refusal here would hide events.
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const viewers: Viewer[] = [...Array.from({ length: c.seats }, (_, seat) => seat), SPECTATOR];
  for (const seed of c.seeds) {
    const match = new Match(c.game, { game: c.game.id, seed, seats: c.seats, options: {} });
    const random = randomSource(seed);
    for (;;) {
      const before = new Map(viewers.map((viewer) => [viewer, decodeView(c.wire, sent(c.game.viewFor(match.state, viewer)))]));
      const played = playRandomMove(match, random);
      if (!played) break;
      for (const viewer of viewers) {
        const ctx = { viewer: typeof viewer === 'number' ? viewer : null, view: before.get(viewer) ?? null };
        for (const event of decodeEvents(
          c.wire,
          played.map((e) => eventFor(e, viewer)),
        ))
          out.push({ viewer, event, steps: stepsOf(c.motion, event, ctx) });
      }
    }
  }
  for (const event of decodeEvents(c.wire, c.samples)) {
    for (const viewer of viewers)
      out.push({ viewer, event, steps: stepsOf(c.motion, event, { viewer: typeof viewer === 'number' ? viewer : null, view: null }) });
  }
  const refused = warn.mock.calls.length;
  warn.mockRestore();
  if (refused > 0) throw new Error(`${refused} events or views did not decode`);
  return out;
}

/** Whether a step shows anything: no move without a flight, no flip without a card turned. */
function shows(step: Step<unknown>): boolean {
  return step.mode === 'move' ? step.flights.length > 0 : step.mode === 'flip' ? step.flips.length > 0 : step.at.length > 0;
}

function checks<Event extends { readonly type: string }, View, Art>(c: Case<Event, View, Art>): void {
  let seen: ReturnType<typeof told<Event, View, Art>> = [];
  beforeAll(() => {
    seen = told(c);
  });

  test('every event as each viewer is told it starts a step that shows something', () => {
    const empty = seen
      .filter(({ steps }) => steps.length === 0 || !steps.every(shows))
      .map(({ viewer, event }) => `${String(viewer)}: ${JSON.stringify(event)}`);
    expect(empty.slice(0, 5)).toEqual([]);
    // Every kind of the game's events was played (or sampled).
    const kinds = new Set(seen.map(({ event }) => event.type));
    const missing = Object.keys(c.motion.steps).filter((kind) => !kinds.has(kind));
    expect(missing).toEqual([]);
  });

  test('a card the viewer is not told flies as its back', () => {
    const hidden = seen.filter(({ event }) => c.hidden(event));
    expect(hidden.length).toBeGreaterThan(0);
    const faces = hidden.filter(({ steps }) =>
      steps.some((step) => step.mode === 'move' && step.flights.some((flight) => !c.isBack(flight.art))),
    );
    expect(faces.slice(0, 3).map(({ viewer, event }) => `${String(viewer)}: ${JSON.stringify(event)}`)).toEqual([]);
    // And the same kinds of move show their faces to whoever is told them.
    const shown = seen.filter(
      ({ event, steps }) =>
        !c.hidden(event) && steps.some((step) => step.mode === 'move' && step.flights.some((flight) => !c.isBack(flight.art))),
    );
    expect(shown.length).toBeGreaterThan(0);
  });
}

describe('compile', () => checks(compileCase));
describe('kompromat', () => checks(kompromatCase));
describe('matahari', () => checks(matahariCase));
