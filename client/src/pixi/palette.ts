import { colours, font } from '../ui/theme';

/** The theme's colours as the canvas takes them (0xRRGGBB), shared by every game's scene. */
export const palette = colours;

/** The bundled font for canvas text; `ui/font.ts` has loaded it before a scene draws. */
export const FONT = font.stack;
