/**
 * #27 item 2, the card art's icons: every card kind of every game has its game-icons.net icon in
 * the subset the bundle ships (client/src/art/icons.ts), that subset holds no icon nothing uses,
 * and each icon there is the package's own, as `npm run icons -w client` writes it.
 */
import { createRequire } from 'node:module';
import { compileCards, kompromatCards, matahariCards } from '@dead-drop/shared';
import {
  chosenIcons, COVER_ICONS, MISSION_ICONS, missionArt, NOTORIETY_ICON, OPERATION_ICONS, PROTOCOL_ICONS,
} from '../../client/src/art/iconChoice';
import { ICONS } from '../../client/src/art/icons';

const shipped = new Set(Object.keys(ICONS));
/** The kinds whose icon is not in the shipped subset (or that have none). */
const missing = (kinds: readonly string[], icons: Readonly<Record<string, string>>) =>
  kinds.filter((kind) => icons[kind] === undefined || !shipped.has(icons[kind]));

test('every Compile protocol has its icon', () => {
  expect(missing(compileCards.PROTOCOLS, PROTOCOL_ICONS)).toEqual([]);
});

test('every Kompromat mission card has the icon of its kind or item, and the notoriety token its own', () => {
  const kinds = [...new Set(kompromatCards.MISSION_CARDS.map(missionArt))];
  // Every item, every kind but "item" (target, document, code and counter-intelligence).
  expect(kinds).toEqual(expect.arrayContaining([...kompromatCards.ITEM_KINDS, 'target', 'document', 'code', 'ci']));
  expect(missing(kinds, MISSION_ICONS)).toEqual([]);
  expect(shipped.has(NOTORIETY_ICON)).toBe(true);
});

test('every Mata Hari resource and partner, and both sides of a cover, has its icon', () => {
  expect(missing([...matahariCards.RESOURCES, ...matahariCards.PARTNERS], OPERATION_ICONS)).toEqual([]);
  expect(missing(['undercover', 'compromised'], COVER_ICONS)).toEqual([]);
});

test('the shipped subset is exactly the icons chosen: none unused', () => {
  expect([...shipped].sort()).toEqual(chosenIcons());
});

test('each shipped icon is the one game-icons publishes, its paths unchanged', () => {
  const require = createRequire(__filename);
  const set: { icons: Record<string, { body: string }> } = require('@iconify-json/game-icons/icons.json');
  for (const [name, paths] of Object.entries(ICONS)) {
    const published = [...set.icons[name]!.body.matchAll(/ d="([^"]+)"/g)].map((match) => match[1]);
    expect({ name, paths }).toEqual({ name, paths: published });
  }
});
