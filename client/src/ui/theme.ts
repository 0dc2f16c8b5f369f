/**
 * Dead Drop's one visual system: the colours, type, spacing, card shapes and motion every page
 * and every game's canvas draws with. Pixi reads these numbers directly (through
 * `pixi/palette.ts`); the pages' CSS reads them as custom properties in `style.css`'s `:root`,
 * which mirrors `cssVariables()` (test/client/theme.test.ts fails when the two disagree).
 * No imports: the tests read it without Pixi or a DOM.
 */

/**
 * Colours as 0xRRGGBB. Surfaces are what things sit on; every text colour reads at 4.5:1 or
 * more on the surfaces it is drawn on (test/client/theme.test.ts lists which).
 */
export const colours = {
  /** The table's felt: the page and the canvas behind everything. */
  felt: 0x17261f,
  /** A panel raised from the felt: cards of the pages, player plates on the canvas. */
  feltLight: 0x21362c,
  /** Bars along the table: the header, the log, the clocks, the action panel. */
  bar: 0x0f1a15,
  /** Where one types. */
  field: 0x0b1410,
  /** A secondary button, and a primary one under the pointer. */
  control: 0x2a3d33,
  controlHover: 0x304739,
  /** Lines between things: borders, rules, the log's margin. */
  line: 0x3a4d43,
  /** A card face and what is written on it. */
  paper: 0xf4ecda,
  ink: 0x1d1d1f,
  /** Text on the felt, and text that says less. */
  text: 0xf2f2ee,
  muted: 0x9fb3a8,
  /** Whose move it is, what can be clicked, the keyboard's focus. */
  highlight: 0xffd34d,
  /** The main choice: a primary button's fill, and its text. */
  button: 0x2f6f52,
  buttonHover: 0x37805f,
  buttonText: 0xffffff,
  /** A button that only cancels or passes. */
  disabled: 0x55615b,
  danger: 0xd9483b,
  /** A problem told in a banner or a toast, and a warning written on the felt. */
  alarm: 0x8a2c22,
  warn: 0xff8a7a,
  ok: 0x4cc27a,
  /** Someone's seat is away: its note's ground and words. */
  awayBg: 0x2b2312,
  awayText: 0xffd98a,
  /** One's own wrong accusation, kept in sight. */
  verdictBg: 0x2b1512,
  /**
   * Seat colours, as the real decks: orange and blue, then more for bigger tables. Names are
   * written in them on the felt, so each keeps 4.5:1 contrast there (WCAG AA), and none is the
   * yellow of `highlight`, which marks whose move it is.
   */
  seats: [0xf08a48, 0x6aa5ff, 0xc49af0, 0x4ccf80, 0xff7f72, 0x3fd0bd, 0xf28fd0],
} as const;

export type ColourName = Exclude<keyof typeof colours, 'seats'>;

/** Shadows and veils: black at some opacity, for CSS only (the canvas draws none). */
export const shades = {
  /** Under a card that floats over the page. */
  shadow: '0 8px 30px rgb(0 0 0 / 40%)',
  /** Over what scrolls under a bar that stays in place. */
  lift: '0 -8px 14px rgb(0 0 0 / 50%)',
  /** Behind an overlay (the end screen, the rules): the table dimmed but still there. */
  scrim: 'rgb(0 0 0 / 67%)',
} as const;

/**
 * The bundled font: Inter (SIL Open Font License 1.1, from @fontsource-variable/inter), one
 * variable file for every weight, loaded by `ui/font.ts` before anything is drawn. The
 * generic family only draws the few symbols Inter lacks (♪, ➤, ★).
 */
export const font = {
  family: 'Inter',
  stack: 'Inter, sans-serif',
} as const;

/** Font sizes in CSS pixels, smallest to largest: hints, labels, body, fields, titles. */
export const type = { xs: 12, sm: 13, md: 14, lg: 16, xl: 18, xxl: 24 } as const;

/** Gaps and paddings in CSS pixels. */
export const space = { xxs: 2, xs: 4, sm: 6, md: 8, lg: 12, xl: 16, xxl: 24 } as const;

/** Corner radii in CSS pixels: controls, fields, panels and cards of the pages. */
export const radius = { sm: 6, md: 8, lg: 10, xl: 14 } as const;

/** A playing card as drawn on the canvas: its height for a width of 1. */
export const card = { aspect: 1.4 } as const;

/**
 * Motion in milliseconds: a card's move on the canvas, a fade on the page, a toast's stay; and
 * the steps of what an event moves (`pixi/motions.ts`): a step (at most 400 ms, shorter in a
 * long chain, never under `stepMin`), a pulse where something happened in place, a
 * celebration (which nothing waits for), and the longest a chain of steps takes.
 */
export const motion = { move: 220, fade: 600, toastStay: 3500, step: 320, stepMin: 140, pulse: 380, celebrate: 1100, chain: 1800 } as const;

/** `#rrggbb` for CSS. */
export function cssColour(colour: number): string {
  return `#${colour.toString(16).padStart(6, '0')}`;
}

/** Each token as the CSS custom property style.css declares in `:root`, and its value. */
export function cssVariables(): Record<string, string> {
  const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  const variables: Record<string, string> = {};
  for (const [name, value] of Object.entries(colours)) {
    if (typeof value === 'number') variables[`--${kebab(name)}`] = cssColour(value);
  }
  colours.seats.forEach((value, seat) => {
    variables[`--seat-${seat}`] = cssColour(value);
  });
  for (const [name, value] of Object.entries(shades)) variables[`--${name}`] = value;
  variables['--font'] = font.stack;
  for (const [name, value] of Object.entries(type)) variables[`--type-${name}`] = `${value}px`;
  for (const [name, value] of Object.entries(space)) variables[`--space-${name}`] = `${value}px`;
  for (const [name, value] of Object.entries(radius)) variables[`--radius-${name}`] = `${value}px`;
  variables['--motion-fade'] = `${motion.fade}ms`;
  return variables;
}
