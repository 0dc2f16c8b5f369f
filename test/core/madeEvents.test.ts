/**
 * The events a game's rules make are typed by the game's wire schema of its events as a viewer
 * is told them (`Made`, shared/src/core/events.ts): a kind, field or secret the client could not
 * decode does not compile where the rules make it. The type errors expected below are checked
 * by `tsc -b test`, which `npm test` runs before jest.
 */
import type { KompromatEvent } from '@dead-drop/shared';
import type { Made } from '../../shared/src/core/events';

type Event = Made<KompromatEvent>;

const made: Event[] = [
  { type: 'drew', seat: 0, mission: 1, secret: { to: [0], rank: 5 } },
  { type: 'item', seat: 1, item: 'jetpack', from: 0, to: 2 },
  { type: 'drewFirst', seat: 0, secret: { to: [0], rank: 3, forgottenAt: ['turn'] } },
];

const refused: Event[] = [
  // @ts-expect-error a kind the game does not have
  { type: 'teleported', seat: 0 },
  // @ts-expect-error a field its kind does not declare
  { type: 'turn', seat: 0, mission: 2 },
  // @ts-expect-error a field every viewer decodes, missing
  { type: 'placed', seat: 0, mission: 1, secret: { to: [0], rank: 4 } },
  // @ts-expect-error a field of the wrong type
  { type: 'took', seat: 0, mission: '1' },
  // @ts-expect-error forgotten at a kind the game does not have
  { type: 'drewFirst', seat: 0, secret: { to: [0], rank: 3, forgottenAt: ['lunch'] } },
];

test('events the rules make are checked against what a client decodes, where they are made', () => {
  expect(made.map((event) => event.type)).toEqual(['drew', 'item', 'drewFirst']);
  expect(refused).toHaveLength(5);
});
