/**
 * A game-icons.net icon drawn on the canvas at a size and colour. Each icon is filled once,
 * white, by the browser's own canvas (its paths cut holes by the nonzero rule, as SVG does;
 * Pixi's SVG parser fills a skull's eyes in), into a texture every card then shares and tints.
 */
import { CanvasSource, Sprite, Texture } from 'pixi.js';
import { ICON_BOX, ICONS, type IconName } from './icons';

/** The texture's side in pixels: sharp up to about 96 CSS px on a screen of pixel ratio 2. */
const RASTER = 192;
const textures = new Map<IconName, Texture>();

function textureOf(name: IconName): Texture {
  let texture = textures.get(name);
  if (!texture) {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = RASTER;
    const pen = canvas.getContext('2d');
    if (pen) {
      pen.scale(RASTER / ICON_BOX, RASTER / ICON_BOX);
      pen.fillStyle = '#ffffff';
      for (const d of ICONS[name]) pen.fill(new Path2D(d));
    }
    texture = new Texture({ source: new CanvasSource({ resource: canvas, autoGenerateMipmaps: true }) });
    textures.set(name, texture);
  }
  return texture;
}

/** The icon `size` px square with its top left at (x, y), in `colour`. */
export function icon(name: IconName, size: number, colour: number, at: { x: number; y: number; alpha?: number }): Sprite {
  const shape = new Sprite(textureOf(name));
  shape.tint = colour;
  shape.alpha = at.alpha ?? 1;
  shape.setSize(size);
  shape.position.set(at.x, at.y);
  return shape;
}
