/**
 * Where seats sit around an oval table: the viewer (or seat 0 for a spectator) at the
 * bottom centre, the others following in play order clockwise, as around a real table.
 * Returns the centre of each seat's plate, in seat order.
 */
export function seatRing(seats: number, bottomSeat: number, box: { x: number; y: number; w: number; h: number }): { x: number; y: number }[] {
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  return Array.from({ length: seats }, (_, seat) => {
    const place = (seat - bottomSeat + seats) % seats;
    // Screen y grows downwards, so a growing angle from the bottom runs clockwise.
    const angle = Math.PI / 2 + (place * 2 * Math.PI) / seats;
    return { x: cx + (box.w / 2) * Math.cos(angle), y: cy + (box.h / 2) * Math.sin(angle) };
  });
}
