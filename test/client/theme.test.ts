/**
 * #27 item 1: one visual system. The pages' CSS and the canvas draw with the same tokens
 * (client/src/ui/theme.ts), and every text colour reads at 4.5:1 or more (WCAG AA) on what
 * it sits on. test/browser/theme.test.ts checks the pages as drawn.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { colours, cssVariables, type ColourName } from '../../client/src/ui/theme';
import { contrast } from './contrast';

const css = readFileSync(path.resolve(__dirname, '../../client/src/style.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
const root = /:root\s*\{([^}]*)\}/.exec(css);
const outsideRoot = root ? css.replace(root[0], '') : css;

test("style.css declares exactly the theme's tokens, with the same values", () => {
  const declared = Object.fromEntries(
    [...(root?.[1] ?? '').matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()]),
  );
  expect(declared).toEqual(cssVariables());
});

test('no colour, font family or font size is written in style.css outside the tokens', () => {
  const colour = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\(|:\s*(?:white|black|red|blue|gray|grey)\b/gi;
  expect(outsideRoot.match(colour) ?? []).toEqual([]);
  const declarations = (property: string) =>
    [...outsideRoot.matchAll(new RegExp(`[;{\\s]${property}\\s*:\\s*([^;}]+)`, 'g'))].map(([, value]) => value!.trim());
  expect(declarations('font-family').filter((value) => value !== 'var(--font)')).toEqual([]);
  expect(declarations('font-size').filter((value) => !/^var\(--type-\w+\)$/.test(value))).toEqual([]);
  // `font: inherit` on controls takes the page's font; any other shorthand would name its own.
  expect(declarations('font').filter((value) => value !== 'inherit')).toEqual([]);
});

/**
 * Where text is drawn, page and canvas: each text colour with every surface it sits on.
 * A new pairing in style.css or a scene belongs here.
 */
const READABLE: [text: ColourName, surfaces: ColourName[]][] = [
  ['text', ['felt', 'feltLight', 'bar', 'field', 'control', 'controlHover']],
  ['muted', ['felt', 'feltLight', 'bar', 'field', 'control', 'controlHover']],
  ['highlight', ['felt', 'feltLight', 'bar', 'field', 'control', 'controlHover']],
  ['warn', ['felt', 'feltLight', 'bar', 'verdictBg']],
  ['ok', ['felt', 'feltLight']],
  ['awayText', ['awayBg']],
  ['buttonText', ['button', 'buttonHover', 'alarm', 'disabled']],
  ['ink', ['paper']],
];

test.each(READABLE.flatMap(([text, surfaces]) => surfaces.map((surface) => [text, surface])))(
  '%s text reads at 4.5:1 or more on %s',
  (text, surface) => {
    expect(contrast(colours[text as ColourName], colours[surface as ColourName])).toBeGreaterThanOrEqual(4.5);
  },
);
