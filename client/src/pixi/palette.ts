/** The table's colours, shared by every game's scene. */
export const palette = {
  felt: 0x17261f,
  feltLight: 0x21362c,
  paper: 0xf4ecda,
  ink: 0x1d1d1f,
  muted: 0x9fb3a8,
  text: 0xf2f2ee,
  highlight: 0xffd34d,
  danger: 0xd9483b,
  ok: 0x4cc27a,
  button: 0x2f6f52,
  buttonText: 0xffffff,
  disabled: 0x55615b,
  /**
   * Seat colours, as the real decks: orange and blue, then more for bigger tables. Names are
   * written in them on the felt, so each keeps 4.5:1 contrast there (WCAG AA), and none is the
   * yellow of `highlight`, which marks whose move it is.
   */
  seats: [0xf08a48, 0x6aa5ff, 0xc49af0, 0x4ccf80, 0xff7f72, 0x3fd0bd, 0xf28fd0],
} as const;

export const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
