/**
 * Where seats sit around an oval table: the viewer (or seat 0 for a spectator) at the
 * bottom centre, the others following in play order clockwise, as around a real table.
 * Returns the centre of each seat's plate, in seat order.
 */
export function seatRing(
  seats: number,
  bottomSeat: number,
  box: { x: number; y: number; w: number; h: number },
): { x: number; y: number }[] {
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  return Array.from({ length: seats }, (_, seat) => {
    const place = (seat - bottomSeat + seats) % seats;
    // Screen y grows downwards, so a growing angle from the bottom runs clockwise.
    const angle = Math.PI / 2 + (place * 2 * Math.PI) / seats;
    return { x: cx + (box.w / 2) * Math.cos(angle), y: cy + (box.h / 2) * Math.sin(angle) };
  });
}

/**
 * The oval that keeps every other seat's plate on the canvas and above `bottom`: from the
 * highest and lowest places the seats take on it. The viewer's own place, at the very
 * bottom, is the hand instead of a plate. When the others sit level (at 3 seats, where
 * their places differ only by rounding), the oval reaches down to that own place, so that
 * they sit at the top rather than on an oval of no height and endless width.
 */
export function ringFor(
  seats: number,
  me: number | null,
  width: number,
  bottom: number,
  plate: { w: number; h: number },
  ownPlace = false,
): Ring {
  const sines = Array.from({ length: seats }, (_, place) => Math.sin(Math.PI / 2 + (place * 2 * Math.PI) / seats)).filter(
    (_, place) => me === null || place !== 0,
  );
  const high = Math.min(...sines);
  const level = Math.max(...sines) - high < 1e-9;
  const low = level || ownPlace ? 1 : Math.max(...sines);
  const top = 6 + plate.h / 2;
  const lowest = bottom - plate.h / 2;
  const radius = (lowest - top) / (low - high);
  const centre = top - radius * high;
  return { x: plate.w / 2 + 6, y: centre - radius, w: width - plate.w - 12, h: 2 * radius };
}

type Ring = { x: number; y: number; w: number; h: number };
type Size = { w: number; h: number };

/**
 * Whether on `ring` every other seat's plate lies clear of the others and of the middle
 * (`centre`, centred at `middle`: the oval's centre unless said), 8 px apart at least.
 */
export function ringApart(
  seats: number,
  me: number | null,
  width: number,
  ring: Ring,
  plate: Size,
  centre: Size,
  middle = ring.y + ring.h / 2,
): boolean {
  const all = [middleBox(width, centre, middle), ...platesOn(seats, me, ring, plate)];
  return all.every((a, i) => all.slice(i + 1).every((b) => clear(a, b)));
}

/**
 * Where the middle lies on `ring`, the centre of its height: the oval's centre, or where that
 * lies under a plate (a low canvas, seven seats and a hand of two rows), the nearest height above
 * `bottom` at which it lies clear of every plate (#43: the draw pile lay over the top plates).
 */
export function middleOn(seats: number, me: number | null, width: number, ring: Ring, plate: Size, centre: Size, bottom: number): number {
  const centred = ring.y + ring.h / 2;
  const plates = platesOn(seats, me, ring, plate);
  const clearAt = (y: number) => plates.every((box) => clear(box, middleBox(width, centre, y)));
  if (clearAt(centred)) return centred;
  const lowest = bottom - centre.h / 2;
  const highest = 6 + centre.h / 2;
  for (let step = 2; centred + step <= lowest || centred - step >= highest; step += 2) {
    if (centred + step <= lowest && clearAt(centred + step)) return centred + step;
    if (centred - step >= highest && clearAt(centred - step)) return centred - step;
  }
  return centred;
}

/** Whether two boxes lie 8 px apart at least. */
function clear(a: Ring, b: Ring): boolean {
  return a.x + a.w + 8 <= b.x || b.x + b.w + 8 <= a.x || a.y + a.h + 8 <= b.y || b.y + b.h + 8 <= a.y;
}

/** Every other seat's plate on `ring`, as a box. */
function platesOn(seats: number, me: number | null, ring: Ring, plate: Size): Ring[] {
  return seatRing(seats, me ?? 0, ring)
    .filter((_, seat) => seat !== me)
    .map(({ x, y }) => ({ x: x - plate.w / 2, y: y - plate.h / 2, w: plate.w, h: plate.h }));
}

/** The middle's box, centred across the table and at `y` down it. */
function middleBox(width: number, centre: Size, y: number): Ring {
  return { x: (width - centre.w) / 2, y: y - centre.h / 2, w: centre.w, h: centre.h };
}

/**
 * The oval a player's table is laid on, above `bottom`: reaching down to their own place (the
 * hand at the foot of the table), so that the middle lies between the top and the hand as on a
 * real table, where the plates and the middle still lie apart at that; else as `ringFor`.
 */
export function tableRing(seats: number, me: number | null, width: number, bottom: number, plate: Size, centre: Size): Ring {
  const round = ringFor(seats, me, width, bottom, plate, true);
  return me !== null && ringApart(seats, me, width, round, plate, centre) ? round : ringFor(seats, me, width, bottom, plate);
}

/**
 * The least height at which the oval seats the others with no plate over another or over the
 * middle (`centre`), where the page scrolls and the table may take what it needs (an upright tablet).
 */
export function ringHeight(seats: number, me: number | null, width: number, plate: Size, centre: Size): number {
  const least = 2 * plate.h + centre.h;
  // A screen too narrow for some seats' plates side by side gets the tallest tried: more height would not part them.
  const most = 6 * least;
  for (let height = least; height < most; height += 10) {
    if (ringApart(seats, me, width, ringFor(seats, me, width, height - 8, plate), plate, centre)) return height;
  }
  return most;
}

/**
 * Whether on the oval a table lays above `bottom` (`tableRing`, with the middle where `middleOn`
 * puts it) two plates lie over each other: seven seats and a hand of two rows on a 1000×438
 * canvas laid them so. Each seat's place (`place`: its plate and its offer's room) holds its
 * `plate`, whose centre `standOff` gives from the place's centre and the middle's height.
 */
export function platesClash(
  seats: number,
  me: number | null,
  width: number,
  bottom: number,
  place: Size,
  plate: Size,
  centre: Size,
  standOff: (y: number, middle: number) => number,
): boolean {
  const ring = tableRing(seats, me, width, bottom, place, centre);
  const middle = middleOn(seats, me, width, ring, place, centre, bottom);
  const centres = seatRing(seats, me ?? 0, ring)
    .filter((_, seat) => seat !== me)
    .map(({ x, y }) => ({ x, y: standOff(y, middle) }));
  return centres.some((a, i) => centres.slice(i + 1).some((b) => Math.abs(a.x - b.x) < plate.w && Math.abs(a.y - b.y) < plate.h));
}
