import {
  asOneEntry,
  canonicalJson,
  diffViews,
  fromLeaves,
  kompromat,
  listHasItems,
  Match,
  overlayOf,
  randomMove,
  randomSource,
  SPECTATOR,
  toLeaves,
  type KompromatState,
  type Leaves,
} from '@dead-drop/shared';

/** Applies changes as the server's view entry does: deletions first, then sets. */
function applyChanges(leaves: Leaves, before: unknown, after: unknown): void {
  const { set, remove } = diffViews(before, after);
  for (const path of remove) leaves.delete(path);
  for (const [path, value] of set) leaves.set(path, value);
}

describe('a view as leaves', () => {
  test('round-trips objects, arrays, empty containers and every primitive', () => {
    const view = { a: [1, 'two', null, true, { b: [] }], c: {}, d: 0.5, e: 'x.y' };
    expect(fromLeaves(toLeaves(view))).toEqual(view);
  });

  test('refuses a key with a dot, which would break its path', () => {
    expect(() => toLeaves({ 'a.b': 1 })).toThrow(/dot/);
  });

  test('a card is one leaf, and a change to it touches that leaf only', () => {
    const before = { cards: [{ up: false }, { up: true, rank: 7 }] };
    const after = { cards: [{ up: false }, { up: true, rank: 8 }] };
    expect([...toLeaves(before).keys()]).toEqual(['cards', 'cards.0', 'cards.1']);
    expect(diffViews(before, after)).toEqual({ set: [['cards.1', '{"up":true,"rank":8}']], remove: [] });
  });

  test('a null keeps its record a container, so an offer coming and going touches that field only', () => {
    const before = { player: { hand: 9, offer: null, answer: 'pending' } };
    const after = { player: { hand: 7, offer: { size: 2 }, answer: 'pending' } };
    expect([...toLeaves(before).keys()]).toEqual(['player', 'player.hand', 'player.offer', 'player.answer']);
    expect(diffViews(before, after)).toEqual({
      set: [
        ['player.hand', '7'],
        ['player.offer', '{"size":2}'],
      ],
      remove: [],
    });
  });

  test('a value marked whole is one leaf, set again only when it encodes differently', () => {
    const offer = (count: number) =>
      asOneEntry({ size: 2, declaration: [{ quantifier: 'atLeast', count, predicate: [{ t: 'partner' }] }] });
    const before = { players: [{ hand: 9, offer: offer(1) }] };
    expect([...toLeaves(before).keys()]).toEqual(['players', 'players.0', 'players.0.hand', 'players.0.offer']);
    expect(fromLeaves(toLeaves(before))).toEqual(before);
    expect(diffViews(before, { players: [{ hand: 9, offer: offer(1) }] })).toEqual({ set: [], remove: [] });
    expect(diffViews(before, { players: [{ hand: 9, offer: offer(2) }] })).toEqual({
      set: [['players.0.offer', JSON.stringify(offer(2))]],
      remove: [],
    });
  });

  test('shrinking an array and changing a type remove the stale leaves', () => {
    const before = { a: [[1], [2], [3]], b: { c: { d: 1 } } };
    const leaves = toLeaves(before);
    applyChanges(leaves, before, { a: [[1]], b: 5 });
    expect(fromLeaves(leaves)).toEqual({ a: [[1]], b: 5 });
    expect([...leaves.keys()].sort()).toEqual(['a', 'a.0', 'b']);
  });

  test('applied action by action, the changes rebuild every view of 8 random games', () => {
    const random = randomSource(11);
    for (let seed = 1; seed <= 8; seed++) {
      const match = new Match(kompromat, { game: 'kompromat', seed, seats: 2, options: {} });
      const viewers = [0, 1, SPECTATOR] as const;
      const leaves = viewers.map(() => new Map<string, string>());
      let views: unknown[] = viewers.map(() => undefined);
      const state = () => match.state as KompromatState;
      while (!match.result) {
        views = viewers.map((viewer, i) => {
          const view = kompromat.viewFor(state(), viewer);
          applyChanges(leaves[i]!, views[i], view);
          expect(canonicalJson(fromLeaves(leaves[i]!))).toBe(canonicalJson(view));
          return view;
        });
        const move = randomMove(kompromat, state(), random)!;
        match.act(move.seat, move.action);
      }
    }
  });

  test('a list tells whether it holds items from its entries, sent whole or item by item', () => {
    const publicView = { legal: [] as unknown[], whole: asOneEntry([] as unknown[]) };
    const busy = { legal: [{ type: 'pass' }], whole: asOneEntry([{ type: 'pass' }]) };
    const idle = overlayOf(publicView, { legal: [], whole: asOneEntry([]) });
    const acting = overlayOf(publicView, busy);
    for (const path of ['legal', 'whole']) {
      expect(listHasItems(toLeaves(busy), path)).toBe(true);
      expect(listHasItems(toLeaves(publicView), path)).toBe(false);
      expect(listHasItems(acting, path)).toBe(true);
      expect(listHasItems(idle, path)).toBe(false);
    }
  });
});
