import { ringFor, seatRing } from '../../client/src/pixi/seatRing';

const PLATE = { w: 176, h: 88 };
const WIDTH = 1280;
const BOTTOM = 720 - 112 - 22;

/** Every other seat's plate as a rectangle, laid out as the Mata Hari scene does on a desktop. */
function plates(seats: number, me: number | null) {
  const spots = seatRing(seats, me ?? 0, ringFor(seats, me, WIDTH, BOTTOM, PLATE));
  return spots.flatMap((spot, seat) => (seat === me ? [] : [{
    seat, left: spot.x - PLATE.w / 2, right: spot.x + PLATE.w / 2, top: spot.y - PLATE.h / 2, bottom: spot.y + PLATE.h / 2,
  }]));
}

describe.each([3, 4, 5, 6, 7])('the seat ring at %i seats on a desktop', (seats) => {
  test.each([null, 0, 1, seats - 1])('seen by %s: every plate on the canvas above the hand, none overlapping', (me) => {
    const laid = plates(seats, me);
    expect(laid).toHaveLength(me === null ? seats : seats - 1);
    for (const plate of laid) {
      expect([plate.seat, plate.left >= 0, plate.right <= WIDTH, plate.top >= 0, plate.bottom <= BOTTOM]).toEqual([plate.seat, true, true, true, true]);
    }
    for (const a of laid) {
      for (const b of laid) {
        const apart = a === b || a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
        expect([a.seat, b.seat, apart]).toEqual([a.seat, b.seat, true]);
      }
    }
  });
});
