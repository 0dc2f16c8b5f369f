/**
 * What each seat may see (spec docs/rules/compile.md, "What each seat may see (hidden
 * information)"), and a seat that is not the active one deciding mid-turn.
 */
import { canonicalJson, compile, type Viewer } from '@dead-drop/shared';
import type { CState } from '../../shared/src/compile/state';
import { table, type Rig, type Table } from './rig';

const VIEWERS: Viewer[] = [0, 1, 'spectator'];

/** A seeded stand-in for Math.random. */
function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 48271) % 2147483647;
    return s / 2147483647;
  };
}

/** `viewer`'s view does not change when every card it may not identify is swapped for another
 *  such card (the audit's own relabelling): the view depends on nothing hidden from it. */
function viewHidesWhatItShould(state: CState, viewer: Viewer): void {
  const shown = canonicalJson(compile.viewFor(state, viewer));
  for (let seed = 1; seed <= 5; seed++) {
    const scrambled = compile.audit.scrambleHidden(state, viewer, random(seed * 101));
    expect(canonicalJson(compile.viewFor(scrambled, viewer))).toBe(shown);
  }
}

/** The event of `type` in the last step, as `viewer` sees it. */
function seenEvent(t: Table, viewer: Viewer, type: string, last = false): Record<string, unknown> {
  const at = last ? t.events.findLastIndex((e) => e.type === type) : t.events.findIndex((e) => e.type === type);
  expect(at).toBeGreaterThanOrEqual(0);
  return t.seen(viewer)[at]!;
}

describe('hands: "faces" for the owner, "count only" for the opponent and spectators', () => {
  test("each seat sees its own hand's faces in its own view only", () => {
    const t = table({ hands: [['fire 1', 'life 2'], ['water 3']] });
    expect(t.view(0).hand).toEqual([
      { protocol: 'fire', value: 1 },
      { protocol: 'life', value: 2 },
    ]);
    expect(t.view(1).hand).toEqual([{ protocol: 'water', value: 3 }]);
    expect(t.view('spectator').hand).toBeUndefined();
    for (const viewer of VIEWERS) {
      expect(t.view(viewer).sides.map((s) => s.hand)).toEqual([2, 1]);
      viewHidesWhatItShould(t.state, viewer);
    }
  });
});

describe('"face-down card on the field": face for the owner at any time, back for the opponent and spectators', () => {
  test('a back is `{ up: false }` and nothing else', () => {
    const t = table({
      field: [
        [['fire 1 down', 'fire 3'], [], []],
        [[], ['water 4 down'], []],
      ],
      hands: [['life 1']],
    });
    expect(t.view(0).sides[0]!.stacks[0]!.cards).toEqual([
      { up: false, protocol: 'fire', value: 1 },
      { up: true, protocol: 'fire', value: 3 },
    ]);
    expect(t.view(1).sides[0]!.stacks[0]!.cards).toEqual([{ up: false }, { up: true, protocol: 'fire', value: 3 }]);
    expect(t.view('spectator').sides[0]!.stacks[0]!.cards).toEqual([{ up: false }, { up: true, protocol: 'fire', value: 3 }]);
    expect(t.view(1).sides[1]!.stacks[1]!.cards).toEqual([{ up: false, protocol: 'water', value: 4 }]);
    expect(t.view(0).sides[1]!.stacks[1]!.cards).toEqual([{ up: false }]);
    // Totals are public (a face-down card is worth 2).
    for (const viewer of VIEWERS) expect(t.view(viewer).sides[0]!.stacks[0]!.total).toBe(5);
    for (const viewer of VIEWERS) viewHidesWhatItShould(t.state, viewer);
  });

  test('a face-down card on its way to a stack is a back for the others too', () => {
    // Fire 0 "would be covered": the face-down card waits while it draws and flips.
    const t = table({
      field: [
        [['fire 0'], [], []],
        [['metal 1'], [], ['light 1']],
      ],
      hands: [['life 3']],
      decks: [['life 1']],
    });
    t.play(0, 'life 3', 0, false);
    expect(t.asking).toEqual({ seat: 0, ask: 'flip' });
    expect(t.view(0).transit).toEqual([{ side: 0, line: 0, up: false, protocol: 'life', value: 3 }]);
    expect(t.view(1).transit).toEqual([{ side: 0, line: 0, up: false }]);
    expect(t.view('spectator').transit).toEqual([{ side: 0, line: 0, up: false }]);
    for (const viewer of VIEWERS) viewHidesWhatItShould(t.state, viewer);
  });
});

describe('"deck: count only" for everyone', () => {
  test("views hold deck counts; the order of a deck changes no view, the owner's included", () => {
    const t = table({ hands: [['fire 1']] });
    const reordered = structuredClone(t.state) as CState;
    reordered.areas[0].deck.reverse();
    reordered.areas[1].deck.reverse();
    for (const viewer of VIEWERS) {
      const view = t.view(viewer);
      expect(view.sides.map((s) => s.deck)).toEqual([17, 18]);
      expect(canonicalJson(compile.viewFor(reordered, viewer))).toBe(canonicalJson(view));
    }
  });
});

describe('events carry hidden faces only in `secret`, for the owner', () => {
  test('a face-down play', () => {
    const t = table({ hands: [['fire 1', 'life 2']] });
    t.play(0, 'life 2', 1, false);
    expect(seenEvent(t, 0, 'played')).toEqual({ type: 'played', seat: 0, line: 1, up: false, protocol: 'life', value: 2 });
    expect(seenEvent(t, 1, 'played')).toEqual({ type: 'played', seat: 0, line: 1, up: false });
    expect(seenEvent(t, 'spectator', 'played')).toEqual({ type: 'played', seat: 0, line: 1, up: false });
    // It landed at once: the play said where it went, and no other word follows.
    expect(t.logged('landed')).toEqual([]);
    for (const event of t.log) expect(compile.audit.eventLeaks(event)).toEqual([]);
  });

  test("a face-down play from the top of a deck, made for the opponent (Gravity 6): the face is for the card's owner", () => {
    // Gravity 6: "Your opponent plays the top card of their deck face down in this line."
    const t = table({ hands: [['gravity 6']], decks: [[], ['water 5']] });
    t.play(0, 'gravity 6', 1);
    expect(seenEvent(t, 1, 'played', true)).toEqual({
      type: 'played',
      seat: 1,
      line: 1,
      up: false,
      deck: true,
      protocol: 'water',
      value: 5,
    });
    expect(seenEvent(t, 0, 'played', true)).toEqual({ type: 'played', seat: 1, line: 1, up: false, deck: true });
    expect(seenEvent(t, 'spectator', 'played', true)).toEqual({ type: 'played', seat: 1, line: 1, up: false, deck: true });
    expect(t.view(1).sides[1]!.stacks[1]!.cards).toEqual([{ up: false, protocol: 'water', value: 5 }]);
    expect(t.view(0).sides[1]!.stacks[1]!.cards).toEqual([{ up: false }]);
  });

  test('a draw', () => {
    const t = table({ hands: [['fire 1', 'fire 2', 'fire 3']], decks: [['life 1', 'life 4']] });
    t.refresh(0);
    expect(seenEvent(t, 0, 'drew')).toEqual({
      type: 'drew',
      seat: 0,
      count: 2,
      cards: [
        { protocol: 'life', value: 1 },
        { protocol: 'life', value: 4 },
      ],
    });
    expect(seenEvent(t, 1, 'drew')).toEqual({ type: 'drew', seat: 0, count: 2 });
    expect(seenEvent(t, 'spectator', 'drew')).toEqual({ type: 'drew', seat: 0, count: 2 });
  });

  test("a face-down card returned to its owner's hand", () => {
    // Fire 2: "Discard 1 card. If you do, return 1 card."
    const t = table({ field: [[], [[], ['water 4 down'], []]], hands: [['fire 2', 'life 1', 'life 2']] });
    t.play(0, 'fire 2', 0).discard(0, 'life 1');
    expect(t.asking).toEqual({ seat: 0, ask: 'return' });
    t.pick(0, 'water 4');
    expect(seenEvent(t, 1, 'returned')).toEqual({ type: 'returned', side: 1, line: 1, at: 0, up: false, protocol: 'water', value: 4 });
    expect(seenEvent(t, 0, 'returned')).toEqual({ type: 'returned', side: 1, line: 1, at: 0, up: false });
    expect(seenEvent(t, 'spectator', 'returned')).toEqual({ type: 'returned', side: 1, line: 1, at: 0, up: false });
    expect(t.hand(1)).toEqual(['water 4']);
    for (const event of t.log) expect(compile.audit.eventLeaks(event)).toEqual([]);
  });

  test('a recompile', () => {
    const t = table({
      phase: 'start',
      options: { control: false },
      compiled: [[true]],
      field: [[['fire 5', 'fire 4', 'fire 1'], [], []]],
      hands: [['life 1']],
      decks: [[], ['water 2']],
    });
    expect(seenEvent(t, 0, 'recompiled')).toEqual({ type: 'recompiled', seat: 0, took: true, protocol: 'water', value: 2 });
    expect(seenEvent(t, 1, 'recompiled')).toEqual({ type: 'recompiled', seat: 0, took: true });
    expect(seenEvent(t, 'spectator', 'recompiled')).toEqual({ type: 'recompiled', seat: 0, took: true });
    for (const viewer of VIEWERS) viewHidesWhatItShould(t.state, viewer);
  });
});

describe('"a revealed card or hand (Light 2, Light 4, Psychic 0)": everyone sees it at that moment', () => {
  const protocols: Rig['protocols'] = [
    ['light', 'psychic', 'life'],
    ['metal', 'water', 'gravity'],
  ];

  test('Light 2: "Reveal 1 face-down card."', () => {
    const t = table({ protocols, field: [[], [[], ['water 1 down'], []]], hands: [['light 2']], decks: [['life 1', 'life 2']] });
    t.play(0, 'light 2', 0);
    // The only face-down card is revealed at once; "You may shift or flip that card."
    expect(t.asking).toEqual({ seat: 0, ask: 'choice' });
    for (const viewer of VIEWERS) {
      expect(seenEvent(t, viewer, 'revealed')).toEqual({ type: 'revealed', side: 1, line: 1, at: 0, protocol: 'water', value: 1 });
      expect(t.view(viewer).shown).toEqual({ side: 1, line: 1, at: 0, protocol: 'water', value: 1 });
    }
    // "it goes back where it was": still face down, a back again once the text is over.
    t.skip(0);
    for (const viewer of VIEWERS) expect(t.view(viewer).shown).toBeNull();
    expect(t.view(0).sides[1]!.stacks[1]!.cards).toEqual([{ up: false }]);
  });

  test('Light 4: "Your opponent reveals their hand."', () => {
    const t = table({ protocols, hands: [['light 4'], ['water 3', 'metal 5']] });
    t.play(0, 'light 4', 0);
    for (const viewer of VIEWERS) {
      expect(seenEvent(t, viewer, 'handShown')).toEqual({
        type: 'handShown',
        seat: 1,
        cards: [
          { protocol: 'metal', value: 5 },
          { protocol: 'water', value: 3 },
        ],
      });
    }
    // At that moment only: the view still holds a count.
    expect(t.view(0).sides[1]!.hand).toBe(2);
  });

  test('Psychic 0: "Your opponent discards 2 cards, then reveals their hand." (the discard is the opponent\'s decision, mid-turn)', () => {
    const t = table({ protocols, hands: [['psychic 0'], ['water 3', 'metal 5', 'gravity 1']], decks: [['life 1', 'life 2']] });
    t.play(0, 'psychic 0', 1);
    expect(t.asking).toEqual({ seat: 1, ask: 'discard' });
    // The decider's options come from its hand: only its own view holds them.
    expect(t.legal(0)).toEqual([]);
    expect(t.legal(1)).toEqual([{ type: 'discard', min: 2, max: 2 }]);
    for (const viewer of VIEWERS) {
      const view = t.view(viewer);
      expect(view.waitingFor).toEqual([1]);
      expect(view.prompt).toEqual({ seat: 1, ask: 'discard', optional: false, source: { side: 0, line: 1, at: 0 }, min: 2, max: 2 });
      expect(view.chain.map((c) => `${c.protocol} ${c.value}`)).toEqual(['psychic 0']);
    }
    expect(t.view(0).legal).toEqual([]);
    expect(t.view('spectator').legal).toEqual([]);
    expect(t.view(1).legal).toEqual([{ type: 'discard', min: 2, max: 2 }]);
    viewHidesWhatItShould(t.state, 0);
    viewHidesWhatItShould(t.state, 'spectator');
    t.refuse(0, { type: 'discard', hand: [0] }, 'not_your_turn');
    t.discard(1, 'water 3', 'metal 5');
    for (const viewer of VIEWERS) {
      expect(seenEvent(t, viewer, 'handShown')).toEqual({ type: 'handShown', seat: 1, cards: [{ protocol: 'gravity', value: 1 }] });
    }
  });
});

describe('the non-active seat deciding mid-turn', () => {
  test("Darkness 1 flips the opponent's face-down Gravity 1: \"If you cause an opponent's card's middle box to resolve, the card's owner resolves it.\"", () => {
    const t = table({
      protocols: [
        ['darkness', 'fire', 'life'],
        ['gravity', 'water', 'light'],
      ],
      field: [
        [[], ['fire 1'], []],
        [[], [], ['gravity 1 down']],
      ],
      hands: [['darkness 1', 'life 2'], ['water 3']],
      decks: [[], ['light 1', 'light 2']],
    });
    t.play(0, 'darkness 1', 0);
    // Gravity 1 (the only choice) is flipped; its middle is seat 1's: "Draw 2 cards. Shift 1
    // card either to or from this line."
    expect(t.asking).toEqual({ seat: 1, ask: 'shift' });
    expect(t.legal(0)).toEqual([]);
    expect(t.legal(1).length).toBeGreaterThan(0);
    for (const viewer of VIEWERS) {
      const view = t.view(viewer);
      expect(view.waitingFor).toEqual([1]);
      expect(view.turn!.seat).toBe(0);
      expect(view.chain.map((c) => `${c.protocol} ${c.value} ${c.box} ${c.cause}`)).toEqual([
        'darkness 1 middle play',
        'gravity 1 middle flip',
      ]);
      expect(view.prompt).toMatchObject({ seat: 1, ask: 'shift', source: { side: 1, line: 2, at: 0 } });
    }
    // An action from the active seat is refused and changes nothing.
    const before = canonicalJson(t.state);
    t.refuse(0, { type: 'skip' }, 'not_your_turn');
    t.refuse(0, { type: 'play', hand: 0, line: 1, up: false }, 'not_your_turn');
    t.refuse(0, { type: 'card', side: 0, line: 1, at: 0 }, 'not_your_turn');
    expect(canonicalJson(t.state)).toBe(before);
    // Seat 1's drawn cards stay hidden from seat 0 and spectators.
    expect(t.view(0).sides[1]!.hand).toBe(3);
    viewHidesWhatItShould(t.state, 0);
    viewHidesWhatItShould(t.state, 'spectator');
    // Seat 1 decides; then the turn goes on with seat 0 (Darkness 1: "You may shift that card.").
    // (Fire 1 lies outside Gravity 1's line: it can only go to that line, so no line is asked.)
    t.pick(1, 'fire 1');
    expect(t.field(0)).toEqual([['darkness 1'], [], ['fire 1']]);
    expect(t.asking).toEqual({ seat: 0, ask: 'shift' });
  });
});
