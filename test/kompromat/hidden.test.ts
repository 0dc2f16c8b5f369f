/** Spec section "What each seat may see (hidden information)". */
import { eventFor, kompromat } from '@dead-drop/shared';
import { M, draw, place, stop, table, type Action, type KState } from './rig';

const VIEWERS = [0, 1, 'spectator'] as const;

/** Every face-down card in a view that carries a value must be one this viewer may know. */
function backs(view: ReturnType<typeof kompromat.viewFor>): unknown[] {
  return view.missions.flatMap((m) => m.sides.flatMap((s) => s.cards.filter((c) => !c.up && c.rank === undefined)));
}

describe('hidden information', () => {
  test('nobody sees the order of an equipment deck or of the mission deck', () => {
    // "order of the equipment deck | nothing | nothing | nothing"; "mission deck order | nothing ..."
    const t = table({
      decks: [
        [10, 1, 9],
        [8, 6],
      ],
    }).acts(0, draw, place(1), draw);
    const reordered: KState = structuredClone(t.state);
    for (const player of reordered.players) player.deck.reverse();
    reordered.missionDeck.reverse();
    for (const viewer of VIEWERS) {
      expect(kompromat.viewFor(reordered, viewer)).toEqual(t.view(viewer));
    }
  });

  test('a face-down card reaches those who may not see it as a back only: no value, no identity', () => {
    // "A face-down card must reach a client that may not see it as a back only: no value, no
    //  stable identity that could be followed, in state, messages or logs."
    const t = table({
      items: [[M.stunGun], []],
      decks: [
        [10, 9, 2],
        [8, 6, 3, 4],
      ],
    });
    const script: [number, Action][] = [
      [0, draw],
      [0, place(0)],
      [0, draw],
      [0, stop],
      [1, draw],
      [1, place(0)],
      [1, draw],
      [1, draw],
      [1, stop],
      [0, { type: 'item', item: 'stunGun', mission: 0, index: 1 }],
      [0, draw],
      [0, place(1)],
      [0, stop],
    ];
    for (const [seat, action] of script) {
      t.act(seat, action);
      for (const viewer of VIEWERS) {
        const view = t.view(viewer);
        const text = JSON.stringify(view) + JSON.stringify(t.events.map((e) => eventFor(e, viewer)));
        expect(text).not.toMatch(/"id"/);
        for (const back of backs(view)) expect(back).toEqual({ up: false });
      }
      // The opponent and spectators see the same things.
      const public1 = { ...t.view(1), viewer: null, legal: null };
      const publicS = { ...t.view('spectator'), viewer: null, legal: null };
      if (t.state.turn?.seat === 0) expect(public1).toEqual(publicS);
    }
    expect(t.view(1).missions[0]!.sides[0]!.cards).toEqual([{ up: true, rank: 10 }, { up: false }]);
    expect(t.view(0).missions[0]!.sides[1]!.cards).toEqual([{ up: true, rank: 8 }, { up: false }]);
  });

  test('items in front of a player and scoring piles are public', () => {
    // "items in front of a player; scoring piles | public (cards face down in a scoring pile are
    //  public information in the digital game [decision])"
    const t = table({ items: [[M.gps], [M.jetpack]], piles: [[M.informant, M.drone], [M.code[0]]] });
    for (const viewer of VIEWERS) {
      expect(t.view(viewer).players.map((p) => [p.items, p.pile])).toEqual([
        [
          ['gps'],
          [
            { kind: 'target', name: 'The Informant', vp: 5 },
            { kind: 'item', item: 'drone' },
          ],
        ],
        [['jetpack'], [{ kind: 'code' }]],
      ]);
    }
  });
});
