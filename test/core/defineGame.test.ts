/**
 * What `defineGame` gives every game: the refusals at the top of `apply` with their codes,
 * legal actions worked out once per state, the seat-count check, and parsers of options and
 * actions that answer anything at all with a refusal in bounded words, never a throw.
 */
import * as z from 'zod/mini';
import {
  canonicalJson,
  defineGame,
  defineMeta,
  games,
  kompromat,
  legalityOf,
  makeRng,
  matahari,
  nextInt,
  RuleFailure,
  sameFlatRecord,
  SPECTATOR,
  type BaseView,
  type GameResult,
  type Seat,
} from '@dead-drop/shared';
import { hostileInputChecks } from '../gameChecks/hostile';
import { byId, registered } from '../gameChecks/registered';

// ---- A third game, as small as a game can be: seats take turns adding 1 or 2 to a count,
// and whoever reaches the target wins. No overshooting. Adding 3 is an action of the game,
// never a legal one.

interface Race {
  count: number;
  target: number;
  turn: Seat;
  seats: number;
  winner: Seat | null;
}
type Add = { type: 'add'; n: number };
type RaceView = BaseView<Add> & { count: number };

const legality = legalityOf({
  seats: (state: Race) => state.seats,
  actionsOf: (state: Race, seat: Seat): Add[] =>
    state.winner === null && state.turn === seat
      ? [
          { type: 'add', n: 1 },
          { type: 'add', n: 2 },
        ]
      : [],
  entries: 'list',
});

const raceMeta = defineMeta({
  id: 'race',
  seats: { min: 2, max: 3 },
  title: { en: 'Race', de: 'Wettlauf' },
  blurb: { en: 'first to the target', de: 'wer zuerst das Ziel erreicht' },
  options: { firstSeat: { kind: 'firstSeat', default: 'random' }, target: { kind: 'count', min: 3, max: 30, default: 10 } },
});

const race = defineGame<typeof raceMeta, Race, Add, Add, RaceView>({
  meta: raceMeta,
  actions: z.discriminatedUnion('type', [z.strictObject({ type: z.literal('add'), n: z.int().check(z.minimum(1), z.maximum(3)) })]),
  setup: (seed, seats, { firstSeat, target }) => ({
    count: 0,
    target,
    seats,
    turn: firstSeat === 'random' ? nextInt(makeRng(seed), seats) : firstSeat % seats,
    winner: null,
  }),
  legality,
  allows: sameFlatRecord,
  play(next, seat, action, events) {
    if (next.count + action.n > next.target) return { code: 'overshoot', message: `Add at most ${next.target - next.count}.` };
    next.count += action.n;
    events.push({ type: 'added', seat, n: action.n });
    if (next.count === next.target) next.winner = seat;
    else next.turn = (seat + 1) % next.seats;
  },
  viewFor: (state, viewer) => ({
    viewer,
    count: state.count,
    legal: typeof viewer === 'number' ? legality.legalActions(state, viewer) : [],
    result: result(state),
    waitingFor: legality.actingSeats(state),
  }),
  // Nothing in a race is hidden: its open view is the public one.
  openView: (state) => ({ viewer: SPECTATOR, open: true, count: state.count, legal: [], result: result(state), waitingFor: [] }),
  result,
  sampleAction: ({ legal }, random) => legal[Math.floor(random() * legal.length)]!,
  // A test game needs no strategy: its bot is its random player.
  bot: ({ legal }, random) => legal[Math.floor(random() * legal.length)]!,
  audit: { invariants: () => [], scrambleHidden: (state) => state, eventLeaks: () => [] },
});

function result(state: Race): GameResult | null {
  return state.winner === null ? null : { winners: [state.winner], reason: 'target' };
}

const refusal = (applied: { ok: boolean; error?: { code: string } }) => (applied.ok ? 'accepted' : applied.error!.code);

/** Plays an action that must be accepted. */
function step(state: Race, seat: Seat, n: number): Race {
  const applied = race.apply(state, seat, { type: 'add', n });
  if (!applied.ok) throw new Error(applied.error.code);
  return applied.state;
}

describe('the refusals every game gets at the top of apply', () => {
  const start = race.setup(1, 2, { firstSeat: 0, target: 4 });

  test('a seat with nothing to do, or no seat at all: not_your_turn', () => {
    for (const seat of [1, 2, -1, 99, 1.5, Number.NaN, Infinity]) {
      expect([seat, refusal(race.apply(start, seat, { type: 'add', n: 1 }))]).toEqual([seat, 'not_your_turn']);
    }
  });

  test('an action that is not among the legal ones: illegal_action, naming the ones there are', () => {
    expect(race.apply(start, 0, { type: 'add', n: 3 })).toEqual({
      ok: false,
      error: { code: 'illegal_action', message: '"add" is not allowed now; you may: add.' },
    });
  });

  test("what has none of the game's types: malformed_action or unknown_action, whoever sends it", () => {
    for (const seat of [0, 1, -1]) {
      for (const [action, code] of [
        [null, 'malformed_action'],
        [undefined, 'malformed_action'],
        [[], 'malformed_action'],
        ['add', 'malformed_action'],
        [{ n: 1 }, 'malformed_action'],
        [{ type: 'jump' }, 'unknown_action'],
        [{ type: 'constructor' }, 'unknown_action'],
      ] as const) {
        expect([seat, action, refusal(race.apply(start, seat, action as never))]).toEqual([seat, action, code]);
      }
    }
  });

  test('an action of a wrong shape from the seat to act: malformed_action, as parseAction says', () => {
    for (const action of [
      { type: 'add' },
      { type: 'add', n: '1' },
      { type: 'add', n: 1, x: 0 },
      { type: 'add', n: 4 },
      { type: 'add', n: [1] },
    ]) {
      expect(race.parseAction(action)).toMatchObject({ code: 'malformed_action' });
      expect([action, refusal(race.apply(start, 0, action as never))]).toEqual([action, 'malformed_action']);
    }
  });

  test("the game's own refusal from play changes nothing; once the game is over, game_over", () => {
    const before = canonicalJson(start);
    const near = step(step(start, 0, 2), 1, 1);
    expect(near).toMatchObject({ count: 3, turn: 0 });
    const nearJson = canonicalJson(near);
    expect(race.apply(near, 0, { type: 'add', n: 2 })).toEqual({ ok: false, error: { code: 'overshoot', message: 'Add at most 1.' } });
    expect(canonicalJson(near)).toBe(nearJson);
    const won = step(near, 0, 1);
    expect(race.result(won)).toEqual({ winners: [0], reason: 'target' });
    expect(race.actingSeats(won)).toEqual([]);
    expect(refusal(race.apply(won, 0, { type: 'add', n: 1 }))).toBe('game_over');
    expect(refusal(race.apply(won, 0, null as never))).toBe('game_over');
    expect(canonicalJson(start)).toBe(before);
  });

  test('a new state is committed: frozen, its legal actions worked out once and acting seats derived from them', () => {
    const next = step(start, 0, 1);
    expect(Object.isFrozen(next)).toBe(true);
    expect(race.legalActions(next, 1)).toBe(race.legalActions(next, 1));
    expect(race.legalActions(next, 1)).toEqual([
      { type: 'add', n: 1 },
      { type: 'add', n: 2 },
    ]);
    expect(race.legalActions(next, 0)).toEqual([]);
    expect(race.actingSeats(next)).toEqual([1]);
    expect(race.actingSeats(next)).toBe(race.actingSeats(next));
  });

  test('the real games refuse the same way', () => {
    const k = kompromat.setup(3, 2, { firstSeat: 0 });
    const m = matahari.setup(3, 4, { firstSeat: 0 });
    expect(refusal(kompromat.apply(k, 1, { type: 'draw' }))).toBe('not_your_turn');
    expect(refusal(kompromat.apply(k, 0, { type: 'stop' }))).toBe('illegal_action');
    expect(refusal(matahari.apply(m, 1, { type: 'pass' }))).toBe('not_your_turn');
    expect(refusal(matahari.apply(m, 0, { type: 'pass' }))).toBe('illegal_action');
    for (const game of games) {
      const state = game.setup(3, game.minSeats, { firstSeat: 0 });
      for (const seat of [0, -1, 7, 0.5]) {
        for (const action of [null, undefined, 5, 'draw', [], {}, { type: 'offer', cards: 'abc' }, { type: 'place', mission: {} }]) {
          const applied = game.apply(state, seat, action);
          expect(applied.ok).toBe(false);
          expect(['malformed_action', 'unknown_action', 'not_your_turn', 'illegal_action']).toContain(refusal(applied));
        }
      }
    }
  });
});

describe('set-up and options', () => {
  test('a seat count the game is not for is a RuleFailure with bad_seat_count, not a TypeError', () => {
    for (const game of [race, ...games]) {
      for (const seats of [game.minSeats - 1, game.maxSeats + 1, game.minSeats + 0.5, Number.NaN]) {
        let thrown: unknown;
        try {
          game.setup(1, seats, game.parseOptions({}));
        } catch (error) {
          thrown = error;
        }
        expect(thrown).toBeInstanceOf(RuleFailure);
        expect((thrown as RuleFailure).error.code).toBe('bad_seat_count');
        expect((thrown as Error).message).toMatch(/^bad_seat_count: .* is for \d to \d players$/);
      }
    }
  });

  test('no options are the defaults; firstSeat is a seat the game could have, or "random"', () => {
    expect(race.parseOptions(undefined)).toEqual({ firstSeat: 'random', target: 10 });
    expect(race.parseOptions(null)).toEqual({ firstSeat: 'random', target: 10 });
    expect(race.parseOptions({ firstSeat: 2, target: 5 })).toEqual({ firstSeat: 2, target: 5 });
    expect(race.parseOptions({ firstSeat: 3 })).toEqual({ code: 'bad_options', message: 'firstSeat: a seat from 0 to 2, or "random".' });
    expect(race.parseOptions({ seats: 3 })).toEqual({ code: 'bad_options', message: 'Race has no option "seats".' });
    expect(race.parseOptions([])).toEqual({ code: 'bad_options', message: 'Options must be an object.' });
  });
});

// ---- Hostile input, for every registered game and the race (test/gameChecks/hostile.ts).

describe.each(byId(registered))('%s answers hostile input without throwing', (_id, { module }) =>
  hostileInputChecks(module.rules, module.samples),
);

describe('race answers hostile input without throwing', () => {
  hostileInputChecks(race, { actionTypes: ['add'], hostileFields: [(v) => ({ type: 'add', n: v })] });
});
