/**
 * Cheaper patches (#41 item 4): the session decodes only what a patch changed (`ViewDecoder`),
 * and gets the very view a whole decode gets, for every view of played games; what does not
 * decode is refused as before, and the last view that decoded stays.
 */
import {
  compile,
  compileWire,
  fromLeaves,
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
  ViewDecoder,
  withOverlay,
  type AnyGame,
  type GameWire,
  type Viewer,
} from '@dead-drop/shared';
import { eventsReader } from '../../client/src/net/wire';

const GAMES: { game: AnyGame; wire: GameWire<unknown, unknown>; seats: number }[] = [
  { game: kompromat, wire: kompromatWire, seats: 2 },
  { game: matahari, wire: matahariWire, seats: 4 },
  { game: compile, wire: compileWire, seats: 2 },
];

/** A viewer's entries as the room holds them: the public ones, and for a seat its overlay laid on. */
function entriesOf(game: AnyGame, match: Match, viewer: Viewer): Map<string, string> {
  const open = game.viewFor(match.state, SPECTATOR);
  const shared = toLeaves(open);
  return viewer === SPECTATOR ? shared : withOverlay(shared, overlayOf(open, game.viewFor(match.state, viewer)));
}

describe.each(GAMES)('$game.id', ({ game, wire, seats }) => {
  test('each view of seeded random games decodes, patch after patch, to what a whole decode makes', () => {
    const problems: string[] = [];
    let steps = 0;
    for (const seed of [1]) {
      const match = new Match(game, { game: game.id, seed, seats, options: {} });
      const random = randomSource(seed);
      const viewers: Viewer[] = [seats - 1, SPECTATOR];
      const decoders = viewers.map(() => new ViewDecoder(wire.view));
      do {
        steps++;
        viewers.forEach((viewer, index) => {
          const entries = entriesOf(game, match, viewer);
          // As the client hands them over: an iterator of the table's map, read only once.
          const decoded = decoders[index]!.decode(entries.entries());
          const whole = wire.view.parse(fromLeaves(entries));
          if (!('view' in decoded)) problems.push(`seed ${seed} step ${steps} viewer ${viewer}: refused`);
          else if (JSON.stringify(decoded.view) !== JSON.stringify(whole))
            problems.push(`seed ${seed} step ${steps} viewer ${viewer}: differs`);
        });
      } while (playRandomMove(match, random));
    }
    expect(problems.slice(0, 5)).toEqual([]);
    expect(steps).toBeGreaterThan(10);
  });
});

describe('only what changed', () => {
  const match = new Match(kompromat, { game: 'kompromat', seed: 4, seats: 2, options: {} });
  const entries = () => entriesOf(kompromat, match, 0);

  test("a patch that changes no entry of the view (a seat's connection) gives back the very same view", () => {
    const decoder = new ViewDecoder(kompromatWire.view);
    const first = decoder.decode(entries());
    expect(decoder.decode(entries())).toEqual(first);
    if (!('view' in first)) throw new Error('the first view was refused');
    const again = decoder.decode(entries());
    expect('view' in again && again.view).toBe(first.view);
  });

  test('a leaf changed: the fields it does not fall under keep their objects, the one it does is new', () => {
    const decoder = new ViewDecoder(kompromatWire.view);
    const before = entries();
    const first = decoder.decode(before);
    const changed = new Map(before);
    const path = [...before.keys()].find((key) => key.startsWith('players.1.') && before.get(key) !== '{' && before.get(key) !== '[')!;
    expect(path).toBeDefined();
    const field = path.split('.').at(-1)!;
    changed.set(path, field === 'items' ? '["drone"]' : '7');
    const next = decoder.decode(changed);
    if (!('view' in first) || !('view' in next)) throw new Error('refused');
    const was = first.view as { missions: unknown; players: Record<string, unknown>[] };
    const now = next.view as typeof was;
    expect(now.missions).toBe(was.missions);
    expect(now.players).not.toBe(was.players);
    expect(now.players[1]![field]).toEqual(field === 'items' ? ['drone'] : 7);
    expect(now).toEqual(kompromatWire.view.parse(fromLeaves(changed)));
  });

  test('a changed leaf that does not decode is refused, and the decoder stays at the last view that did', () => {
    const decoder = new ViewDecoder(kompromatWire.view);
    const good = entries();
    const first = decoder.decode(good);
    const bad = new Map(good);
    bad.set('round', '"the second"');
    expect(decoder.decode(bad)).toHaveProperty('issues');
    // Refused again: nothing of it was kept.
    expect(decoder.decode(bad)).toHaveProperty('issues');
    const back = decoder.decode(good);
    expect('view' in back && 'view' in first && back.view === first.view).toBe(true);
    const unknown = new Map(good);
    unknown.set('hand', '[1,2]');
    expect(decoder.decode(unknown)).toHaveProperty('issues');
  });
});

test("the events' strings are parsed again only when they change", () => {
  const read = eventsReader();
  const entry = (events: string) => ({ leaves: new Map<string, string>(), events });
  const first = read(entry('{"at":3,"events":[{"type":"turn","seat":1}]}'));
  expect(first).toEqual({ at: 3, events: [{ type: 'turn', seat: 1 }] });
  expect(read(entry('{"at":3,"events":[{"type":"turn","seat":1}]}'))).toBe(first);
  expect(read(entry('{"at":4,"events":[]}'))).toEqual({ at: 4, events: [] });
  expect(read(entry(''))).toBeNull();
});
