/**
 * Chains of effects (spec docs/rules/compile.md, "Resolving effects", "Decisions for the
 * effect engine" 1–10 and the rulings settled by the Codex).
 */
import { compile, deepClone } from '@dead-drop/shared';
import { advance } from '../../shared/src/compile/flow';
import type { CState } from '../../shared/src/compile/state';
import { allOf, card, table, type Rig, type Table } from './rig';

/** The texts that resolved, as "protocol value box cause". */
function resolved(t: Table): string[] {
  return t.logged('resolving').map((e) => `${e.protocol} ${e.value} ${e.box} ${e.cause}`);
}

/** Landings in order, as "side line: protocol value" (face-down ones by the state's record). */
function landed(t: Table): string[] {
  return t.logged('landed').map((e) => `${e.side} ${e.line}${e.up ? `: ${e.protocol} ${e.value}` : ' (down)'}`);
}

describe('Decisions for the effect engine', () => {
  test('1. "A text stops when its card is gone. … This applies to noted Start:/End: effects too: one whose box is no longer visible when its turn comes does not run."', () => {
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
    // Both End texts are noted; Fire 3 goes first and flips Light 1 face down.
    expect(t.asking).toEqual({ seat: 0, ask: 'first' });
    t.first(0, 'fire 3').discard(0, 'fire 1');
    expect(t.asking).toEqual({ seat: 0, ask: 'flip' });
    t.pick(0, 'light 1');
    expect(t.field(0)[1]).toEqual(['light 1 down']);
    // Light 1's noted "End: Draw 1 card." no longer shows: nothing drawn, the turn is over.
    expect(t.hand(0)).toEqual([]);
    expect(t.logged('drew')).toEqual([]);
    expect(resolved(t)).toEqual(['fire 3 bottom end']);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('2. "A card that lands on top uncovered resolves its middle box if it is face up and its middle box was not visible before"', () => {
    // Darkness 0: "Draw 3 cards. Shift 1 of your opponent's covered cards."
    const t = table({
      protocols: [
        ['darkness', 'fire', 'life'],
        ['metal', 'water', 'light'],
      ],
      field: [[], [[], ['metal 3', 'water 5'], []]],
      hands: [['darkness 0']],
      decks: [['fire 1', 'fire 2', 'fire 3'], ['light 1']],
    });
    t.play(0, 'darkness 0', 0);
    // Metal 3 is the only covered card of the opponent: chosen at once; where to?
    expect(t.asking).toEqual({ seat: 0, ask: 'line' });
    expect(t.lines(0)).toEqual([0, 2]);
    t.line(0, 2);
    expect(t.field(1)).toEqual([[], ['water 5'], ['metal 3']]);
    // Metal 3 was covered, face up: on landing uncovered its middle resolves, by its owner.
    expect(resolved(t)).toEqual(['darkness 0 middle play', 'metal 3 middle land']);
    expect(t.hand(1)).toEqual(['light 1']);
    expect(t.hand(0)).toEqual(['fire 1', 'fire 2', 'fire 3']);
  });

  test('3. "Cards committed to the same line by nested effects land in the order they were committed (first in, first out per line)"', () => {
    const t = table({
      protocols: [
        ['fire', 'water', 'life'],
        ['metal', 'gravity', 'light'],
      ],
      field: [[['fire 0'], ['water 1 down'], []]],
      hands: [['fire 3']],
      decks: [['life 5', 'life 1', 'life 2']],
    });
    // Fire 3 is committed to line 0; Fire 0's "would be covered" text draws 1 and flips Water
    // 1 face up, whose "Play the top card of your deck face down in each other line" commits
    // Life 1 to line 0 too, after Fire 3.
    t.play(0, 'fire 3', 0);
    expect(t.asking).toEqual({ seat: 0, ask: 'line' });
    expect(t.view(0).transit).toEqual([{ side: 0, line: 0, up: true, protocol: 'fire', value: 3 }]);
    t.line(0, 0);
    expect(t.field(0)).toEqual([['fire 0', 'fire 3', 'life 1 down'], ['water 1'], ['life 2 down']]);
    // Life 2 landed in line 2 at once; the two bound for line 0 waited, and are told apart.
    expect(landed(t)).toEqual(['0 0: fire 3', '0 0 (down)']);
    expect(t.hand(0)).toEqual(['life 5']);
  });

  describe('4. Metal 1: "the restriction binds the opponent\'s next check-compile phase, and only while Metal 1 is still face up and uncovered at that moment"', () => {
    const position: Rig = {
      protocols: [
        ['metal', 'fire', 'life'],
        ['water', 'light', 'death'],
      ],
      options: { control: false },
      field: [[], [[], ['light 5', 'light 4', 'light 3'], []]],
      hands: [['metal 1'], ['water 1']],
      decks: [
        ['fire 1', 'fire 2', 'fire 3', 'fire 4', 'fire 5'],
        ['water 2', 'water 3'],
      ],
    };

    test('it binds the next turn only', () => {
      const t = table(position);
      t.play(0, 'metal 1', 0);
      expect(t.logged('compileBarredNext')).toEqual([{ type: 'compileBarredNext', seat: 1 }]);
      // Seat 1 has 12 against 0 in line 1, but may not compile: it plays or refreshes.
      expect(t.logged('compileBarred')).toEqual([{ type: 'compileBarred', seat: 1 }]);
      expect(t.logged('compiled')).toEqual([]);
      expect(t.asking).toEqual({ seat: 1, ask: 'action' });
      expect(t.view(1).noCompile).toBeNull();
      t.play(1, 'water 1', 2, false);
      t.play(0, 'fire 1', 2, false);
      // Its next turn again: the restriction is spent.
      expect(t.logged('compiled')).toEqual([{ type: 'compiled', seat: 1, line: 1, protocol: 'light' }]);
    });

    test('it does not bind once Metal 1 has left by then (deleted by a Start: text)', () => {
      const t = table({ ...position, field: [[], [[], ['light 5', 'light 4', 'light 3'], ['death 1']]] });
      t.play(0, 'metal 1', 0);
      // Seat 1's Death 1: "You may draw 1 card. If you do, delete 1 other card, then delete this card."
      expect(t.asking).toEqual({ seat: 1, ask: 'draw' });
      t.choose(1, 'draw').pick(1, 'metal 1');
      expect(t.logged('compileBarred')).toEqual([]);
      expect(t.logged('compiled')).toEqual([{ type: 'compiled', seat: 1, line: 1, protocol: 'light' }]);
    });

    test("it does not bind once Metal 1 is covered by then (Speed 3's End shift onto it)", () => {
      const t = table({
        ...position,
        protocols: [
          ['metal', 'speed', 'life'],
          ['water', 'light', 'death'],
        ],
        field: [
          [[], ['speed 3'], []],
          [[], ['light 5', 'light 4', 'light 3'], []],
        ],
        decks: [['life 1', 'life 2'], ['water 2']],
      });
      t.play(0, 'metal 1', 0);
      // Speed 3: "End: You may shift 1 of your cards. If you do, flip this card."
      expect(t.asking).toEqual({ seat: 0, ask: 'shift' });
      t.pick(0, 'speed 3').line(0, 0);
      expect(t.field(0)[0]).toEqual(['metal 1', 'speed 3 down']);
      expect(t.logged('compileBarred')).toEqual([]);
      expect(t.logged('compiled')).toEqual([{ type: 'compiled', seat: 1, line: 1, protocol: 'light' }]);
    });
  });

  test('5. "Recompile from an empty deck: the opponent\'s trash is shuffled into their deck first"', () => {
    const hand = allOf('metal', 'water', 'light').filter((name) => name !== 'light 4');
    const t = table({
      phase: 'start',
      options: { control: false },
      compiled: [[true]],
      field: [[['fire 5', 'fire 4', 'fire 1'], [], []]],
      hands: [['life 1'], hand],
      trash: [[], ['light 4']],
      rest: 'trash',
    });
    expect(t.logged('reshuffled')).toEqual([{ type: 'reshuffled', seat: 1, count: 1 }]);
    expect(t.logged('recompiled')).toEqual([expect.objectContaining({ type: 'recompiled', seat: 0, took: true })]);
    expect(t.hand(0)).toEqual(['life 1', 'light 4']);
    expect(t.trash(1)).toEqual([]);
    expect(t.deck(1)).toEqual([]);
  });

  test('6. "Play restrictions … bind every play, including plays made by effects … A play that a restriction forbids does not happen; the effect goes on."', () => {
    // Water 1: "Play the top card of your deck face down in each other line." Metal 2 of the
    // opponent: "Your opponent cannot play cards face down in this line."
    const t = table({
      protocols: [
        ['fire', 'water', 'life'],
        ['metal', 'gravity', 'light'],
      ],
      field: [[], [['metal 2'], [], []]],
      hands: [['water 1']],
      decks: [['life 1', 'life 2']],
    });
    t.play(0, 'water 1', 1);
    expect(t.asking).toEqual({ seat: 0, ask: 'line' });
    t.line(0, 0);
    expect(t.logged('blocked')).toEqual([{ type: 'blocked', seat: 0, line: 0 }]);
    // The deck's top card was not used up by the forbidden play; line 2 gets it.
    expect(t.field(0)).toEqual([[], ['water 1'], ['life 1 down']]);
    expect(t.deck(0)[0]).toBe('life 2');
  });

  test('7. "Light 3 shifts the face-down cards of both stacks in the line, each to its own side of the chosen line, keeping their order within each stack."', () => {
    const t = table({
      protocols: [
        ['light', 'fire', 'life'],
        ['metal', 'water', 'gravity'],
      ],
      field: [
        [['fire 1 down', 'fire 2', 'fire 3 down'], [], ['life 1']],
        [['water 2 down', 'metal 2', 'metal 1 down'], [], ['gravity 1']],
      ],
      hands: [['light 3']],
    });
    t.play(0, 'light 3', 0);
    expect(t.lines(0)).toEqual([1, 2]);
    t.line(0, 2);
    expect(t.field(0)).toEqual([['fire 2', 'light 3'], [], ['life 1', 'fire 1 down', 'fire 3 down']]);
    expect(t.field(1)).toEqual([['metal 2'], [], ['gravity 1', 'water 2 down', 'metal 1 down']]);
  });

  test('8. "Light 0 draws the flipped card\'s value as it stands now: 2 for a face-down card, 4 under Darkness 2\'s top box."', () => {
    const t = table({
      protocols: [
        ['light', 'fire', 'life'],
        ['darkness', 'metal', 'water'],
      ],
      field: [[], [[], ['darkness 2', 'metal 5'], []]],
      hands: [['light 0']],
      decks: [['fire 1', 'fire 2', 'fire 3', 'fire 4', 'fire 5']],
    });
    t.play(0, 'light 0', 0);
    expect(t.asking).toEqual({ seat: 0, ask: 'flip' });
    t.pick(0, 'metal 5');
    // Metal 5 is face down now, in a stack with Darkness 2 face up: worth 4, not 5 nor 2.
    expect(t.field(1)[1]).toEqual(['darkness 2', 'metal 5 down']);
    expect(t.hand(0)).toEqual(['fire 1', 'fire 2', 'fire 3', 'fire 4']);
  });

  test('8. (a face-down card elsewhere counts 2)', () => {
    const t = table({
      protocols: [
        ['light', 'fire', 'life'],
        ['darkness', 'metal', 'water'],
      ],
      field: [[], [[], ['metal 5'], []]],
      hands: [['light 0']],
      decks: [['fire 1', 'fire 2', 'fire 3', 'fire 4', 'fire 5']],
    });
    t.play(0, 'light 0', 0).pick(0, 'metal 5');
    expect(t.hand(0)).toEqual(['fire 1', 'fire 2']);
  });

  test('9. "Discard includes clearing the cache: Plague 1\'s After your opponent discards cards … fire[s] after a clear-cache phase too."', () => {
    const t = table({
      protocols: [
        ['fire', 'gravity', 'life'],
        ['plague', 'water', 'light'],
      ],
      field: [[], [['plague 1'], [], []]],
      hands: [['fire 1', 'fire 2', 'fire 3', 'fire 4', 'fire 5', 'life 1', 'life 2']],
      decks: [[], ['water 1']],
    });
    t.play(0, 'fire 1', 2, false);
    expect(t.asking).toEqual({ seat: 0, ask: 'discard' });
    t.discard(0, 'life 1');
    expect(resolved(t)).toEqual(['plague 1 top after']);
    expect(t.hand(1)).toEqual(['water 1']);
  });

  test('10. "An engine step limit guards decision-free loops; reaching it is an engine error, reported by the audit, never a silent end."', () => {
    // A state whose result says the step limit was reached is reported by the audit.
    const t = table({ hands: [['fire 1']] });
    const stopped: CState = deepClone(t.state);
    stopped.result = { winners: [], reason: 'engine_step_limit' };
    expect(compile.audit.invariants(stopped)).toContain('the engine reached its step limit');

    // And the guard does reach it: a landing that waits forever for a card said to be ahead
    // of it (a broken state no rule makes) loops without a decision.
    const broken: CState = deepClone(t.state);
    const [a, b] = [card('life 1'), card('life 2')];
    const deck = broken.areas[0].deck;
    broken.areas[0].deck = deck.filter((c) => c !== a && c !== b);
    broken.transit.push({ card: a, side: 0, line: 2, up: false, seq: 0 }, { card: b, side: 0, line: 2, up: false, seq: 1 });
    broken.frames.push({ f: 'land', card: b, reveal: null, fired: [], waited: false });
    broken.prompt = null;
    const events: { type: string }[] = [];
    advance(broken, events as never);
    expect(broken.result).toEqual({ winners: [], reason: 'engine_step_limit' });
    expect(events.at(-1)).toEqual({ type: 'engineError' });
    expect(compile.audit.invariants(broken)).toContain('the engine reached its step limit');
    expect(compile.viewFor(broken, 'spectator').result).toEqual({ winners: [], reason: 'engine_step_limit' });
  });
});

describe('chains', () => {
  test('Fire 0 covered during a shift: "while moving it cannot be chosen" by Fire 0\'s flip', () => {
    // Gravity 1: "Draw 2 cards. Shift 1 card either to or from this line."
    const t = table({
      field: [
        [['fire 0'], [], []],
        [['metal 5'], [], ['light 1']],
      ],
      hands: [['gravity 1']],
      decks: [['life 1', 'life 2', 'life 3']],
    });
    t.play(0, 'gravity 1', 1);
    expect(t.asking).toEqual({ seat: 0, ask: 'shift' });
    t.pick(0, 'gravity 1');
    t.line(0, 0);
    // Fire 0: "When this card would be covered: First, draw 1 card. Then, flip 1 other card."
    expect(t.asking).toEqual({ seat: 0, ask: 'flip' });
    expect(t.targets(0)).toEqual(['metal 5', 'light 1']);
    expect(t.view(1).transit).toEqual([{ side: 0, line: 0, up: true, protocol: 'gravity', value: 1 }]);
    expect(t.field(0)).toEqual([['fire 0'], [], []]);
    expect(t.hand(0)).toEqual(['life 1', 'life 2', 'life 3']);
    t.pick(0, 'light 1');
    expect(t.field(0)).toEqual([['fire 0', 'gravity 1'], [], []]);
    // Gravity 1 was uncovered before the shift: its middle does not resolve again (decision 2).
    expect(resolved(t)).toEqual(['gravity 1 middle play', 'fire 0 bottom covered']);
    expect(t.field(1)).toEqual([['metal 5'], [], ['light 1 down']]);
  });

  test('Metal 6 deletes itself as it would be covered; the Fire 0 it bares fires its "would be covered" text before the card lands', () => {
    const t = table({
      protocols: [
        ['fire', 'metal', 'life'],
        ['water', 'light', 'gravity'],
      ],
      field: [
        [['fire 0', 'metal 6'], [], []],
        [[], [], ['light 1 down']],
      ],
      hands: [['fire 3']],
      decks: [['life 1', 'life 2', 'life 3', 'life 4']],
    });
    t.play(0, 'fire 3', 0);
    expect(resolved(t)).toEqual([
      'metal 6 top covered',
      // Fire 0 uncovered: its middle ("Flip 1 other card. Draw 2 cards.")
      'fire 0 middle uncover',
      // Then, still before Fire 3 lands, its "would be covered" text.
      'fire 0 bottom covered',
      // (Fire 3's End text, with an empty hand, at the end of the turn.)
      'fire 3 bottom end',
    ]);
    const order = t.events.map((e) => e.type);
    expect(order.indexOf('deleted')).toBeLessThan(order.lastIndexOf('drew'));
    expect(order.lastIndexOf('drew')).toBeLessThan(order.indexOf('landed'));
    expect(t.trash(0)).toEqual(['metal 6']);
    expect(t.field(0)).toEqual([['fire 0', 'fire 3'], [], []]);
    // Light 1 flipped up by the middle, down again by the bottom.
    expect(t.field(1)[2]).toEqual(['light 1 down']);
    expect(t.hand(0)).toEqual(['life 1', 'life 2', 'life 3']);
  });

  test('Life 0 stops when it is covered mid-loop ("Life 0 … handle[s] their lines one at a time"; decision 1)', () => {
    const t = table({
      field: [[['fire 1'], ['gravity 1 down'], []]],
      hands: [['life 0']],
      decks: [['fire 2', 'fire 3', 'fire 4']],
    });
    t.play(0, 'life 0', 2);
    expect(t.asking).toEqual({ seat: 0, ask: 'line' });
    expect(t.lines(0)).toEqual([0, 1, 2]);
    t.line(0, 0);
    expect(t.lines(0)).toEqual([1, 2]);
    t.line(0, 2);
    // Fire 3 covered Life 0: line 1 gets nothing. (At End, Life 0's top box, "End: If this
    // card is covered, delete this card.", then deletes it.)
    expect(t.logged('played').filter((e) => e.deck)).toHaveLength(2);
    expect(t.field(0)).toEqual([['fire 1', 'fire 2 down'], ['gravity 1 down'], ['fire 3 down']]);
    expect(t.trash(0)).toEqual(['life 0']);
    expect(t.deck(0)[0]).toBe('fire 4');
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('Gravity 2 "shifts \'that card\' even if it became covered"', () => {
    const t = table({
      protocols: [
        ['speed', 'gravity', 'fire'],
        ['metal', 'water', 'light'],
      ],
      field: [[['speed 0 down'], [], []]],
      hands: [['gravity 2', 'fire 1']],
    });
    t.play(0, 'gravity 2', 1);
    expect(t.asking).toEqual({ seat: 0, ask: 'flip' });
    t.pick(0, 'speed 0');
    // Speed 0 face up: "Play 1 card." Fire 1 goes on top of it, face down.
    expect(t.asking).toEqual({ seat: 0, ask: 'play' });
    t.play(0, 'fire 1', 0, false);
    // Speed 0, covered now, is still shifted to Gravity 2's line; uncovered there, its middle
    // resolves again (decision 2), with nothing left to play.
    expect(t.field(0)).toEqual([['fire 1 down'], ['gravity 2', 'speed 0'], []]);
    expect(resolved(t)).toEqual(['gravity 2 middle play', 'speed 0 middle flip', 'speed 0 middle land']);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('"Simultaneous triggers: the active player chooses the order"; "the card\'s owner resolves it" (Death 2 uncovering a card on each side)', () => {
    const t = table({
      protocols: [
        ['death', 'metal', 'fire'],
        ['water', 'light', 'plague'],
      ],
      field: [
        [[], ['metal 0', 'fire 1'], []],
        [[], ['light 0', 'water 2'], []],
      ],
      hands: [['death 2']],
      decks: [[], ['light 1', 'light 2', 'light 3']],
    });
    t.play(0, 'death 2', 0);
    expect(t.asking).toEqual({ seat: 0, ask: 'delete' });
    t.line(0, 1);
    expect(t.trash(0)).toEqual(['fire 1']);
    expect(t.trash(1)).toEqual(['water 2']);
    // Metal 0 (seat 0) and Light 0 (seat 1) were uncovered together: the active player orders.
    expect(t.asking).toEqual({ seat: 0, ask: 'first' });
    expect(t.legal(1)).toEqual([]);
    t.first(0, 'light 0');
    // Light 0 is seat 1's: "Flip 1 card. Draw cards equal to that card's value."
    expect(t.asking).toEqual({ seat: 1, ask: 'flip' });
    expect(t.legal(0)).toEqual([]);
    t.pick(1, 'death 2');
    expect(t.hand(1)).toEqual(['light 1', 'light 2']);
    // Then Metal 0, seat 0's: "Flip 1 card."
    expect(t.asking).toEqual({ seat: 0, ask: 'flip' });
    t.pick(0, 'light 0');
    expect(t.field(1)[1]).toEqual(['light 0 down']);
    expect(resolved(t)).toEqual(['death 2 middle play', 'light 0 middle uncover', 'metal 0 middle uncover']);
  });

  test('Speed 2: "When this card would be deleted by compiling: Shift this card instead, even if this card is covered."', () => {
    const t = table({
      protocols: [
        ['fire', 'speed', 'life'],
        ['metal', 'water', 'light'],
      ],
      phase: 'start',
      options: { control: false },
      field: [
        [['speed 2', 'fire 5', 'fire 4'], [], []],
        [['metal 1'], [], []],
      ],
      hands: [['life 1']],
    });
    expect(t.asking).toEqual({ seat: 0, ask: 'shift' });
    expect(t.lines(0)).toEqual([1, 2]);
    t.line(0, 2);
    expect(t.field(0)).toEqual([[], [], ['speed 2']]);
    expect(t.trash(0).sort()).toEqual(['fire 4', 'fire 5']);
    expect(t.trash(1)).toEqual(['metal 1']);
    expect(t.state.areas[0].protocols[0]!.compiled).toBe(true);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('Speed 2 of the opponent in the compiled line: its owner shifts it', () => {
    const t = table({
      protocols: [
        ['fire', 'gravity', 'life'],
        ['speed', 'water', 'light'],
      ],
      phase: 'start',
      options: { control: false },
      field: [
        [['fire 5', 'fire 4', 'fire 1'], [], []],
        [['speed 2', 'water 1'], [], []],
      ],
      hands: [['life 1']],
    });
    expect(t.asking).toEqual({ seat: 1, ask: 'shift' });
    t.line(1, 1);
    expect(t.field(1)).toEqual([[], ['speed 2'], []]);
    expect(t.trash(1)).toEqual(['water 1']);
  });

  test('recompile: "Taken cards (recompile) change owner for good" — the card plays for its taker and its texts are the taker\'s', () => {
    const t = table({
      phase: 'start',
      options: { control: false },
      compiled: [[true]],
      field: [[['fire 5', 'fire 4', 'fire 1'], [], []]],
      hands: [[], ['water 5']],
      decks: [
        ['life 1', 'life 2'],
        ['light 1', 'light 2'],
      ],
    });
    expect(t.hand(0)).toEqual(['light 1']);
    t.play(1, 'water 5', 0, false);
    // Light is the opponent's protocol in line 2: the taken card plays face up there.
    expect(t.legal(0).filter((o) => o.type === 'play' && o.up)).toEqual([{ type: 'play', hand: 0, line: 2, up: true }]);
    t.play(0, 'light 1', 2);
    // "End: Draw 1 card." is the taker's now.
    expect(t.hand(0)).toEqual(['life 1']);
    expect(t.field(0)[2]).toEqual(['light 1']);
  });

  test('the end of the game: a rearrange by the control card may put a Compiled protocol in the line — a recompile, no win', () => {
    const position: Rig = {
      phase: 'start',
      control: 0,
      compiled: [[true, true, false]],
      field: [[[], [], ['life 5', 'life 4', 'life 3']]],
      hands: [['fire 1']],
      decks: [[], ['light 1']],
    };
    const wins = table(position);
    wins.skip(0);
    expect(wins.state.result).toEqual({ winners: [0], reason: 'compiled' });
    expect(wins.legal(0)).toEqual([]);
    expect(wins.legal(1)).toEqual([]);

    const goesOn = table(position);
    // Fire, Gravity, Life → Life, Fire, Gravity: Gravity (Compiled) now lies in line 2.
    goesOn.act(0, { type: 'rearrange', side: 0, order: '201' });
    expect(goesOn.state.result).toBeNull();
    expect(goesOn.logged('recompiled')).toHaveLength(1);
    expect(goesOn.hand(0)).toEqual(['fire 1', 'light 1']);
    expect(goesOn.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('"Play the top card of your deck face down: nothing happens with an empty deck (no reshuffle)"', () => {
    const t = table({
      protocols: [
        ['fire', 'water', 'life'],
        ['metal', 'gravity', 'light'],
      ],
      hands: [['water 1']],
      rest: 'trash',
    });
    const trash = t.trash(0);
    t.play(0, 'water 1', 1);
    // (Whether the lines are still asked for, nothing is played in any of them.)
    while (t.asking?.ask === 'line' && t.asking.seat === 0) t.line(0, t.lines(0)[0]!);
    expect(t.field(0)).toEqual([[], ['water 1'], []]);
    expect(t.logged('reshuffled')).toEqual([]);
    expect(t.logged('played')).toHaveLength(1);
    expect(t.trash(0)).toEqual(trash);
    expect(t.deck(0)).toEqual([]);
  });

  test('"Fire 4 with an empty hand still draws 1"', () => {
    const t = table({ hands: [['fire 4']], decks: [['life 1', 'life 2']] });
    t.play(0, 'fire 4', 0);
    expect(t.hand(0)).toEqual(['life 1']);
    expect(t.logged('discarded')).toEqual([]);
  });

  test('"Death 1 deletes itself while covered" ("deletes itself even when covered")', () => {
    const t = table({
      protocols: [
        ['death', 'fire', 'life'],
        ['metal', 'water', 'light'],
      ],
      phase: 'start',
      field: [
        [['death 1', 'fire 3'], [], []],
        [[], ['water 1 down'], []],
      ],
      hands: [['fire 1']],
      decks: [['life 1']],
    });
    expect(t.asking).toEqual({ seat: 0, ask: 'draw' });
    t.choose(0, 'draw');
    expect(t.targets(0)).toEqual(['fire 3', 'water 1']);
    t.pick(0, 'water 1');
    expect(t.trash(0)).toEqual(['death 1']);
    expect(t.trash(1)).toEqual(['water 1']);
    expect(t.field(0)).toEqual([['fire 3'], [], []]);
    expect(t.hand(0)).toEqual(['fire 1', 'life 1']);
  });
});
