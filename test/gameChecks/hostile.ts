/**
 * Hostile input (what `defineGame` gives every game): whatever arrives as an action or options,
 * a refusal in bounded words or a clean action, never a throw. Tried at the places in the game's
 * actions that its samples name (`GameSamples.hostileFields`).
 */
import { isRuleError, type AnyGame, type GameSamples } from '@dead-drop/shared';

const HUGE = 'q'.repeat(1_000_000);

function nested(depth: number, wrap: (inner: unknown) => unknown): unknown {
  let value: unknown = 0;
  for (let i = 0; i < depth; i++) value = wrap(value);
  return value;
}

/** Values nobody should send, for any place in an action or options. */
const HOSTILE: unknown[] = [
  undefined,
  null,
  true,
  0,
  -1,
  1.5,
  Number.NaN,
  Infinity,
  -Infinity,
  1e308,
  -1e308,
  2 ** 64,
  Number.MIN_VALUE,
  '',
  HUGE,
  'constructor',
  '__proto__',
  'toString',
  [],
  [HUGE],
  [null],
  Array.from({ length: 10_000 }, (_, i) => i),
  {},
  { toString: 0 },
  { valueOf: 0 },
  { toString: 0, valueOf: 0 },
  Object.create(null),
  JSON.parse('{"__proto__": {"type": "pass"}}'),
  JSON.parse('{"constructor": {"prototype": 1}}'),
  { [HUGE]: 1 },
  nested(10_000, (inner) => [inner]),
  nested(10_000, (inner) => ({ a: inner, type: 'pass' })),
];

/** A refusal's words quote at most 40 characters of what was sent. */
function expectBounded(answer: unknown, codes: readonly string[]): void {
  if (!isRuleError(answer)) return;
  expect(codes).toContain(answer.code);
  expect(answer.message).not.toMatch(/q{41}/);
  expect(answer.message.length).toBeLessThan(300);
}

export function hostileInputChecks(
  game: AnyGame,
  { actionTypes, hostileFields }: Pick<GameSamples<unknown>, 'actionTypes' | 'hostileFields'>,
): void {
  const state = game.setup(7, game.minSeats, game.parseOptions({ firstSeat: 0 }));
  // The action itself, its type, and a field no action has, then the game's own fields.
  const places = [
    (v: unknown) => v,
    (v: unknown) => ({ type: v }),
    (v: unknown) => ({ type: actionTypes[0], [HUGE]: v }),
    ...hostileFields,
  ];
  const seats = [...Array.from({ length: game.minSeats }, (_, seat) => seat), -1, 99];

  test('parseAction, and apply with the same for every seat', () => {
    for (const place of places) {
      for (const value of HOSTILE) {
        const raw = place(value);
        const parsed = game.parseAction(raw);
        expectBounded(parsed, ['malformed_action', 'unknown_action']);
        if (!isRuleError(parsed)) expect(() => JSON.stringify(parsed)).not.toThrow();
        for (const seat of seats) {
          const applied = game.apply(state, seat, raw);
          // Sizes and ranges beyond the wire's are the rules' to refuse, in their own words.
          if (!applied.ok)
            expectBounded(applied.error, [
              'malformed_action',
              'unknown_action',
              'not_your_turn',
              'illegal_action',
              'bad_cards',
              'false_declaration',
            ]);
        }
      }
    }
  });

  test('parseOptions', () => {
    for (const value of HOSTILE) {
      for (const raw of [value, { firstSeat: value }, { firstSeat: 0, [HUGE]: value }]) {
        const parsed = game.parseOptions(raw);
        if (value === undefined || value === null) continue;
        expectBounded(parsed, ['bad_options']);
      }
    }
  });

  test('every action type is known, and refuses fields it does not have (a strict object)', () => {
    for (const type of actionTypes) {
      expect([type, game.parseAction({ type, zzz: 1 })]).toEqual([type, expect.objectContaining({ code: 'malformed_action' })]);
    }
  });
}
