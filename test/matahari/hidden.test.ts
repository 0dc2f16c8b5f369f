/** Spec "What each seat may see (hidden information)". */
import { eventFor, matahari, type Viewer } from '@dead-drop/shared';
import { accept, accuse, names, pass, search, table, type MView } from './rig';

const start = () =>
  table({
    seats: 4,
    objectives: ['gun', 'disguise', 'briefcase', 'documents'],
    hands: [
      ['gun3', 'DA', 'gun6'],
      ['AS', 'gloves1', 'disguise4'],
      ['briefcase4', 'documents7', 'photographs3'],
      ['gloves2', 'disguise3'],
    ],
    pile: ['documents6', 'photographs1'],
  });

/** The view without what only its own seat has. */
const publicPart = (view: MView) => {
  const { viewer: _v, legal: _l, hand: _h, objective: _o, shown: _s, search: _x, players, ...rest } = view;
  return {
    ...rest,
    players: players.map(({ offer, ...p }) => ({ ...p, offer: offer && { size: offer.size, declaration: offer.declaration } })),
  };
};

describe('hidden information', () => {
  test('hand: faces to the owner, a count to everyone else', () => {
    const t = start();
    expect(names(t.view(1).hand!)).toEqual(['disguise4', 'gloves1', 'AS']);
    expect(t.view(1).players.map((p) => p.hand)).toEqual([3, 3, 3, 2]);
    expect(t.view(0).players[1]!.hand).toBe(3);
    expect(t.view('spectator').hand).toBeUndefined();
    for (const viewer of [0, 2, 3, 'spectator'] as const) expect(JSON.stringify(t.view(viewer))).not.toMatch(/"partner":"assassin"/);
  });

  test('objective: to the owner only, until the end', () => {
    const t = start();
    expect(t.view(0).objective).toEqual({ resource: 'gun', colour: 'blue', skull: 'green' });
    expect(t.view(1).objective).toEqual({ resource: 'disguise', colour: 'green', skull: 'blue' });
    expect(t.view('spectator').objective).toBeUndefined();
    expect(JSON.stringify(t.view(1).players)).not.toMatch(/resource/);
  });

  test('cards in an offer: faces to the owner, size and declaration to others; the new owner sees them after a swap', () => {
    const t = start().offer(0, ['gun3', 'DA']).counter(1, ['AS', 'gloves1']);
    expect(names(t.view(0).players[0]!.offer!.cards!)).toEqual(['gun3', 'DA']);
    expect(t.view(1).players[0]!.offer).toEqual({ size: 2, declaration: [] });
    expect(t.view('spectator').players[1]!.offer).toEqual({ size: 2, declaration: [] });
    expect(t.view(2).players[1]!.offer).toEqual({ size: 2, declaration: [] });
    // Other seats see exactly what a spectator sees.
    for (const viewer of [0, 1, 2, 3] as const) expect(publicPart(t.view(viewer))).toEqual(publicPart(t.view('spectator')));
    t.pass(2, 3).act(0, accept(1));
    expect(t.hand(1)).toEqual(expect.arrayContaining(['gun3', 'DA']));
    expect(t.hand(0)).toEqual(expect.arrayContaining(['AS', 'gloves1']));
  });

  test('a wrong accusation shows the offer to the accuser only, in a field only that view has', () => {
    const t = start().offer(0, ['gun3', 'DA']).act(2, accuse(0, 'mataHari'));
    expect(names(t.view(2).shown![0]!.cards)).toEqual(['gun3', 'DA']);
    for (const viewer of [0, 1, 3, 'spectator'] as const) {
      expect(t.view(viewer).shown).toBeUndefined();
      expect(JSON.stringify(t.seen(viewer))).not.toMatch(/doubleAgent|gun/);
    }
    expect(t.seen(2)[0]).toMatchObject({ cards: [{ resource: 'gun', priority: 3 }, { partner: 'doubleAgent' }] });
  });

  test('search results to the searcher only', () => {
    const t = start().offer(0, ['gun3', 'DA']).counter(1, ['AS', 'gloves1']).act(3, accuse(1, 'assassin'));
    expect(t.view(3).search).toHaveLength(t.state.drawPile.length);
    for (const viewer of [0, 1, 2, 'spectator'] as const) expect(t.view(viewer).search).toBeUndefined();
    t.act(3, search(names(t.view(3).search!).indexOf('documents6')));
    expect(t.seen(3)[0]).toMatchObject({ type: 'searched', seat: 3, count: 1, cards: [{ resource: 'documents', priority: 6 }] });
    for (const viewer of [0, 1, 2, 'spectator'] as const) expect(t.seen(viewer)[0]).toEqual({ type: 'searched', seat: 3, count: 1 });
  });

  test('covers, declarations, demands and accusations are public', () => {
    const request = { binding: true, count: 1, predicate: [{ t: 'colour', colour: 'green' }] } as const;
    const t = start()
      .offer(0, ['gun3', 'DA'], { request: { ...request, predicate: [...request.predicate] } })
      .act(2, accuse(0, 'assassin'));
    for (const viewer of [0, 1, 2, 3, 'spectator'] as const) {
      const view = t.view(viewer);
      expect(view.request).toEqual(request);
      expect(view.players[2]).toMatchObject({ compromised: 1, undercover: 0 });
      expect(view.accusations).toEqual([{ accuser: 2, accused: 0, partner: 'assassin', right: false }]);
    }
  });

  test('nothing hidden reaches a viewer, in views or events, and no card ids at all', () => {
    const t = start();
    const viewers: Viewer[] = [0, 1, 2, 3, 'spectator'];
    const check = () => {
      for (const viewer of viewers) {
        const text = JSON.stringify(t.view(viewer)) + JSON.stringify(t.events.map((e) => eventFor(e, viewer)));
        expect(text).not.toMatch(/"id"/);
        // Reshuffling everything this viewer may not know changes nothing it sees.
        const blind = matahari.audit.scrambleHidden(t.state, viewer, () => 0.37);
        expect(matahari.viewFor(blind, viewer)).toEqual(t.view(viewer));
      }
    };
    t.offer(0, ['gun3', 'DA']);
    check();
    t.counter(1, ['AS', 'gloves1']);
    check();
    t.act(2, accuse(1, 'doubleAgent'));
    check();
    t.act(3, accuse(1, 'assassin'));
    check();
    t.act(3, search(0));
    check();
    t.act(3, pass);
    check();
    t.act(2, pass);
    check();
    t.act(0, { type: 'reject' });
    check();
  });

  test('at the end every hand and objective is shown', () => {
    const t = table({
      seats: 3,
      objectives: ['gun', 'briefcase', 'documents'],
      hands: [['gun1', 'gun2'], ['gloves1'], ['briefcase2']],
      compromised: [3, 3, 3],
    })
      .offer(0, ['gun1'])
      .pass(1, 2)
      .act(0, { type: 'reject' });
    const final = t.view('spectator').final!;
    expect(final.objectives.map((o) => o.resource)).toEqual(['gun', 'briefcase', 'documents']);
    expect(final.hands.map((h) => h.length)).toEqual(t.state.hands.map((h) => h.length));
    expect(names(final.hands[1]!)).toEqual(t.hand(1));
  });
});
