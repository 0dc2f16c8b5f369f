/** How a seat's cards lie in its Mata Hari plate when every card is face up (a replay, #16). */
import { chipAt, openFan } from '../../client/src/matahari/openFan';

/** Where the chips of a fan of `count` end, right and bottom. */
function extent(count: number, width: number, room: number) {
  const fan = openFan(count, width, room);
  const spots = Array.from({ length: count }, (_, index) => chipAt(fan, index));
  return { fan, right: Math.max(...spots.map((spot) => spot.x + fan.w)), bottom: Math.max(...spots.map((spot) => spot.y + fan.h)) };
}

test.each([
  // A desktop plate; a phone's at 3, 5 and 7 seats (the room its rows of plates leave).
  [13, 164, 70],
  [16, 164, 70],
  [13, 106, 337],
  [12, 106, 116],
  [12, 106, 42],
])('%i chips in %i px with %i px of room: side by side, inside the row and the room, larger than the smallest', (count, width, room) => {
  const { fan, right, bottom } = extent(count, width, room);
  expect(right).toBeLessThanOrEqual(width);
  expect(bottom).toBeLessThanOrEqual(fan.height);
  expect(fan.height).toBeLessThanOrEqual(room);
  expect(fan.step).toBeGreaterThan(fan.w);
  // Larger than the smallest chip: the room is used.
  expect(fan.h).toBeGreaterThan(16);
});

test('without room enough, the chips keep their smallest size and take the rows they need', () => {
  const { fan, right } = extent(40, 106, 10);
  expect(fan.h).toBe(16);
  expect(right).toBeLessThanOrEqual(106);
  expect(fan.height).toBeGreaterThan(10);
});
