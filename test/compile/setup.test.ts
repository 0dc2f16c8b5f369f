/**
 * Compile set-up (spec docs/rules/compile.md, "Set-up"): the draft, the layout of the
 * protocols, decks and hands, the first turn, and the room options.
 */
import {
  compile,
  isRuleError,
  type CompileAction,
  type CompileLegal,
  type CompileOptions,
  type CompileState,
  type CompileView,
} from '@dead-drop/shared';
import { cardsOf, PROTOCOLS, type Protocol } from '../../shared/src/compile/cards';
import type { Side } from '../../shared/src/compile/state';
import { RuleTable } from '../fixtures/ruleTable';
import { table } from './rig';

type Game = RuleTable<CompileState, CompileAction, CompileLegal, CompileView>;

function options(raw: Record<string, unknown>): CompileOptions {
  const parsed = compile.parseOptions(raw);
  if (isRuleError(parsed)) throw new Error(`options refused: ${parsed.message}`);
  return parsed;
}

function newGame(seed: number, raw: Record<string, unknown> = {}): Game {
  return new RuleTable(compile, compile.setup(seed, 2, options(raw)));
}

const other = (seat: Side): Side => (seat === 0 ? 1 : 0);

/** The seat asked to draft now (the only seat with legal actions). */
function drafter(t: Game): Side {
  const seats = t.view('spectator').waitingFor;
  expect(seats).toHaveLength(1);
  return seats[0]!;
}

/** Drafts the first protocols of the pool, in pool order, whoever's turn it is. */
function draftAll(t: Game, wanted: Protocol[] = ['fire', 'water', 'light', 'death', 'metal', 'life']): Game {
  for (const protocol of wanted) t.act(drafter(t), { type: 'draft', protocol });
  return t;
}

describe('the draft', () => {
  test('"the first player takes 1 protocol, the second 2, the first 2, the second 1"', () => {
    for (const first of [0, 1] as const) {
      const t = newGame(7, { firstSeat: first });
      const order: Side[] = [];
      for (const protocol of ['fire', 'water', 'light', 'death', 'metal', 'life'] as const) {
        const seat = drafter(t);
        order.push(seat);
        t.act(seat, { type: 'draft', protocol });
      }
      const second = other(first);
      expect(order).toEqual([first, second, second, first, first, second]);
      // The picks are each seat's own: the first got the 1st, 4th and 5th protocols.
      const state = t.state;
      expect(state.areas[first].protocols.map((p) => p.protocol).sort()).toEqual(['death', 'fire', 'metal']);
      expect(state.areas[second].protocols.map((p) => p.protocol).sort()).toEqual(['life', 'light', 'water']);
    }
  });

  test('"First player: chosen by the host" (option firstSeat)', () => {
    expect(newGame(3, { firstSeat: 0 }).view('spectator').first).toBe(0);
    expect(newGame(3, { firstSeat: 1 }).view('spectator').first).toBe(1);
    expect(drafter(newGame(3, { firstSeat: 1 }))).toBe(1);
  });

  test('"or at random [decision]": from the seed, the same seed giving the same first player', () => {
    const firsts = new Set<number>();
    for (let seed = 1; seed <= 30; seed++) {
      const a = newGame(seed).view('spectator').first;
      expect(newGame(seed).view('spectator').first).toBe(a);
      expect(drafter(newGame(seed))).toBe(a);
      firsts.add(a);
    }
    expect([...firsts].sort()).toEqual([0, 1]);
  });

  test('the pool shrinks from 12 to 7 as protocols are taken; a taken protocol cannot be taken again', () => {
    const t = newGame(5, { firstSeat: 0 });
    expect(t.view('spectator').phase).toBe('draft');
    expect(t.view('spectator').draft!.pool).toEqual([...PROTOCOLS]);
    expect(t.legal(0)).toHaveLength(12);
    const picks: Protocol[] = ['spirit', 'plague', 'speed', 'gravity', 'darkness'];
    picks.forEach((protocol, i) => {
      t.act(drafter(t), { type: 'draft', protocol });
      const pool = t.view('spectator').draft!.pool;
      expect(pool).toHaveLength(11 - i);
      expect(pool).not.toContain(protocol);
      expect(t.legal(drafter(t))).toHaveLength(11 - i);
    });
    expect(t.view('spectator').draft!.pool).toHaveLength(7);
    expect(t.view('spectator').draft!.picks).toEqual([
      ['spirit', 'gravity', 'darkness'],
      ['plague', 'speed'],
    ]);
    // Seat 1 has the last pick: a protocol gone from the pool is not allowed.
    t.refuse(1, { type: 'draft', protocol: 'spirit' }, 'illegal_action');
    t.act(1, { type: 'draft', protocol: 'psychic' });
    expect(t.view('spectator').draft).toBeNull();
  });

  test('only the drafter may act; the other seat is refused with not_your_turn', () => {
    const t = newGame(11, { firstSeat: 1 });
    expect(t.legal(0)).toEqual([]);
    expect(t.view(0).waitingFor).toEqual([1]);
    t.refuse(0, { type: 'draft', protocol: 'fire' }, 'not_your_turn');
    t.act(1, { type: 'draft', protocol: 'fire' });
    // Now the second player picks twice.
    t.refuse(1, { type: 'draft', protocol: 'water' }, 'not_your_turn');
    t.act(0, { type: 'draft', protocol: 'water' });
    t.refuse(1, { type: 'draft', protocol: 'light' }, 'not_your_turn');
    t.act(0, { type: 'draft', protocol: 'light' });
    t.refuse(0, { type: 'draft', protocol: 'death' }, 'not_your_turn');
  });
});

describe('laying out, decks and hands', () => {
  test('"Each player\'s 3 protocols are laid in a random order on their side" (the default)', () => {
    let differs = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const t = draftAll(newGame(seed, { firstSeat: 0 }));
      const picks: Protocol[][] = [
        ['fire', 'death', 'metal'],
        ['water', 'light', 'life'],
      ];
      for (const side of [0, 1] as const) {
        const laid = t.state.areas[side].protocols.map((p) => p.protocol);
        expect([...laid].sort()).toEqual([...picks[side]!].sort());
        if (laid.join() !== picks[side]!.join()) differs++;
      }
      // The same seed lays them the same way.
      const again = draftAll(newGame(seed, { firstSeat: 0 }));
      expect(again.state.areas.map((a) => a.protocols)).toEqual(t.state.areas.map((a) => a.protocols));
    }
    expect(differs).toBeGreaterThan(0);
  });

  test('"protocols in draft order" (option placement: \'draft\') lays them left to right as drafted', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const t = draftAll(newGame(seed, { firstSeat: 1, placement: 'draft' }));
      // Seat 1 drafted first: fire; seat 0: water, light; seat 1: death, metal; seat 0: life.
      expect(t.view('spectator').sides.map((s) => s.protocols.map((p) => p.protocol))).toEqual([
        ['water', 'light', 'life'],
        ['fire', 'death', 'metal'],
      ]);
      expect(t.logged('laidOut')).toEqual([
        {
          type: 'laidOut',
          protocols: [
            ['water', 'light', 'life'],
            ['fire', 'death', 'metal'],
          ],
        },
      ]);
    }
  });

  test('"Each player shuffles the 18 cards of their protocols into a deck and draws 5"', () => {
    const t = draftAll(newGame(21, { firstSeat: 0 }));
    for (const side of [0, 1] as const) {
      const area = t.state.areas[side];
      expect(area.hand).toHaveLength(5);
      expect(area.deck).toHaveLength(13);
      expect(area.trash).toEqual([]);
      expect(area.stacks).toEqual([[], [], []]);
      expect(area.protocols.every((p) => !p.compiled)).toBe(true);
      const own = area.protocols.flatMap((p) => cardsOf(p.protocol)).sort((a, b) => a - b);
      expect([...area.hand, ...area.deck].sort((a, b) => a - b)).toEqual(own);
      expect(t.view('spectator').sides[side]).toMatchObject({ hand: 5, deck: 13 });
    }
    // Shuffled: not in card order.
    const deck = t.state.areas[0].deck;
    expect([...deck].sort((a, b) => a - b)).not.toEqual(deck);
  });

  test('"The player who drafted first takes the first turn"', () => {
    for (const first of [0, 1] as const) {
      const t = draftAll(newGame(4, { firstSeat: first }));
      const view = t.view('spectator');
      expect(view.turn).toEqual({ seat: first, phase: 'action', number: 1 });
      expect(t.state.prompt).toMatchObject({ seat: first, ask: 'action' });
      expect(t.legal(other(first))).toEqual([]);
      expect(t.legal(first).length).toBeGreaterThan(0);
    }
    // At random: still the seat that drafted first.
    for (let seed = 1; seed <= 6; seed++) {
      const t = newGame(seed);
      const first = drafter(t);
      draftAll(t);
      expect(t.view('spectator').turn!.seat).toBe(first);
    }
  });
});

describe('options', () => {
  test('an unknown option is refused (bad_options); so is a bad value', () => {
    expect(compile.parseOptions({ colour: 'red' })).toMatchObject({ code: 'bad_options' });
    expect(compile.parseOptions({ placement: 'sideways' })).toMatchObject({ code: 'bad_options' });
    expect(compile.parseOptions({ control: 'yes' })).toMatchObject({ code: 'bad_options' });
    expect(compile.parseOptions({ firstSeat: 2 })).toMatchObject({ code: 'bad_options' });
  });

  test('"Advanced rules (the control card; a room option, on by default [decision])"', () => {
    expect(compile.parseOptions({})).toEqual({ firstSeat: 'random', control: true, placement: 'random' });
    expect(compile.parseOptions(undefined)).toEqual({ firstSeat: 'random', control: true, placement: 'random' });
    const t = draftAll(newGame(2));
    expect(t.view(0).controlCard).toBe(true);
    expect(t.view(0).control).toBeNull();
  });

  test('with the control option off nobody takes the control card, even when higher in 2 lines', () => {
    // "if your total is higher than your opponent's in at least 2 lines, take the control card"
    const position = {
      phase: 'start' as const,
      field: [
        [['fire 3'], ['gravity 4'], []],
        [[], [], []],
      ] as [string[][], string[][]],
      hands: [['fire 1']] as [string[]],
    };
    const on = table(position);
    expect(on.state.control).toBe(0);
    const off = table({ ...position, options: { control: false } });
    expect(off.state.control).toBeNull();
    expect(off.view('spectator').controlCard).toBe(false);
    expect(off.logged('control')).toEqual([]);
  });

  test('with the control option off nobody ever holds the control card (random games)', () => {
    let takenWithOption = 0;
    for (let seed = 1; seed <= 4; seed++) {
      for (const control of [true, false]) {
        const t = draftAll(newGame(seed, { control }));
        let random = seed * 7919;
        const next = () => {
          random = (random * 48271) % 2147483647;
          return random / 2147483647;
        };
        for (let step = 0; step < 300 && !t.state.result; step++) {
          if (!control) {
            expect(t.state.control).toBeNull();
            expect(t.view('spectator').control).toBeNull();
          }
          const seat = t.view('spectator').waitingFor[0]!;
          t.act(seat, compile.sampleAction(t.view(seat), next));
        }
        if (control) {
          takenWithOption += t.logged('control').length;
        } else {
          expect(t.logged('control')).toEqual([]);
          expect(t.logged('controlReturned')).toEqual([]);
        }
      }
    }
    // The same games with the option on do hand the control card out.
    expect(takenWithOption).toBeGreaterThan(0);
  });
});
