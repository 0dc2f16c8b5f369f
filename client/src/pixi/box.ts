/** A rectangle of the canvas, in CSS pixels: where a scene's layout puts something. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}
