/**
 * The app's icons for the web app manifest, drawn here at build time as PNGs (a phone's home
 * screen wants PNG): the favicon's sealed envelope on the felt (public/favicon.svg), our own
 * drawing, MIT like the rest of the repository. No image library: each pixel is the shape it
 * falls in, sampled 4×4 for smooth edges, and written as a PNG with node:zlib.
 */
import { crc32, deflateSync } from 'node:zlib';
import type { Plugin } from 'vite';

type Rgba = readonly [number, number, number, number];
const FELT: Rgba = [0x17, 0x26, 0x1f, 255];
const PAPER: Rgba = [0xf3, 0xea, 0xd7, 255];
const GOLD: Rgba = [0xff, 0xd1, 0x66, 255];
const SEAL: Rgba = [0x8e, 0x2f, 0x2f, 255];
const CLEAR: Rgba = [0, 0, 0, 0];

/** Inside a rectangle with rounded corners (radius r)? Coordinates on the favicon's 64-unit box. */
function inRounded(x: number, y: number, left: number, top: number, right: number, bottom: number, r: number): boolean {
  if (x < left || x > right || y < top || y > bottom) return false;
  const cx = Math.min(Math.max(x, left + r), right - r);
  const cy = Math.min(Math.max(y, top + r), bottom - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

function nearSegment(
  x: number,
  y: number,
  [ax, ay]: readonly [number, number],
  [bx, by]: readonly [number, number],
  half: number,
): boolean {
  const t = Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2)));
  return (x - ax - t * (bx - ax)) ** 2 + (y - ay - t * (by - ay)) ** 2 <= half * half;
}

/** The colour at a point of the 64-unit box; `bleed`: the felt fills the whole square (a maskable icon). */
function colourAt(u: number, v: number, bleed: boolean): Rgba {
  if (!bleed && !inRounded(u, v, 0, 0, 64, 64, 14)) return CLEAR;
  // A maskable icon keeps its drawing within the middle 80 %, which any mask leaves.
  const [x, y] = bleed ? [32 + (u - 32) / 0.8, 32 + (v - 32) / 0.8] : [u, v];
  if ((x - 32) ** 2 + (y - 36) ** 2 <= 25) return SEAL;
  if (inRounded(x, y, 11.5, 19.5, 52.5, 46.5, 2.5)) {
    return nearSegment(x, y, [12, 20], [32, 36], 1.5) || nearSegment(x, y, [32, 36], [52, 20], 1.5) ? SEAL : PAPER;
  }
  if (inRounded(x, y, 8.5, 16.5, 55.5, 49.5, 5.5)) return GOLD;
  return FELT;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The icon as a `size`×`size` RGBA PNG. */
export function iconPng(size: number, bleed = false): Buffer {
  const SAMPLES = 4;
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let py = 0; py < size; py++) {
    const row = py * (size * 4 + 1);
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const colour = colourAt(((px + (sx + 0.5) / SAMPLES) * 64) / size, ((py + (sy + 0.5) / SAMPLES) * 64) / size, bleed);
          // Premultiplied while summed, so a clear sample adds no colour at an edge.
          for (let c = 0; c < 3; c++) sum[c]! += colour[c]! * colour[3];
          sum[3]! += colour[3];
        }
      }
      const alpha = sum[3]! / (SAMPLES * SAMPLES);
      for (let c = 0; c < 3; c++) rows[row + 1 + px * 4 + c] = alpha > 0 ? Math.round(sum[c]! / sum[3]!) : 0;
      rows[row + 1 + px * 4 + 3] = Math.round(alpha);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The icons the manifest names (public/manifest.webmanifest), added to the build. */
export const APP_ICONS = [
  { fileName: 'icons/icon-192.png', size: 192, bleed: false },
  { fileName: 'icons/icon-512.png', size: 512, bleed: false },
  { fileName: 'icons/maskable-512.png', size: 512, bleed: true },
] as const;

export function appIcons(): Plugin {
  return {
    name: 'dead-drop-app-icons',
    apply: 'build',
    generateBundle() {
      for (const { fileName, size, bleed } of APP_ICONS) this.emitFile({ type: 'asset', fileName, source: iconPng(size, bleed) });
    },
  };
}
