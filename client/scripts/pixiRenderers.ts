/**
 * Pixi's WebGPU and Canvas renderers only where they are used (#41). Pixi loads the renderer it
 * picks with `import()` (`autoDetectRenderer`: WebGL first, its default and ours), but its
 * barrels (`pixi.js`, `pixi.js/rendering`) also re-export every renderer, and a renderer's
 * module registers extensions at its top level: the bundler kept both in the chunk every table
 * loads, about 30 KB compressed that only a browser without WebGL runs. Nothing of ours names
 * them, so the barrels' re-exports point at an empty stand-in, and the renderers come only
 * through Pixi's own `import()`, as chunks of their own.
 */
import type { Plugin } from 'vite';

/** Pixi's barrels, which re-export every renderer. */
const BARREL = /[\\/]pixi\.js[\\/]lib[\\/](?:rendering[\\/])?index\.mjs$/;
/** The renderers loaded only on demand, by the name each module exports. */
const ON_DEMAND = new Map([
  [/[\\/]gpu[\\/]WebGPURenderer\.mjs$/, 'WebGPURenderer'],
  [/[\\/]canvas[\\/]CanvasRenderer\.mjs$/, 'CanvasRenderer'],
]);
const STAND_IN = '\0pixi-renderer-on-demand:';

export function pixiRenderersOnDemand(): Plugin {
  return {
    name: 'dead-drop-pixi-renderers-on-demand',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !BARREL.test(importer)) return null;
      for (const [module, name] of ON_DEMAND) if (module.test(source)) return `${STAND_IN}${name}`;
      return null;
    },
    load(id) {
      // Undefined through the barrel: code that named it would fail at once, not quietly.
      return id.startsWith(STAND_IN) ? `export const ${id.slice(STAND_IN.length)} = undefined;\n` : null;
    },
  };
}
