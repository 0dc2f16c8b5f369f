/**
 * One's own cards as rows of tiles, none over another (#26: a phone's fanned hand showed
 * 29 px strips, "G", "Co", and a tap on one card took its neighbour). Every tile is as wide
 * as the widest name among them needs, so each name reads whole.
 */
export interface HandGrid {
  w: number;
  h: number;
  perRow: number;
  /** The height the rows take. */
  height: number;
}

/** Between tiles: wider than a picked card's glow on both sides, so glows never touch. */
export const TILE_GAP = 8;

export function handGrid(count: number, widest: number, tileH: number, room: number): HandGrid {
  const w = Math.min(room, widest);
  const perRow = Math.max(1, Math.floor((room + TILE_GAP) / (w + TILE_GAP)));
  const rows = Math.max(1, Math.ceil(count / perRow));
  return { w, h: tileH, perRow, height: rows * (tileH + TILE_GAP) - TILE_GAP };
}

/** Where the `index`-th tile lies, from the grid's top left. */
export function tileAt(grid: HandGrid, index: number): { x: number; y: number } {
  return { x: (index % grid.perRow) * (grid.w + TILE_GAP), y: Math.floor(index / grid.perRow) * (grid.h + TILE_GAP) };
}
