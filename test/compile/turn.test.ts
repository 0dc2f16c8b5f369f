/**
 * Compile's turn (spec docs/rules/compile.md, "A turn (6 phases)", "Compile", "Refresh",
 * "Win") and the refusals of actions that do not fit.
 */
import type { CompileAction } from '@dead-drop/shared';
import type { Protocol } from '../../shared/src/compile/cards';
import { allOf, table, type Table } from './rig';

const types = (t: Table) => t.events.map((e) => e.type);

describe('1. Start', () => {
  test('"Effects are noted when the phase begins; … one that appears during the phase does not trigger"', () => {
    const t = table({
      protocols: [
        ['death', 'spirit', 'fire'],
        ['metal', 'water', 'light'],
      ],
      phase: 'start',
      field: [[['death 1'], ['spirit 1', 'fire 3'], []]],
      hands: [['fire 1']],
      decks: [['fire 0', 'fire 2', 'fire 4']],
    });
    // Only Death 1 is noted: Spirit 1's "Start:" box is covered.
    expect(t.asking).toEqual({ seat: 0, ask: 'draw' });
    t.choose(0, 'draw');
    // "delete 1 other card": Fire 3 is the only choice; Spirit 1 is uncovered (its middle
    // draws 2), then Death 1 deletes itself.
    expect(t.field(0)).toEqual([[], ['spirit 1'], []]);
    expect(t.trash(0)).toEqual(['fire 3', 'death 1']);
    expect(t.hand(0)).toEqual(['fire 0', 'fire 1', 'fire 2', 'fire 4']);
    // Spirit 1's "Start: Either discard 1 card or flip this card." appeared during the phase:
    // no choice is asked, the turn goes on to the action.
    expect(t.asking).toEqual({ seat: 0, ask: 'action' });
    expect(t.logged('resolving').map((e) => `${e.protocol} ${e.value} ${e.box} ${e.cause}`)).toEqual([
      'death 1 top start',
      'spirit 1 middle uncover',
    ]);
  });

  test('"resolve your visible Start: effects in an order you choose": several are ordered with a `first` prompt', () => {
    const position = {
      protocols: [
        ['death', 'psychic', 'fire'],
        ['metal', 'water', 'light'],
      ] as [Protocol[], Protocol[]],
      phase: 'start' as const,
      field: [[['death 1'], ['psychic 1'], []]] as [string[][]],
      hands: [['fire 1']] as [string[]],
      decks: [['fire 0']] as [string[]],
    };
    const t = table(position);
    expect(t.asking).toEqual({ seat: 0, ask: 'first' });
    expect(t.legal(0)).toEqual([
      { type: 'first', side: 0, line: 0, at: 0 },
      { type: 'first', side: 0, line: 1, at: 0 },
    ]);
    expect(t.legal(1)).toEqual([]);
    // Psychic 1 first: "Start: Flip this card." Then Death 1 asks.
    t.first(0, 'psychic 1');
    expect(t.field(0)[1]).toEqual(['psychic 1 down']);
    expect(t.asking).toEqual({ seat: 0, ask: 'draw' });
    t.skip(0);
    expect(t.asking).toEqual({ seat: 0, ask: 'action' });
    expect(t.field(0)[0]).toEqual(['death 1']);

    // The other order: Death 1 first, which may delete Psychic 1 before its turn comes.
    const u = table(position);
    // ("delete 1 other card": Psychic 1 is the only other card, so no choice is asked.)
    u.first(0, 'death 1').choose(0, 'draw');
    expect(u.trash(0)).toEqual(['psychic 1', 'death 1']);
    expect(u.logged('flipped')).toEqual([]);
    expect(u.asking).toEqual({ seat: 0, ask: 'action' });
  });

  test("the opponent's Start: texts do not run on your turn", () => {
    const t = table({
      protocols: [
        ['fire', 'gravity', 'life'],
        ['death', 'water', 'light'],
      ],
      phase: 'start',
      field: [[], [['death 1'], [], []]],
      hands: [['fire 1']],
    });
    expect(t.asking).toEqual({ seat: 0, ask: 'action' });
  });
});

describe('2. Check control', () => {
  const ahead = {
    phase: 'start' as const,
    field: [
      [['fire 3'], ['gravity 4'], []],
      [[], [], ['light 1']],
    ] as [string[][], string[][]],
    hands: [['fire 1']] as [string[]],
  };

  test('"if your total is higher than your opponent\'s in at least 2 lines, take the control card (from the side …)"', () => {
    const t = table(ahead);
    expect(t.state.control).toBe(0);
    expect(t.view(1).control).toBe(0);
    expect(t.logged('control')).toEqual([{ type: 'control', seat: 0 }]);
  });

  test('"… or from your opponent"', () => {
    const t = table({ ...ahead, control: 1 });
    expect(t.state.control).toBe(0);
    expect(t.logged('control')).toEqual([{ type: 'control', seat: 0 }]);
  });

  test('higher in only 1 line (equal in another) takes nothing: the control card stays where it is', () => {
    const position = {
      phase: 'start' as const,
      field: [
        [['fire 3'], ['gravity 4'], []],
        [[], ['water 4'], ['light 1']],
      ] as [string[][], string[][]],
      hands: [['fire 1']] as [string[]],
    };
    expect(table(position).state.control).toBeNull();
    expect(table({ ...position, control: 1 }).state.control).toBe(1);
  });
});

describe('3. Check compile', () => {
  test('"if a stack of yours totals 10 or more AND more than your opponent\'s stack in that line, you must compile it"; "If you compiled, skip phase 4"', () => {
    const t = table({
      phase: 'start',
      options: { control: false },
      field: [
        [['fire 5', 'fire 4', 'fire 1'], ['gravity 1'], []],
        [['metal 3', 'metal 5'], [], ['light 2']],
      ],
      hands: [['fire 2', 'life 3']],
    });
    // A single line to compile: no choice, it compiles.
    expect(t.logged('compiled')).toEqual([{ type: 'compiled', seat: 0, line: 0, protocol: 'fire' }]);
    expect(t.view(1).sides[0]!.protocols[0]).toEqual({ protocol: 'fire', compiled: true });
    // "Delete all cards in that line on both sides at once (no middle boxes trigger)"
    expect(t.field(0)).toEqual([[], ['gravity 1'], []]);
    expect(t.field(1)).toEqual([[], [], ['light 2']]);
    expect(t.trash(0).sort()).toEqual(['fire 1', 'fire 4', 'fire 5']);
    expect(t.trash(1).sort()).toEqual(['metal 3', 'metal 5']);
    expect(t.logged('resolving')).toEqual([]);
    // No action: the hand is as it was, and it is the opponent's turn.
    expect(t.hand(0)).toEqual(['fire 2', 'life 3']);
    expect(t.logged('played')).toEqual([]);
    expect(t.view(0).turn).toEqual({ seat: 1, phase: 'action', number: 2 });
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test("10 that is not more than the opponent's stack does not compile; 9 does not either", () => {
    const even = table({
      phase: 'start',
      field: [
        [['fire 5', 'fire 4', 'fire 1'], [], []],
        [['metal 5', 'metal 3', 'metal 2'], [], []],
      ],
      hands: [['fire 2']],
    });
    expect(even.logged('compiled')).toEqual([]);
    expect(even.asking).toEqual({ seat: 0, ask: 'action' });
    const nine = table({ phase: 'start', field: [[['fire 5', 'fire 4'], [], []]], hands: [['fire 2']] });
    expect(nine.logged('compiled')).toEqual([]);
    expect(nine.asking).toEqual({ seat: 0, ask: 'action' });
  });

  test('"(choose one if several)": only one is compiled', () => {
    const t = table({
      phase: 'start',
      options: { control: false },
      field: [[['fire 5', 'fire 4', 'fire 1'], ['gravity 5', 'gravity 6'], []]],
      hands: [['fire 2']],
    });
    expect(t.asking).toEqual({ seat: 0, ask: 'compile' });
    expect(t.legal(0)).toEqual([
      { type: 'compile', line: 0 },
      { type: 'compile', line: 1 },
    ]);
    t.act(0, { type: 'compile', line: 1 });
    expect(t.state.areas[0].protocols.map((p) => p.compiled)).toEqual([false, true, false]);
    expect(t.field(0)).toEqual([['fire 5', 'fire 4', 'fire 1'], [], []]);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });
});

describe('4. Action', () => {
  test('"Face up: into the line of its protocol. Face down: into any line."', () => {
    const t = table({ hands: [['fire 1']] });
    expect(t.legal(0)).toEqual([
      { type: 'play', hand: 0, line: 0, up: true },
      { type: 'play', hand: 0, line: 0, up: false },
      { type: 'play', hand: 0, line: 1, up: false },
      { type: 'play', hand: 0, line: 2, up: false },
      { type: 'refresh' },
    ]);
    t.refuse(0, { type: 'play', hand: 0, line: 1, up: true }, 'illegal_action');
    t.play(0, 'fire 1', 2, false);
    expect(t.field(0)).toEqual([[], [], ['fire 1 down']]);
  });

  test("a line's protocol is either side's: a card of the opponent's protocol (taken by a recompile) plays face up in their line", () => {
    // Seat 0: Fire, Gravity, Life; seat 1: Metal, Water, Light. Water lies in line 1.
    const t = table({ hands: [['water 3']] });
    expect(t.legal(0).filter((o) => o.type === 'play' && o.up)).toEqual([{ type: 'play', hand: 0, line: 1, up: true }]);
  });

  test('"The played card lands on top of your stack there"', () => {
    const t = table({ field: [[['fire 0 down', 'fire 3'], [], []]], hands: [['fire 4', 'fire 2']], decks: [['life 1']] });
    t.play(0, 'fire 2', 0, false);
    expect(t.field(0)[0]).toEqual(['fire 0 down', 'fire 3', 'fire 2 down']);
  });

  test('"With an empty hand you must refresh"', () => {
    const t = table({ hands: [[]], decks: [['fire 1', 'fire 2', 'fire 3', 'fire 4', 'fire 5']] });
    expect(t.legal(0)).toEqual([{ type: 'refresh' }]);
    t.refresh(0);
    expect(t.hand(0)).toEqual(['fire 1', 'fire 2', 'fire 3', 'fire 4', 'fire 5']);
  });

  test('"with 5 or more cards you may not refresh"', () => {
    const t = table({ hands: [['fire 1', 'fire 2', 'fire 3', 'fire 4', 'fire 5']] });
    expect(t.legal(0).some((o) => o.type === 'refresh')).toBe(false);
    t.refuse(0, { type: 'refresh' }, 'illegal_action');
  });

  test('"A player who can do neither skips the action": restrictions leave what they leave (here one line, face down)', () => {
    // With the base set a hand of 5 always has a face-down play somewhere: Psychic 1 bars
    // face-up plays, Metal 2 face-down plays in one line, Plague 0 every play in one line.
    const t = table({
      protocols: [
        ['fire', 'gravity', 'life'],
        ['metal', 'plague', 'psychic'],
      ],
      field: [[], [['metal 2'], ['plague 0'], ['psychic 1']]],
      hands: [['fire 1', 'fire 2', 'fire 3', 'fire 4', 'fire 5']],
    });
    expect(t.legal(0).map((o) => (o.type === 'play' ? `${o.hand}:${o.line}:${o.up}` : o.type))).toEqual([
      '0:2:false',
      '1:2:false',
      '2:2:false',
      '3:2:false',
      '4:2:false',
    ]);
  });
});

describe('4. Action: a refresh that could draw nothing', () => {
  // Every card of side 0 lies face down on the field: its hand, deck and trash are empty.
  const everyCardOnTheField = () => (['fire', 'gravity', 'life'] as const).map((protocol) => allOf(protocol).map((name) => `${name} down`));

  test('"A refresh that could draw nothing (empty hand, and deck and trash both empty) is not possible: the player skips the action, and the control card is not spent"', () => {
    const t = table({ field: [everyCardOnTheField()], hands: [[]], control: 0 });
    expect(t.hand(0)).toEqual([]);
    expect(t.deck(0)).toEqual([]);
    expect(t.trash(0)).toEqual([]);
    // The action phase asks nothing: the turn goes on to the opponent's, and seat 0 still
    // holds the control card it had.
    expect(t.logged('noAction')).toEqual([{ type: 'noAction', seat: 0 }]);
    expect(t.logged('controlReturned')).toEqual([]);
    expect(t.state.control).toBe(0);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
    t.refuse(0, { type: 'refresh' }, 'not_your_turn');
  });

  test('"A refresh that could draw nothing … is not possible" with cards in hand too: only plays are offered', () => {
    const field = everyCardOnTheField();
    const hand = [field[0]!.pop()!.replace(' down', ''), field[1]!.pop()!.replace(' down', '')];
    const t = table({ field: [field], hands: [hand], control: 0 });
    expect(t.asking).toEqual({ seat: 0, ask: 'action' });
    expect(t.legal(0).some((o) => o.type === 'refresh')).toBe(false);
    expect(t.legal(0).length).toBeGreaterThan(0);
    t.refuse(0, { type: 'refresh' }, 'illegal_action');
    expect(t.state.control).toBe(0);
  });
});

describe('Refresh', () => {
  test('"draw until you have 5 cards"; the trash stays put while the deck suffices', () => {
    const t = table({ hands: [['fire 1', 'fire 2']], decks: [['life 1', 'life 2', 'life 3', 'life 4']], trash: [['fire 5']] });
    t.refresh(0);
    expect(t.hand(0)).toEqual(['fire 1', 'fire 2', 'life 1', 'life 2', 'life 3']);
    expect(t.deck(0)[0]).toBe('life 4');
    expect(t.trash(0)).toEqual(['fire 5']);
    expect(t.logged('reshuffled')).toEqual([]);
  });

  test('"When you must draw and your deck is empty, shuffle your trash into a new deck; only then."', () => {
    // The deck holds exactly what is needed: no reshuffle.
    const exact = table({ rest: 'trash', hands: [['fire 1', 'fire 2', 'fire 3']], decks: [['life 1', 'life 2']] });
    const trashBefore = exact.trash(0);
    exact.refresh(0);
    expect(exact.hand(0)).toHaveLength(5);
    expect(exact.deck(0)).toEqual([]);
    expect(exact.trash(0)).toEqual(trashBefore);
    expect(exact.logged('reshuffled')).toEqual([]);

    // One short: the deck runs out, then the trash is shuffled in and the draw goes on.
    const short = table({ rest: 'trash', hands: [['fire 1', 'fire 2']], decks: [['life 1', 'life 2']] });
    const trashed = short.trash(0).length;
    short.refresh(0);
    expect(short.hand(0)).toHaveLength(5);
    expect(short.hand(0)).toEqual(expect.arrayContaining(['fire 1', 'fire 2', 'life 1', 'life 2']));
    expect(short.trash(0)).toEqual([]);
    expect(short.deck(0)).toHaveLength(trashed - 1);
    expect(short.logged('reshuffled')).toEqual([{ type: 'reshuffled', seat: 0, count: trashed }]);
  });
});

describe('5. Check cache', () => {
  const seven = ['fire 1', 'fire 2', 'fire 3', 'fire 4', 'fire 5', 'life 1', 'life 2'];

  test('"with more than 5 cards in hand, discard down to 5 (\'clear cache\')"', () => {
    const t = table({ hands: [seven] });
    t.play(0, 'fire 1', 0, false);
    expect(t.view(0).turn!.phase).toBe('cache');
    expect(t.asking).toEqual({ seat: 0, ask: 'discard' });
    expect(t.legal(0)).toEqual([{ type: 'discard', min: 1, max: 1 }]);
    t.discard(0, 'life 2');
    expect(t.hand(0)).toHaveLength(5);
    expect(t.logged('discarded')).toEqual([{ type: 'discarded', seat: 0, cards: [{ protocol: 'life', value: 2 }], cache: true }]);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('exactly 5 cards: nothing to discard', () => {
    const t = table({ hands: [seven.slice(0, 6)] });
    t.play(0, 'fire 1', 0, false);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('Spirit 0: "Skip your check cache phase."', () => {
    const t = table({
      protocols: [
        ['fire', 'spirit', 'life'],
        ['metal', 'water', 'light'],
      ],
      field: [[[], ['spirit 0'], []]],
      hands: [seven],
    });
    t.play(0, 'fire 1', 0, false);
    expect(t.hand(0)).toHaveLength(6);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });
});

describe('6. End', () => {
  test('"resolve your visible End: effects in an order you choose"', () => {
    const t = table({
      protocols: [
        ['fire', 'light', 'life'],
        ['metal', 'water', 'gravity'],
      ],
      phase: 'end',
      field: [[['fire 3'], ['light 1'], []]],
      hands: [['fire 1']],
      decks: [['life 2']],
    });
    expect(t.asking).toEqual({ seat: 0, ask: 'first' });
    t.first(0, 'light 1');
    expect(t.hand(0)).toEqual(['fire 1', 'life 2']);
    // Then Fire 3: "You may discard 1 card. If you do, flip 1 card."
    expect(t.asking).toEqual({ seat: 0, ask: 'discard' });
    t.skip(0);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('"(noted when the phase begins)": an End text that appears during the phase does not run', () => {
    const t = table({
      protocols: [
        ['fire', 'light', 'life'],
        ['metal', 'water', 'gravity'],
      ],
      phase: 'end',
      field: [[['fire 3'], ['light 1 down'], []]],
      hands: [['fire 1']],
      decks: [['life 2']],
    });
    t.discard(0, 'fire 1');
    expect(t.asking).toEqual({ seat: 0, ask: 'flip' });
    t.pick(0, 'light 1');
    expect(t.field(0)[1]).toEqual(['light 1']);
    // Light 1 ("End: Draw 1 card.") is face up now, but was not when the phase began.
    expect(t.hand(0)).toEqual([]);
    expect(t.logged('drew')).toEqual([]);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });
});

describe('Compile and recompile', () => {
  const ten = [['fire 5', 'fire 4', 'fire 1'], [], []];

  test('"If it was already Compiled, draw instead the top card of your opponent\'s deck: it is yours for the rest of the game."', () => {
    const t = table({
      phase: 'start',
      compiled: [[true]],
      field: [ten],
      hands: [['life 1']],
      decks: [[], ['light 4', 'light 3']],
    });
    expect(t.logged('compiled')).toEqual([]);
    expect(t.state.areas[0].protocols[0]).toEqual({ protocol: 'fire', compiled: true });
    expect(t.hand(0)).toEqual(['life 1', 'light 4']);
    expect(t.deck(1)[0]).toBe('light 3');
    // Hidden from the opponent and spectators: the event carries the face only for the taker.
    const step = t.logged('recompiled');
    expect(step).toHaveLength(1);
    const at = t.events.indexOf(step[0]!);
    expect(t.seen(0)[at]).toEqual({ type: 'recompiled', seat: 0, took: true, protocol: 'light', value: 4 });
    expect(t.seen(1)[at]).toEqual({ type: 'recompiled', seat: 0, took: true });
    expect(t.seen('spectator')[at]).toEqual({ type: 'recompiled', seat: 0, took: true });
    expect(t.view(1).sides[0]!.hand).toBe(2);
    expect(t.view(1).hand).toEqual([]);
    expect(JSON.stringify(t.view(1))).not.toContain('"light","value":4');
  });

  test("recompiling from an empty opponent deck shuffles their trash in first (decision 5), the line's deleted cards included", () => {
    const t = table({
      phase: 'start',
      compiled: [[true]],
      field: [ten, [['metal 1'], [], []]],
      hands: [['life 1']],
      rest: 'trash',
    });
    const trash = 18 - 1 + 0; // every card of seat 1 but Metal 1, which the compile deletes into it too
    expect(t.logged('reshuffled')).toEqual([{ type: 'reshuffled', seat: 1, count: trash + 1 }]);
    expect(t.trash(1)).toEqual([]);
    expect(t.deck(1)).toHaveLength(trash);
    expect(t.hand(0)).toHaveLength(2);
  });

  test("recompiling takes nothing when the opponent's deck and trash are both empty", () => {
    const t = table({
      phase: 'start',
      compiled: [[true]],
      field: [ten],
      hands: [['life 1'], allOf('metal', 'water', 'light')],
      rest: 'trash',
    });
    expect(t.logged('recompiled')).toEqual([{ type: 'recompiled', seat: 0, took: false }]);
    expect(t.logged('reshuffled')).toEqual([]);
    expect(t.hand(0)).toEqual(['life 1']);
    expect(t.hand(1)).toHaveLength(18);
  });

  test('"if you hold the control card, return it to the side first; you may then rearrange one player\'s protocols" (the result must differ)', () => {
    const t = table({
      phase: 'start',
      control: 0,
      compiled: [[], [true]],
      field: [ten, [['metal 1'], [], []]],
      hands: [['life 1']],
    });
    expect(t.logged('controlReturned')).toEqual([{ type: 'controlReturned', seat: 0 }]);
    expect(t.state.control).toBeNull();
    expect(t.asking).toEqual({ seat: 0, ask: 'rearrange' });
    const orders = ['021', '102', '120', '201', '210'];
    expect(t.legal(0)).toEqual([
      ...orders.map((order) => ({ type: 'rearrange', side: 0, order })),
      ...orders.map((order) => ({ type: 'rearrange', side: 1, order })),
      { type: 'skip' },
    ]);
    // The order as it is now is no rearrangement.
    t.refuse(0, { type: 'rearrange', side: 1, order: '012' } as unknown as CompileAction, 'malformed_action');
    // "Compiled status moves with the protocol; the command cards stay in their lines."
    t.act(0, { type: 'rearrange', side: 1, order: '210' });
    expect(t.state.areas[1].protocols).toEqual([
      { protocol: 'light', compiled: false },
      { protocol: 'water', compiled: false },
      { protocol: 'metal', compiled: true },
    ]);
    // Then the compile: the line was deleted with Metal 1 (still in line 0), and Fire compiled.
    expect(t.trash(1)).toEqual(['metal 1']);
    expect(t.state.areas[0].protocols[0]).toEqual({ protocol: 'fire', compiled: true });
  });

  test('a rearrange before the compile changes which protocol compiles ("turn your protocol there to Compiled")', () => {
    const t = table({ phase: 'start', control: 0, field: [ten], hands: [['life 1']] });
    t.act(0, { type: 'rearrange', side: 0, order: '102' });
    expect(t.logged('compiled')).toEqual([{ type: 'compiled', seat: 0, line: 0, protocol: 'gravity' }]);
    expect(t.state.areas[0].protocols).toEqual([
      { protocol: 'gravity', compiled: true },
      { protocol: 'fire', compiled: false },
      { protocol: 'life', compiled: false },
    ]);
  });

  test('Refresh: "if you hold the control card, return it first; you may rearrange one player\'s protocols"', () => {
    const t = table({ control: 0, hands: [['life 1']], decks: [['fire 1', 'fire 2', 'fire 3', 'fire 4']] });
    t.refresh(0);
    expect(t.state.control).toBeNull();
    expect(t.asking).toEqual({ seat: 0, ask: 'rearrange' });
    // Nothing drawn yet: the control card goes back first.
    expect(t.hand(0)).toEqual(['life 1']);
    t.skip(0);
    expect(t.hand(0)).toHaveLength(5);
    expect(t.logged('rearranged')).toEqual([]);
  });

  test('the opponent holding the control card keeps it when you compile', () => {
    const t = table({ phase: 'start', control: 1, field: [ten], hands: [['life 1']] });
    expect(t.logged('compiled')).toHaveLength(1);
    expect(t.state.control).toBe(1);
  });
});

describe('Win', () => {
  test('"the first player to turn their third protocol to Compiled wins at once"', () => {
    const t = table({
      phase: 'start',
      compiled: [[true, true, false]],
      field: [[[], [], ['life 5', 'life 4', 'life 3']]],
      hands: [['fire 1', 'fire 2', 'fire 3', 'fire 4', 'fire 5', 'gravity 1', 'gravity 2']],
    });
    expect(t.state.result).toEqual({ winners: [0], reason: 'compiled' });
    expect(t.view('spectator').result).toEqual({ winners: [0], reason: 'compiled' });
    expect(t.view(1).phase).toBe('over');
    expect(t.logged('won')).toEqual([{ type: 'won', seat: 0 }]);
    // At once: no cache discard, no further turn; nobody may act.
    expect(t.legal(0)).toEqual([]);
    expect(t.legal(1)).toEqual([]);
    expect(t.view(0).waitingFor).toEqual([]);
    expect(t.hand(0)).toHaveLength(7);
    t.refuse(0, { type: 'refresh' }, 'game_over');
    t.refuse(1, { type: 'refresh' }, 'game_over');
  });

  test('a recompile with two protocols Compiled is no third: the game goes on', () => {
    const t = table({
      phase: 'start',
      compiled: [[true, true, false]],
      field: [[['fire 5', 'fire 4', 'fire 1'], [], []]],
      hands: [['life 1']],
    });
    expect(t.logged('recompiled')).toHaveLength(1);
    expect(t.state.result).toBeNull();
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });
});

describe('refusals', () => {
  test('malformed actions are refused with malformed_action', () => {
    const t = table({ hands: [['fire 1']] });
    const bad = (action: unknown) => t.refuse(0, action as CompileAction, 'malformed_action');
    bad(42);
    bad(null);
    bad({ hand: 0 });
    bad({ type: 'play', hand: 'first', line: 0, up: true });
    bad({ type: 'play', hand: 0, line: 3, up: true });
    bad({ type: 'play', hand: 0, line: 0, up: true, extra: 1 });
    bad({ type: 'play', hand: -1, line: 0, up: false });
    bad({ type: 'card', side: 2, line: 0, at: 0 });
  });

  test('unknown action types are refused with unknown_action', () => {
    const t = table({ hands: [['fire 1']] });
    t.refuse(0, { type: 'pass' } as unknown as CompileAction, 'unknown_action');
    t.refuse(0, { type: 'constructor' } as unknown as CompileAction, 'unknown_action');
  });

  test('an action that is not legal now is refused with illegal_action', () => {
    const t = table({ hands: [['fire 1']] });
    t.refuse(0, { type: 'skip' }, 'illegal_action');
    t.refuse(0, { type: 'draft', protocol: 'fire' }, 'illegal_action');
    t.refuse(0, { type: 'play', hand: 1, line: 0, up: false }, 'illegal_action');
    t.refuse(0, { type: 'play', hand: 0, line: 2, up: true }, 'illegal_action');
    t.refuse(0, { type: 'discard', hand: [0] }, 'illegal_action');
    t.refuse(1, { type: 'refresh' }, 'not_your_turn');
  });

  test('a discard with the wrong count or repeated indices is refused, and nothing changes', () => {
    const t = table({ hands: [['fire 1', 'fire 2', 'fire 3', 'fire 4', 'fire 5', 'life 1', 'life 2', 'life 3']] });
    t.play(0, 'fire 1', 0, false);
    expect(t.legal(0)).toEqual([{ type: 'discard', min: 2, max: 2 }]);
    const before = JSON.stringify(t.state);
    t.refuse(0, { type: 'discard', hand: [] }, 'illegal_action');
    t.refuse(0, { type: 'discard', hand: [0] }, 'illegal_action');
    t.refuse(0, { type: 'discard', hand: [0, 1, 2] }, 'illegal_action');
    t.refuse(0, { type: 'discard', hand: [3, 3] }, 'illegal_action');
    t.refuse(0, { type: 'discard', hand: [0, 9] }, 'illegal_action');
    expect(JSON.stringify(t.state)).toBe(before);
    expect(t.hand(0)).toHaveLength(7);
    t.act(0, { type: 'discard', hand: [0, 6] });
    expect(t.hand(0)).toHaveLength(5);
    expect(types(t)).toContain('discarded');
  });
});
