/**
 * #27 item 2, the card art seen at the table: each game's table on a 1280×720 desktop and a
 * 390×844 phone, played against bots, once it is drawn and still. Compile and Kompromat are
 * set up at rigged positions with cards on the table; Mata Hari is a real three-player set-up.
 * Screenshots: test/artifacts/art-<game>-<desktop|phone>-<stage>.png, the stage `after` unless
 * ART_STAGE names another (the "before" shots were taken with ART_STAGE=before).
 */
import { compile, games, kompromat, type AnyGame } from '@dead-drop/shared';
import { rig as compileRig } from '../compile/rig';
import { M, rig as kompromatRig } from '../kompromat/rig';
import { browserFixture } from './fixture';
import { DESKTOP, PHONE, playAgainstBots, type Device } from './people';

jest.setTimeout(10 * 60_000);

const STAGE = process.env.ART_STAGE ?? 'after';

/** Every protocol's frame, face-up and face-down cards, a compiled protocol, a hand. */
const COMPILE = () =>
  compileRig({
    protocols: [
      ['death', 'fire', 'life'],
      ['metal', 'water', 'light'],
    ],
    compiled: [[false, true, false]],
    field: [
      [['death 1', 'death 3'], ['fire 4 down'], ['life 2']],
      [['metal 3'], ['water 1 down', 'water 4'], []],
    ],
    hands: [['death 2', 'life 3', 'fire 0', 'light 4']],
  });

/** Both sides' stacks on the first two missions, one's own turn. */
const KOMPROMAT = () =>
  kompromatRig({
    missions: [
      {
        card: M.informant,
        ci: M.ci2,
        sides: [
          [2, 3, 4],
          [1, 5, 0.5],
        ],
      },
      {
        card: M.nightVision,
        sides: [
          [5, 6],
          [7, 1],
        ],
      },
      { card: M.interrogation, sides: [[], [9]] },
      { card: M.document[0], sides: [[10], []] },
    ],
    turn: { seat: 0 },
  });

const riggedCompile: AnyGame = { ...compile, setup: COMPILE };
const riggedKompromat: AnyGame = { ...kompromat, setup: KOMPROMAT };
const at = browserFixture({ games: games.map((game) => ({ compile: riggedCompile, kompromat: riggedKompromat })[game.id] ?? game) });

/** What each table draws once it is laid out: a hand, or Kompromat's name plates. */
const DRAWN: Record<string, string> = { compile: 'hand:', kompromat: 'plate:', matahari: 'hand:' };
const SCREENS: [string, Device][] = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
];

test.each(['compile', 'kompromat', 'matahari'])('%s: the table with its art, on a desktop and a phone', async (game) => {
  for (const [size, device] of SCREENS) {
    const person = await at.open(`Ada${size}`, device);
    await playAgainstBots(person, at.origin, game, game === 'matahari' ? 3 : undefined);
    await person.waitForScene('the table', (scene) => scene.some((o) => o.id.startsWith(DRAWN[game]!)));
    await person.waitUntilStill();
    await person.screenshot(`art-${game}-${size}-${STAGE}`);
    await person.close();
  }
});
