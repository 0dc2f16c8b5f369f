/**
 * A game-icons.net icon drawn on the canvas at a size and colour. Each icon is filled once,
 * white, by the browser's own canvas (its paths cut holes by the nonzero rule, as SVG does;
 * Pixi's SVG parser fills a skull's eyes in), into a texture every card then shares and tints.
 * Each game draws from its own set (`icons/<game>.ts`), which only its tables download.
 */
import { CanvasSource, Sprite, Texture } from 'pixi.js';

/** The box the icons' paths are drawn on (game-icons' own; scripts/icons.ts checks it). */
const ICON_BOX = 512;
/** The texture's side in pixels: sharp up to about 96 CSS px on a screen of pixel ratio 2. */
const RASTER = 192;
/** By the icon's name, which game-icons gives once across every game's set. */
const textures = new Map<string, Texture>();

function textureOf(name: string, paths: readonly string[]): Texture {
  let texture = textures.get(name);
  if (!texture) {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = RASTER;
    const pen = canvas.getContext('2d');
    if (pen) {
      pen.scale(RASTER / ICON_BOX, RASTER / ICON_BOX);
      pen.fillStyle = '#ffffff';
      for (const d of paths) pen.fill(new Path2D(d));
    }
    texture = new Texture({ source: new CanvasSource({ resource: canvas, autoGenerateMipmaps: true }) });
    textures.set(name, texture);
  }
  return texture;
}

/** What draws a game's icons: the icon `size` px square with its top left at (x, y), in `colour`. */
export type DrawIcon<Name extends string> = (
  name: Name,
  size: number,
  colour: number,
  at: { x: number; y: number; alpha?: number },
) => Sprite;

/** Draws from `icons`, a game's set (`icons/<game>.ts`). */
export function iconsOf<Name extends string>(icons: Readonly<Record<Name, readonly string[]>>): DrawIcon<Name> {
  return (name, size, colour, at) => {
    const shape = new Sprite(textureOf(name, icons[name]));
    shape.tint = colour;
    shape.alpha = at.alpha ?? 1;
    shape.setSize(size);
    shape.position.set(at.x, at.y);
    return shape;
  };
}
