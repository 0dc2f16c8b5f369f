/** Spec sections "Components" and "Set-up and each round". */
import { kompromat, makeRng, shuffle } from '@dead-drop/shared';
import { DECK, M, MISSION_COUNT, draw, rig, sorted, step, toReveal, type KState } from './rig';

const CI_IDS: readonly number[] = [M.ci1, M.ci1b, M.ci2, M.ci2b, M.ci3];
const isCi = (id: number) => CI_IDS.includes(id);

/** The mission ids at the four missions and under them. */
function laid(state: KState): number[] {
  return state.missions.flatMap((m) => [m.card, m.ci]).filter((id): id is number => id !== null);
}

describe('components', () => {
  test('each equipment deck has 14 cards: 0.5, 1/11, 1/11, 2, 3, 4, 5, 6, 7, 7, 7, 8, 9, 10', () => {
    // "Equipment decks — one per player ... 14 cards: 0.5, 1/11, 1/11, 2, ..., 7, 7, 7, 8, 9, 10"
    for (const seat of [0, 1] as const) {
      const fresh = kompromat.setup(5, 2, { firstSeat: seat });
      expect(sorted(fresh.players[seat]!.deck)).toEqual(Array.from({ length: DECK }, (_, i) => seat * DECK + i));
      // The rank of each card as the engine tells its owner when it is drawn.
      const ranks = fresh.players[seat]!.deck.map((id) => {
        const state = structuredClone(fresh);
        const deck = state.players[seat]!.deck;
        deck.splice(deck.indexOf(id), 1);
        deck.push(id);
        const { state: after } = step(state, seat, draw);
        return kompromat.viewFor(after, seat).turn!.drawn!.rank!;
      });
      expect(sorted(ranks)).toEqual([0.5, 1, 1, 2, 3, 4, 5, 6, 7, 7, 7, 8, 9, 10]);
      expect(ranks.filter((rank) => rank === 7)).toHaveLength(3);
    }
  });

  test('the mission deck has 29 cards: 8 targets, 3 documents, 3 codes, 5 CI (! ! !! !! !!!), 10 items; 18 tokens', () => {
    // "Mission deck — 29 cards" (table) and "Notoriety tokens — 18 in the supply".
    const fresh = kompromat.setup(3, 2, { firstSeat: 0 });
    expect(fresh.missionDeck.length + laid(fresh).length).toBe(MISSION_COUNT);
    expect(kompromat.viewFor(fresh, 'spectator').supply).toBe(18);

    // Every card, as the table shows it when it lies at a mission.
    const cards = Array.from(
      { length: MISSION_COUNT },
      (_, id) => kompromat.viewFor(rig({ missions: [{ card: id }] }), 'spectator').missions[0]!.card!,
    );
    const targets = cards.flatMap((c) => (c.kind === 'target' ? [[c.name, c.vp]] : []));
    expect(targets).toEqual([
      ['The Informant', 5],
      ['The Pursuit', 4],
      ['The Safe House', 4],
      ['The Airport', 3],
      ['The Interrogation', 3],
      ['The Locker', 3],
      ['The Barmaid', 2],
      ['The Hotel', 2],
    ]);
    expect(cards.filter((c) => c.kind === 'document')).toHaveLength(3);
    expect(cards.filter((c) => c.kind === 'code')).toHaveLength(3);
    expect(cards.flatMap((c) => (c.kind === 'ci' ? [c.marks] : []))).toEqual([1, 1, 2, 2, 3]);
    expect(cards.flatMap((c) => (c.kind === 'item' ? [c.item] : [])).sort()).toEqual([
      'balaclava',
      'chloroform',
      'drone',
      'gps',
      'jetpack',
      'newspaper',
      'nightVision',
      'stunGun',
      'usb',
      'vesper',
    ]);
  });
});

describe('set-up and each round', () => {
  test('four missions are laid; a CI card lies under another mission card with its marks visible', () => {
    // "Lay out 4 missions ... For each CI card laid out, draw another mission card and lay it on top
    //  of the CI card (the CI card stays under it, its marks visible)."
    let withCi = 0;
    for (let seed = 1; seed <= 150; seed++) {
      const state = kompromat.setup(seed, 2, { firstSeat: 0 });
      expect(kompromat.audit.invariants(state)).toEqual([]);
      expect(state.missions).toHaveLength(4);
      const view = kompromat.viewFor(state, 'spectator');
      state.missions.forEach((m, i) => {
        expect(isCi(m.card!)).toBe(false);
        if (m.ci === null) return;
        withCi++;
        expect(isCi(m.ci)).toBe(true);
        expect(view.missions[i]!.ci).toBe([1, 1, 2, 2, 3][CI_IDS.indexOf(m.ci)]);
        expect(view.missions[i]!.card!.kind).not.toBe('ci');
      });
    }
    expect(withCi).toBeGreaterThan(0);
  });

  test('a CI card drawn to cover a CI card is set aside, then shuffled back into the mission deck', () => {
    // "If that card is also a CI card, set it aside and draw again; cards set aside are shuffled
    //  back into the mission deck afterwards."
    // The physical procedure on the shuffled mission deck (top = end), with a fixed first seat.
    const deal = (seed: number) => {
      const deck = shuffle(
        Array.from({ length: MISSION_COUNT }, (_, id) => id),
        makeRng(seed),
      );
      const first = [deck.pop()!, deck.pop()!, deck.pop()!, deck.pop()!];
      const aside: number[] = [];
      const missions = first.map((card) => {
        if (!isCi(card)) return { card, ci: null as number | null };
        let cover = deck.pop()!;
        while (isCi(cover)) {
          aside.push(cover);
          cover = deck.pop()!;
        }
        return { card: cover, ci: card as number | null };
      });
      return { missions, aside, rest: deck };
    };
    let seed = 1;
    while (deal(seed).aside.length === 0) seed++;
    const expected = deal(seed);
    const state = kompromat.setup(seed, 2, { firstSeat: 0 });

    expect(state.missions.map((m) => ({ card: m.card, ci: m.ci }))).toEqual(expected.missions);
    for (const id of expected.aside) {
      expect(state.missionDeck).toContain(id);
      expect(state.missionDiscard).not.toContain(id);
    }
    expect(sorted(state.missionDeck)).toEqual(sorted([...expected.rest, ...expected.aside]));
    // Shuffled back, not merely put on top or under the deck.
    expect(state.missionDeck).not.toEqual([...expected.rest, ...expected.aside]);
    expect(state.missionDeck).not.toEqual([...expected.aside, ...expected.rest]);
  });

  test('the host chooses the starting player of round 1, or it is drawn at random', () => {
    // "Starting player of round 1: chosen by the host or at random [decision]"
    for (const firstSeat of [0, 1] as const) {
      const state = kompromat.setup(9, 2, { firstSeat });
      const view = kompromat.viewFor(state, 'spectator');
      expect(view.startSeat).toBe(firstSeat);
      expect(view.turn).toEqual({ seat: firstSeat, mission: null, drawn: null });
      expect(kompromat.actingSeats(state)).toEqual([firstSeat]);
    }
    expect(kompromat.parseOptions({})).toEqual({ firstSeat: 'random' });
    expect(kompromat.parseOptions({ firstSeat: 2 })).toMatchObject({ code: 'bad_options' });
    expect(kompromat.parseOptions({ seats: 3 })).toMatchObject({ code: 'bad_options' });
    const drawn = new Set<number>();
    for (let seed = 1; seed <= 40; seed++) {
      const a = kompromat.setup(seed, 2, { firstSeat: 'random' });
      expect(kompromat.setup(seed, 2, { firstSeat: 'random' }).startSeat).toBe(a.startSeat);
      drawn.add(a.startSeat);
    }
    expect([...drawn].sort()).toEqual([0, 1]);
  });

  test('the starting player alternates every round', () => {
    // "It alternates every round."
    const someCards: [number[], number[]] = [[5], [6]];
    const fromSeat0 = toReveal({ firstSeat: 0, missions: [{ card: M.hotel, sides: someCards }] });
    expect(fromSeat0.state.round).toBe(2);
    expect(fromSeat0.view('spectator').startSeat).toBe(1);
    expect(fromSeat0.state.turn).toEqual({ seat: 1, drawn: null, mission: null });

    const round2 = toReveal({ firstSeat: 0, round: 2, missions: [{ card: M.hotel, sides: someCards }] });
    expect(round2.state.round).toBe(3);
    expect(round2.state.startSeat).toBe(0);
    expect(round2.state.turn!.seat).toBe(0);

    const fromSeat1 = toReveal({ firstSeat: 1, missions: [{ card: M.hotel, sides: someCards }] });
    expect(fromSeat1.state.round).toBe(2);
    expect(fromSeat1.state.startSeat).toBe(0);
    expect(fromSeat1.state.turn!.seat).toBe(0);
  });

  test('rounds 2..6 start with all equipment taken back and reshuffled, and 4 new missions', () => {
    // "At the start of rounds 2..6 both players take back all their equipment cards and
    //  reshuffle; 4 new missions are laid out as in step 2."
    const spec = {
      missions: [
        { card: M.informant, sides: [[10, 9, 5], [8]] as [number[], number[]] }, // seat 0 fails: a discard
        { card: M.pursuit, sides: [[3], [7, 7]] as [number[], number[]] },
      ],
      piles: [[M.code[0]], []] as [number[], number[]],
    };
    const before = rig({ rest: 'discard', ...spec });
    const deckBefore = before.players.map((p) => [...p.deck, ...p.discard]);
    const t = toReveal(spec);
    const s = t.state;
    expect(s.round).toBe(2);
    for (const seat of [0, 1]) {
      const p = s.players[seat]!;
      expect(p.discard).toEqual([]);
      expect(sorted(p.deck)).toEqual(Array.from({ length: DECK }, (_, i) => seat * DECK + i));
      expect(p.deck).not.toEqual(deckBefore[seat]); // a new order
      expect(p.deck).not.toEqual(sorted(p.deck));
    }
    // Won cards and tokens stay; the missions are new, taken from the rest of the mission deck.
    expect(s.players[0]!.pile).toEqual([M.code[0]]);
    expect(s.players[0]!.notoriety).toBe(1);
    const old = [M.informant, M.pursuit, M.hotel, M.barmaid];
    for (const m of s.missions) {
      expect(m.resolved).toBe(false);
      expect(m.taker).toBeNull();
      expect(m.sides.map((side) => side.cards.length)).toEqual([0, 0]);
      expect(m.sides.map((side) => side.attempted)).toEqual([false, false]);
      expect(old).not.toContain(m.card);
      expect(before.missionDeck).toContain(m.card);
    }
    expect(s.missionDeck.length).toBe(before.missionDeck.length - laid(s).length);
    expect(kompromat.viewFor(s, 'spectator').players.map((p) => p.deck)).toEqual([14, 14]);
  });
});
