/**
 * Accusing on a phone (#19: the Accuse section used to be built again the instant it opened,
 * so it snapped shut). Cy plays Mata Hari against three bots on a 390×844 phone until another
 * seat's offer lies on the table, opens "Accuse", picks a partner and accuses; the log says
 * so. Her own turns, when they come first, she plays with a one-card offer and a rejection.
 */
import { browserFixture } from './fixture';
import { describeTable } from './game';
import { objectAt, tapCard } from './matahariTable';
import { PHONE, playAgainstBots, type Person } from './people';

jest.setTimeout(10 * 60_000);

const at = browserFixture();

/** Clicks what Cy's own turn needs, or nothing when the accusation can be made: which one it was. */
async function nextStep(cy: Person): Promise<'accuse' | 'played'> {
  const panel = cy.testId('composer');
  await panel.waitFor();
  await cy.page.waitForFunction(() => {
    const composer = document.querySelector('[data-testid="composer"]');
    return !!composer?.querySelector('[data-testid="accuse"], [data-testid="compose-offer"], [data-testid="compose-reject"], [data-testid="compose-pass"], [data-testid="compose-counter"]');
  });
  if (await cy.testId('accuse').count() > 0) return 'accuse';
  const offer = await cy.testId('compose-offer').count() > 0;
  if (offer) {
    await tapCard(cy, objectAt(await cy.scene(), 'hand:0')!);
    // A long declaration makes the panel scroll: its Offer button stays in sight (#19).
    for (let statements = 0; statements < 3; statements++) await cy.testId('add-statement').click();
    const panel = await cy.page.locator('.stage-overlay').boundingBox();
    const button = await cy.testId('compose-offer').boundingBox();
    expect(button!.y + button!.height).toBeLessThanOrEqual(panel!.y + panel!.height + 1);
    expect(button!.y).toBeGreaterThanOrEqual(panel!.y - 1);
    await cy.screenshot('mh-12-offer-panel-phone');
  }
  const [id] = offer ? ['compose-offer'] : await cy.testId('compose-reject').count() > 0 ? ['compose-reject'] : ['compose-pass'];
  const clicked = cy.testId(id!);
  await clicked.click();
  // The server's answer redraws the panel: the button clicked is gone then.
  await clicked.waitFor({ state: 'detached' });
  return 'played';
}

test('Cy opens "Accuse" on her phone, it stays open through the table\'s updates, and her accusation is made', async () => {
  const cy = await at.open('Cy', PHONE);
  await playAgainstBots(cy, at.origin, 'matahari', 4);

  let step = 0;
  while (await nextStep(cy) !== 'accuse') {
    if (++step > 40) throw new Error(`no offer to accuse after 40 steps\n${await describeTable([cy])}`);
  }
  const accuse = cy.testId('accuse');
  await accuse.locator('summary').tap();
  // Opening it changes the page's height: the panel is drawn again, and must stay open.
  await cy.page.setViewportSize({ width: 390, height: 700 });
  await cy.page.setViewportSize(PHONE.viewport);
  const button = accuse.locator('button[data-testid^="accuse-"]').first();
  await button.waitFor({ state: 'visible' });
  expect(await accuse.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
  await cy.screenshot('mh-11-accuse-phone');
  const lines = (await cy.logLines()).length;
  await button.tap();
  await cy.page.waitForFunction((before) => document.querySelectorAll('[data-testid="game-log"] li').length > before, lines);
  expect((await cy.logLines()).join('\n')).toMatch(/You accused/);
});
