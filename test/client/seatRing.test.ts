import { middleOn, platesClash, ringApart, ringFor, ringHeight, seatRing, tableRing } from '../../client/src/pixi/seatRing';

const PLATE = { w: 176, h: 88 };
const WIDTH = 1280;
const BOTTOM = 720 - 112 - 22;

/** Every other seat's plate as a rectangle, laid out as the Mata Hari scene does on a desktop. */
function plates(seats: number, me: number | null) {
  const spots = seatRing(seats, me ?? 0, ringFor(seats, me, WIDTH, BOTTOM, PLATE));
  return spots.flatMap((spot, seat) =>
    seat === me
      ? []
      : [
          {
            seat,
            left: spot.x - PLATE.w / 2,
            right: spot.x + PLATE.w / 2,
            top: spot.y - PLATE.h / 2,
            bottom: spot.y + PLATE.h / 2,
          },
        ],
  );
}

describe.each([3, 4, 5, 6, 7])('the seat ring at %i seats on a desktop', (seats) => {
  test.each([null, 0, 1, seats - 1])('seen by %s: every plate on the canvas above the hand, none overlapping', (me) => {
    const laid = plates(seats, me);
    expect(laid).toHaveLength(me === null ? seats : seats - 1);
    for (const plate of laid) {
      expect([plate.seat, plate.left >= 0, plate.right <= WIDTH, plate.top >= 0, plate.bottom <= BOTTOM]).toEqual([
        plate.seat,
        true,
        true,
        true,
        true,
      ]);
    }
    for (const a of laid) {
      for (const b of laid) {
        const apart = a === b || a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
        expect([a.seat, b.seat, apart]).toEqual([a.seat, b.seat, true]);
      }
    }
  });
});

/** An upright tablet (768 px wide, its page scrolling): the plates at 12 px and the middle row. */
const TABLET = { width: 768, plate: { w: 176, h: 111 }, centre: { w: 260, h: 92 } };

describe.each([3, 4, 5, 6, 7])('the height an upright tablet gives the ring at %i seats', (seats) => {
  test.each([null, 0, 1])('seen by %s: every plate and the middle apart, on the table', (me) => {
    const { width, plate, centre } = TABLET;
    const height = ringHeight(seats, me, width, plate, centre);
    const ring = ringFor(seats, me, width, height - 8, plate);
    const laid = seatRing(seats, me ?? 0, ring).flatMap((spot, seat) =>
      seat === me
        ? []
        : [
            {
              seat,
              left: spot.x - plate.w / 2,
              right: spot.x + plate.w / 2,
              top: spot.y - plate.h / 2,
              bottom: spot.y + plate.h / 2,
            },
          ],
    );
    const middleY = ring.y + ring.h / 2;
    const middle = {
      seat: 'middle',
      left: (width - centre.w) / 2,
      right: (width + centre.w) / 2,
      top: middleY - centre.h / 2,
      bottom: middleY + centre.h / 2,
    };
    const all = [middle, ...laid];
    for (const box of all)
      expect([box.seat, box.left >= 0, box.right <= width, box.top >= 0, box.bottom <= height]).toEqual([box.seat, true, true, true, true]);
    for (const a of all) {
      for (const b of all) {
        const apart = a === b || a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
        expect([a.seat, b.seat, apart]).toEqual([a.seat, b.seat, true]);
      }
    }
  });
});

describe('the oval a player sits at on a desktop', () => {
  const centre = { w: 260, h: 92 };
  // 300: a short table, where reaching down would lay plates over the middle at 7 seats.
  test.each([3, 4, 5, 6, 7])('at %i seats its plates and the middle lie apart, whichever oval it takes', (seats) => {
    for (const bottom of [BOTTOM, 300]) {
      for (const me of [0, 1, seats - 1]) {
        const ring = tableRing(seats, me, WIDTH, bottom, PLATE, centre);
        expect([bottom, me, ringApart(seats, me, WIDTH, ring, PLATE, centre)]).toEqual([bottom, me, true]);
      }
    }
  });

  test("reaches down to the player's own place where there is room: the middle halfway between the top and the hand", () => {
    const ring = tableRing(4, 0, WIDTH, BOTTOM, PLATE, centre);
    const top = 6 + PLATE.h / 2;
    const own = BOTTOM - PLATE.h / 2;
    expect(ring.y + ring.h / 2).toBeCloseTo((top + own) / 2);
  });
});

describe('the middle of a low desktop table', () => {
  // Seen at 1280×720 (#43, a failure by chance as the deal fell): the canvas 1000×438 beside the
  // log, seven seats, and a hand of ten cards in two rows, whose foot left the oval 283 px.
  const width = 1000;
  const bottom = 283;
  const place = { w: 176, h: 161 };
  const centre = { w: 195, h: 99 };

  test("lies clear of every seat's place, lower than the oval's centre, above the hand", () => {
    const ring = tableRing(7, 0, width, bottom, place, centre);
    const y = middleOn(7, 0, width, ring, place, centre, bottom);
    const middle = { left: (width - centre.w) / 2, right: (width + centre.w) / 2, top: y - centre.h / 2, bottom: y + centre.h / 2 };
    expect(middle.bottom).toBeLessThanOrEqual(bottom);
    const under = seatRing(7, 0, ring).flatMap((spot, seat) => {
      if (seat === 0) return [];
      const apart =
        spot.x + place.w / 2 <= middle.left ||
        spot.x - place.w / 2 >= middle.right ||
        spot.y + place.h / 2 <= middle.top ||
        spot.y - place.h / 2 >= middle.bottom;
      return apart ? [] : [seat];
    });
    expect(under).toEqual([]);
  });

  // Seen again at 1280×720 (a fresh-clone run of #46): in the same room, the plates of the two
  // seats on each side lay over each other; the table then takes the height that parts them.
  test('says when plates would lie over each other, and at the height the table then takes they do not', () => {
    const plate = { w: 178, h: 113 };
    const seat = { w: 178, h: 161 };
    // A plate stands off its place's centre, away from the middle, by half its offer's room.
    const standOff = (y: number, middle: number) => (y < middle ? y - 24 : y + 24);
    expect(platesClash(7, 0, width, bottom, seat, plate, centre, standOff)).toBe(true);
    const height = ringHeight(7, 0, width, seat, centre);
    expect(platesClash(7, 0, width, height - 8, seat, plate, centre, standOff)).toBe(false);
    expect(platesClash(4, 0, WIDTH, BOTTOM, seat, plate, centre, standOff)).toBe(false);
  });

  test("stays at the oval's centre where that is clear", () => {
    const ring = tableRing(4, 0, WIDTH, BOTTOM, PLATE, centre);
    expect(middleOn(4, 0, WIDTH, ring, PLATE, centre, BOTTOM)).toBeCloseTo(ring.y + ring.h / 2);
  });
});
