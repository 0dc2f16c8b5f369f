/**
 * #27 item 2, the card art's icons: every card kind of every game has its game-icons.net icon in
 * the subset its game's tables download (client/src/art/icons/<game>.ts, #41), that subset holds
 * no icon its game does not use, and each icon there is the package's own, as
 * `npm run icons -w client` writes it.
 */
import { createRequire } from 'node:module';
import { compileCards, kompromatCards, matahariCards } from '@dead-drop/shared';
import { ICONS as compileIcons } from '../../client/src/art/icons/compile';
import { ICONS as kompromatIcons } from '../../client/src/art/icons/kompromat';
import { ICONS as matahariIcons } from '../../client/src/art/icons/matahari';
import { PROTOCOL_ICONS } from '../../client/src/compile/iconChoice';
import { MISSION_ICONS, missionArt, NOTORIETY_ICON } from '../../client/src/kompromat/iconChoice';
import { COVER_ICONS, OPERATION_ICONS } from '../../client/src/matahari/iconChoice';
import { byId, registered } from '../gameChecks/registered';

/** The kinds whose icon is not in the game's shipped subset `shipped` (or that have none). */
const missing = (shipped: Readonly<Record<string, unknown>>, kinds: readonly string[], icons: Readonly<Record<string, string>>) =>
  kinds.filter((kind) => icons[kind] === undefined || !(icons[kind] in shipped));

test('every Compile protocol has its icon', () => {
  expect(missing(compileIcons, compileCards.PROTOCOLS, PROTOCOL_ICONS)).toEqual([]);
});

test('every Kompromat mission card has the icon of its kind or item, and the notoriety token its own', () => {
  const kinds = [...new Set(kompromatCards.MISSION_CARDS.map(missionArt))];
  // Every item, every kind but "item" (target, document, code and counter-intelligence).
  expect(kinds).toEqual(expect.arrayContaining([...kompromatCards.ITEM_KINDS, 'target', 'document', 'code', 'ci']));
  expect(missing(kompromatIcons, kinds, MISSION_ICONS)).toEqual([]);
  expect(NOTORIETY_ICON in kompromatIcons).toBe(true);
});

test('every Mata Hari resource and partner, and both sides of a cover, has its icon', () => {
  expect(missing(matahariIcons, [...matahariCards.RESOURCES, ...matahariCards.PARTNERS], OPERATION_ICONS)).toEqual([]);
  expect(missing(matahariIcons, ['undercover', 'compromised'], COVER_ICONS)).toEqual([]);
});

describe.each(byId(registered))('%s', (_id, { withClient }) => {
  test('its shipped subset is exactly the icons chosen for it: none unused', async () => {
    const icons = await withClient((client) => client.icons);
    if (icons) expect(Object.keys(icons.shipped).sort()).toEqual(icons.chosen);
  });

  test('each shipped icon is the one game-icons publishes, its paths unchanged', async () => {
    const require = createRequire(__filename);
    const set: { icons: Record<string, { body: string }> } = require('@iconify-json/game-icons/icons.json');
    for (const [name, paths] of Object.entries((await withClient((client) => client.icons))?.shipped ?? {})) {
      const published = [...set.icons[name]!.body.matchAll(/ d="([^"]+)"/g)].map((match) => match[1]);
      expect({ name, paths }).toEqual({ name, paths: published });
    }
  });
});
