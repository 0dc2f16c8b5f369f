/**
 * Pixi's browser environment, as much of it as a table uses (#41). At its start a canvas loads
 * the environment with `import()` (`browserExt`): accessibility (a DOM layer for screen readers
 * over the canvas, which our pages make themselves), DOM containers, filters, spritesheets and
 * pointer events. The tables use pointer events only; the rest was about 10 KB compressed of
 * every table's download. The environment module is replaced by one that loads the events.
 */
import type { Plugin } from 'vite';

/** Pixi's extension that loads the browser environment, and the module it loads. */
const LOADER = /[\\/]pixi\.js[\\/]lib[\\/]environment-browser[\\/]browserExt\.mjs$/;
const ENVIRONMENT = './browserAll.mjs';
const TABLE_ENVIRONMENT = '\0pixi-table-environment';

export function pixiTableEnvironment(): Plugin {
  return {
    name: 'dead-drop-pixi-table-environment',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return importer && LOADER.test(importer) && source === ENVIRONMENT ? TABLE_ENVIRONMENT : null;
    },
    load(id) {
      return id === TABLE_ENVIRONMENT ? "import 'pixi.js/events';\n" : null;
    },
  };
}
