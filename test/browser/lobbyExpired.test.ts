/**
 * A lobby whose game is never started closes after the server's lobby time, even with its
 * host at it (#40 item 1): the page says why, offers a new table, and does not try to come back.
 */
import { browserFixture } from './fixture';
import { DESKTOP } from './people';

jest.setTimeout(3 * 60_000);

const at = browserFixture({ limits: { lobbySeconds: 3 } });

test('a lobby never started closes, and its page says why', async () => {
  const ada = await at.open('Ada', DESKTOP);
  await ada.page.goto(`${at.origin}/`);
  await ada.testId('game-kompromat').click();
  await ada.testId('name-input').fill('Ada');
  await ada.testId('create-table').click();
  await ada.testId('lobby').waitFor();
  const banner = ada.page.locator('[data-testid="banner-disconnected"][data-state="lobbyExpired"]');
  await banner.waitFor();
  expect(await banner.textContent()).toMatch(/its game was not started in time/);
  expect(await banner.getByRole('link').getAttribute('href')).toBe('/');
  await ada.screenshot('lobby-expired');
});
