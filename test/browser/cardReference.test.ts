/**
 * The card reference (#28 item 2), as a reader meets it: from the landing page to every card of
 * each game, narrowed by a filter and by words, in English and in German, on a desktop and a
 * phone, in the theme (themeCheck.ts) with every word at 12 px or more. Screenshots:
 * test/artifacts/reference-<game>-<device>.png.
 */
import { browserFixture } from './fixture';
import { DESKTOP, type Person, PHONE } from './people';
import { themeProblems } from './themeCheck';

jest.setTimeout(5 * 60_000);

const at = browserFixture();

/** Words drawn smaller than `px` on the page. */
function smallWords(person: Person, px: number): Promise<string[]> {
  return person.page.evaluate(
    (px) =>
      [...document.querySelectorAll('main *')].flatMap((element) => {
        const own = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');
        const size = parseFloat(getComputedStyle(element).fontSize);
        return own && size < px ? [`${element.tagName} "${element.textContent!.trim().slice(0, 30)}" at ${size} px`] : [];
      }),
    px,
  );
}

test('every card of every game, filtered, in English and German, on a desktop and a phone', async () => {
  const reader = await at.open('Rea', DESKTOP);
  await reader.page.goto(`${at.origin}/`);
  await reader.testId('card-reference').click();
  await reader.testId('ref-list').waitFor();

  for (const [device, { viewport }] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await reader.page.setViewportSize(viewport);
    for (const game of ['kompromat', 'matahari', 'compile']) {
      await reader.testId(`ref-game-${game}`).click();
      await reader.page.waitForURL(`**/cards/${game}`);
      expect(await reader.page.evaluate(themeProblems)).toEqual([]);
      expect(await smallWords(reader, 12)).toEqual([]);
      await reader.screenshot(`reference-${game}-${device}`);
    }
  }

  // Compile's Fire cards with text in the bottom box, then by a word of one of them.
  await reader.testId('ref-filter-protocol').selectOption('fire');
  expect(await reader.page.locator('[data-testid^="ref-card-"]').count()).toBe(6);
  await reader.testId('ref-filter-box').selectOption('bottom');
  const bottoms = await reader.page.locator('[data-testid^="ref-card-"]').allTextContents();
  expect(bottoms.length).toBeGreaterThan(0);
  expect(bottoms.every((text) => /Bottom box:/.test(text))).toBe(true);
  await reader.testId('ref-search').fill('nonsenseword');
  await reader.testId('ref-none').waitFor();
  await reader.testId('ref-search').fill('');

  // In German, the same card in its own words.
  await reader.testId('lang-de').click();
  await reader.testId('ref-card-fire-0').waitFor();
  expect(await reader.testId('ref-card-fire-0').textContent()).toMatch(/Feuer 0/);
  await reader.testId('ref-game-matahari').click();
  expect(await reader.testId('ref-card-gun').textContent()).toMatch(/Pistole/);
  await reader.screenshot('reference-matahari-phone-de');
});
