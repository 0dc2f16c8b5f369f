/**
 * #27 item 2, the card art's icons: every card kind of every game has its game-icons.net icon in
 * the subset its game's tables download (client/src/art/icons/<game>.ts, #41), that subset holds
 * no icon its game does not use, and each icon there is the package's own, as
 * `npm run icons -w client` writes it.
 */
import { createRequire } from 'node:module';
import { compileCards, kompromatCards, matahariCards } from '@dead-drop/shared';
import {
  chosenIcons,
  COVER_ICONS,
  MISSION_ICONS,
  missionArt,
  NOTORIETY_ICON,
  OPERATION_ICONS,
  PROTOCOL_ICONS,
} from '../../client/src/art/iconChoice';
import { ICONS as compileIcons } from '../../client/src/art/icons/compile';
import { ICONS as kompromatIcons } from '../../client/src/art/icons/kompromat';
import { ICONS as matahariIcons } from '../../client/src/art/icons/matahari';

/** Each game's icons, as its tables download them. */
const SETS: Record<keyof ReturnType<typeof chosenIcons>, Readonly<Record<string, readonly string[]>>> = {
  compile: compileIcons,
  kompromat: kompromatIcons,
  matahari: matahariIcons,
};
/** The kinds whose icon is not in `game`'s shipped subset (or that have none). */
const missing = (game: keyof typeof SETS, kinds: readonly string[], icons: Readonly<Record<string, string>>) =>
  kinds.filter((kind) => icons[kind] === undefined || !(icons[kind] in SETS[game]));

test('every Compile protocol has its icon', () => {
  expect(missing('compile', compileCards.PROTOCOLS, PROTOCOL_ICONS)).toEqual([]);
});

test('every Kompromat mission card has the icon of its kind or item, and the notoriety token its own', () => {
  const kinds = [...new Set(kompromatCards.MISSION_CARDS.map(missionArt))];
  // Every item, every kind but "item" (target, document, code and counter-intelligence).
  expect(kinds).toEqual(expect.arrayContaining([...kompromatCards.ITEM_KINDS, 'target', 'document', 'code', 'ci']));
  expect(missing('kompromat', kinds, MISSION_ICONS)).toEqual([]);
  expect(NOTORIETY_ICON in kompromatIcons).toBe(true);
});

test('every Mata Hari resource and partner, and both sides of a cover, has its icon', () => {
  expect(missing('matahari', [...matahariCards.RESOURCES, ...matahariCards.PARTNERS], OPERATION_ICONS)).toEqual([]);
  expect(missing('matahari', ['undercover', 'compromised'], COVER_ICONS)).toEqual([]);
});

test("each game's shipped subset is exactly the icons chosen for it: none unused", () => {
  const chosen = chosenIcons();
  for (const game of ['compile', 'kompromat', 'matahari'] as const)
    expect({ game, icons: Object.keys(SETS[game]).sort() }).toEqual({ game, icons: chosen[game] });
});

test('each shipped icon is the one game-icons publishes, its paths unchanged', () => {
  const require = createRequire(__filename);
  const set: { icons: Record<string, { body: string }> } = require('@iconify-json/game-icons/icons.json');
  for (const [name, paths] of Object.values(SETS).flatMap((icons) => Object.entries(icons))) {
    const published = [...set.icons[name]!.body.matchAll(/ d="([^"]+)"/g)].map((match) => match[1]);
    expect({ name, paths }).toEqual({ name, paths: published });
  }
});
