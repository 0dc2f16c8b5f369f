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
  /** Seat colours, as the real decks: orange and blue, then more for bigger tables. */
  seats: [0xe07b39, 0x3b7dd8, 0x9b59b6, 0x27ae60, 0xc0392b, 0x16a085, 0xd4ac0d],
} as const;

export const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
