/**
 * The Kompromat layout check must be able to fail: fabricated screens whose stacks or Σ totals
 * lie over the status line or a player bar (#26 item 9), beside a correct one.
 */
import type { SceneObject } from '../../client/src/pixi/sceneObjects';
import { kompromatLayoutProblems, type Screen } from './kompromatTable';

const screen: Screen = { width: 390, height: 648, minTextPx: 11 };

const label = (id: string, x: number, y: number, w: number, h: number, textPx = 13): SceneObject => ({
  id,
  kind: 'label',
  label: id,
  enabled: false,
  x,
  y,
  w,
  h,
  textPx,
});
const card = (mission: number, seat: number, index: number, x: number, y: number): SceneObject => ({
  id: `card:${mission}:${seat}:${index}`,
  kind: 'card',
  label: '7',
  enabled: false,
  x,
  y,
  w: 40,
  h: 56,
  textPx: 11,
  card: { mission, seat, index, up: index === 0, rank: 7 },
});

/** A phone's table: the bars and status line, mission 0 with a stack of two on each side and both totals. */
const table = [
  label('plate:1', 8, 8, 374, 88),
  label('status', 8, 102, 374, 30),
  label('plate:0', 8, 420, 374, 88),
  { ...label('mission:0', 5, 260, 84, 54), kind: 'mission' as const },
  card(0, 1, 0, 27, 190),
  card(0, 1, 1, 27, 170),
  label('total:0:1', 30, 152, 34, 16),
  card(0, 0, 0, 27, 320),
  card(0, 0, 1, 27, 340),
  label('total:0:0', 30, 398, 34, 16),
];
const without = (id: string) => table.filter((o) => o.id !== id);

test('a table whose stacks and totals keep clear of the bars, at readable sizes, passes', () => {
  expect(kompromatLayoutProblems(table, screen)).toEqual([]);
});

test("a stack reaching the status line fails (#26: the opponent's stacks cover the round banner)", () => {
  expect(kompromatLayoutProblems([...without('total:0:1'), card(0, 1, 2, 27, 120)], screen)).toEqual([
    'card:0:1:2 at (27,120 40×56) overlaps status at (8,102 374×30)',
  ]);
});

test('a Σ total over a player bar, a card or the mission card fails (#26: the totals overlap both player bars)', () => {
  expect(kompromatLayoutProblems([...without('total:0:0'), label('total:0:0', 30, 410, 34, 16)], screen)).toEqual([
    'total:0:0 at (30,410 34×16) overlaps plate:0 at (8,420 374×88)',
  ]);
  expect(kompromatLayoutProblems([...without('total:0:1'), label('total:0:1', 30, 175, 34, 16)], screen)).toEqual([
    'total:0:1 at (30,175 34×16) overlaps card:0:1:0 at (27,190 40×56)',
    'total:0:1 at (30,175 34×16) overlaps card:0:1:1 at (27,170 40×56)',
  ]);
  expect(kompromatLayoutProblems([...without('total:0:0'), label('total:0:0', 30, 310, 34, 16)], screen)).toEqual([
    'total:0:0 at (30,310 34×16) overlaps card:0:0:0 at (27,320 40×56)',
    'total:0:0 at (30,310 34×16) overlaps mission:0 at (5,260 84×54)',
  ]);
});

test("a missing bar, a card off screen or over another mission's stack fails", () => {
  expect(kompromatLayoutProblems(without('plate:1'), screen)).toEqual(['no plate:1 drawn']);
  expect(kompromatLayoutProblems([...table, card(1, 0, 0, 360, 320)], screen)).toEqual([
    'card:1:0:0 at (360,320 40×56) is not wholly inside 390×648',
  ]);
  expect(kompromatLayoutProblems([...table, card(1, 0, 0, 50, 330)], screen)).toEqual([
    'card:0:0:0 at (27,320 40×56) overlaps card:1:0:0 at (50,330 40×56), at another mission',
    'card:0:0:1 at (27,340 40×56) overlaps card:1:0:0 at (50,330 40×56), at another mission',
  ]);
});

test('words under the smallest size fail (#26: 10 px mission titles on a phone)', () => {
  expect(
    kompromatLayoutProblems([...without('mission:0'), { ...label('mission:0', 5, 260, 84, 54, 10), kind: 'mission' as const }], screen),
  ).toEqual(['mission:0 ("mission:0") draws words at 10 px, under 11']);
});
