/**
 * "More about this card" at a table (#28 item 2): a card whose face the player sees, pointed
 * at, pressed or focused in the action bar, gets a button that opens the card reference at that
 * card, with its rulings, over the table; Esc comes back to the table, which went on. A back is
 * never one: pointing at the opponent's face-down card leaves the button as it was. Compile,
 * rigged: Light 2 in hand, a face-down Water 1 of the opponent's in line 2. Kompromat, rigged:
 * a Vesper Martini in front of the player, on a phone. And a deep link opens the page at a card.
 */
import { compile, games, kompromat, type AnyGame } from '@dead-drop/shared';
import { rig as rigCompile } from '../compile/rig';
import { M, rig } from '../kompromat/rig';
import { browserFixture } from './fixture';
import { DESKTOP, PHONE, playAgainstBots, type Person } from './people';

jest.setTimeout(5 * 60_000);

const riggedCompile: AnyGame = {
  ...compile,
  setup: () =>
    rigCompile({
      protocols: [
        ['fire', 'light', 'life'],
        ['metal', 'water', 'gravity'],
      ],
      hands: [['light 2', 'fire 3', 'life 1']],
      field: [[], [[], ['water 1 down']]],
    }),
};
const riggedKompromat: AnyGame = { ...kompromat, setup: () => rig({ turn: { seat: 0 }, items: [[M.vesper]] }) };
const RIGGED: Record<string, AnyGame> = { compile: riggedCompile, kompromat: riggedKompromat };
const at = browserFixture({ games: games.map((game) => RIGGED[game.id] ?? game) });

/** Moves the mouse onto the middle of the drawn object `id`, as a player points at it. */
async function pointAt(person: Person, id: string): Promise<void> {
  const object = (await person.scene()).find((candidate) => candidate.id === id);
  if (!object) throw new Error(`${id} is not drawn`);
  await person.page.mouse.move(object.x + Math.min(16, object.w / 2), object.y + object.h / 2);
}

/** What the button covers of the names and the status line ("what to do now"): nothing, #42. */
async function coveredByLink(person: Person): Promise<string[]> {
  const link = await person.testId('card-link').boundingBox();
  if (!link) throw new Error('the button is not shown');
  return (await person.scene())
    .filter(
      (object) =>
        (object.id === 'status' || object.kind === 'seat') &&
        link.x < object.x + object.w &&
        object.x < link.x + link.width &&
        link.y < object.y + object.h &&
        object.y < link.y + link.height,
    )
    .map((object) => `${object.id} "${object.label}"`);
}

/** The id of the reference card that has the focus in the overlay. */
const focusedCard = (person: Person) => person.page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.testid ?? '');

test('Compile: pointing at a card offers more about it; the reference opens over the table at it, with its rulings, and Esc comes back', async () => {
  const ada = await at.open('Ada', DESKTOP);
  await playAgainstBots(ada, at.origin, 'compile');
  await ada.waitForObject('card:1:1:0', "the opponent's face-down Water 1");
  await ada.waitUntilStill();
  const link = ada.testId('card-link');
  expect(await link.isVisible()).toBe(false);

  const light = (await ada.scene()).find((o) => o.compileCard?.place === 'hand' && o.compileCard.protocol === 'light')!;
  await pointAt(ada, light.id);
  await link.waitFor();
  expect(await link.textContent()).toBe('Light 2 · More about this card');
  expect(await coveredByLink(ada)).toEqual([]);
  // The opponent's face-down card is a back: pointing at it leaves the button on Light 2.
  await pointAt(ada, 'card:1:1:0');
  await ada.page.waitForTimeout(300);
  expect(await link.textContent()).toBe('Light 2 · More about this card');

  await link.click();
  const overlay = ada.testId('card-overlay');
  await overlay.waitFor();
  await ada.page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'ref-card-light-2');
  expect(await ada.testId('ref-card-light-2').getAttribute('class')).toMatch(/focused/);
  expect(await ada.testId('ref-rulings-light-2').textContent()).toMatch(/Decision 21: Its follow-up is one choice/);
  await ada.screenshot('card-link-compile-overlay');
  // Still at the table underneath: the address is the table's, and its canvas is there.
  expect(ada.page.url()).toMatch(/\/t\//);
  await ada.page.keyboard.press('Escape');
  await overlay.waitFor({ state: 'hidden' });
  expect(await ada.testId('table-canvas').isVisible()).toBe(true);
  expect(await ada.testId('end-screen').isVisible()).toBe(false);

  // By keyboard: focusing a hand card's entry in the action bar reads that card.
  const fire = (await ada.scene()).find((o) => o.compileCard?.place === 'hand' && o.compileCard.protocol === 'fire')!;
  await ada.testId(`act-${fire.id}`).focus();
  await ada.page.waitForFunction(() => /^Fire 3/.test(document.querySelector('[data-testid="card-link"]')?.textContent ?? ''));

  // In German, the same button in German.
  await ada.testId('lang-de').click();
  await ada.page.waitForFunction(
    () => document.querySelector('[data-testid="card-link"]')?.textContent === 'Feuer 3 · Mehr zu dieser Karte',
  );
  await ada.testId('card-link').click();
  await ada.page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'ref-card-fire-3');
  expect(await ada.testId('card-overlay-close').textContent()).toBe('Zurück zum Tisch');
  await ada.testId('card-overlay-close').click();
  await overlay.waitFor({ state: 'hidden' });
});

test("Kompromat on a phone: a tap on one's item offers more about it, with the rulings the rules record", async () => {
  const ben = await at.open('Ben', PHONE);
  await playAgainstBots(ben, at.origin, 'kompromat');
  await ben.waitForObject('item:vesper', 'the Vesper Martini');
  await ben.waitUntilStill();
  const vesper = (await ben.scene()).find((o) => o.id === 'item:vesper')!;
  await ben.click(vesper);
  const link = ben.testId('card-link');
  await link.waitFor();
  expect(await link.textContent()).toBe('Vesper Martini · More about this card');
  const px = await link.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
  expect(px).toBeGreaterThanOrEqual(11);
  expect(await coveredByLink(ben)).toEqual([]);
  await ben.screenshot('card-link-kompromat-phone');
  await link.click();
  await ben.page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'ref-card-item-vesper');
  expect(await focusedCard(ben)).toBe('ref-card-item-vesper');
  expect(await ben.testId('ref-rulings-item-vesper').textContent()).toMatch(
    /Decision 21: It changes its owner.s total at the current mission only/,
  );
  await ben.screenshot('card-link-kompromat-phone-overlay');
  await ben.testId('card-overlay-close').click();
  await ben.testId('card-overlay').waitFor({ state: 'hidden' });
  // The table went on: the same item is still there to tap.
  await ben.waitForObject('item:vesper', 'the Vesper Martini, after the reference');
});

test('a deep link opens the reference at its card, marked, with its rulings in German', async () => {
  const cleo = await at.open('Cleo', DESKTOP);
  await cleo.page.goto(`${at.origin}/cards/matahari/assassin`);
  await cleo.page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'ref-card-assassin');
  expect(await cleo.testId('ref-rulings-assassin').textContent()).toMatch(/^RulingsDecision 8: Activating it is optional/);
  await cleo.testId('lang-de').click();
  await cleo.page.waitForFunction(() =>
    /Entscheidung 8: Ihn einzusetzen ist freiwillig/.test(
      document.querySelector('[data-testid="ref-rulings-assassin"]')?.textContent ?? '',
    ),
  );
  await cleo.screenshot('reference-deep-link-de');
});
