// Inter (SIL Open Font License 1.1), cut to the characters Dead Drop writes and the weights it
// uses (scripts/fontSubset.ts), one variable woff2: shipped with the pages, never fetched from elsewhere.
import interLatin from '../art/fonts/inter.woff2?url';
import { font } from './theme';

/**
 * The bundled font, loaded once. The pages wait for it before they draw their first page, and
 * the canvas before its first text: Pixi renders text into textures and measures it once, so
 * a word drawn in a fallback font would stay in it. A font that cannot load (an old browser,
 * a failed request) leaves the fallback in use rather than a page that never appears.
 */
export const fontReady: Promise<void> = (async () => {
  try {
    const face = new FontFace(font.family, `url(${interLatin}) format('woff2')`, {
      // The file's whole weight axis: one face for every weight the pages and scenes use.
      weight: '400 900',
      display: 'swap',
    });
    document.fonts.add(face);
    await face.load();
  } catch {
    // The stack's generic family draws instead.
  }
})();
