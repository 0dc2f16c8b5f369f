/**
 * The server's store refuses writes under a game (#34 item 1; a full disk does the same):
 * the chat line that could not be stored is refused with words saying nothing was done, the
 * banner says why the table waits, and once the store takes writes again the banner goes by
 * itself and the table goes on. A second connection to the store's file holds its write lock.
 */
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { browserFixture } from './fixture';
import { DESKTOP, playAgainstBots } from './people';

jest.setTimeout(3 * 60_000);

const at = browserFixture();

test('a store that refuses writes: the refusal, the banner while it lasts, and the table going on by itself', async () => {
  const ada = await at.open('Ada', DESKTOP);
  await playAgainstBots(ada, at.origin, 'kompromat');
  const locker = new DatabaseSync(path.join(at.dataDir, 'tables.sqlite'));
  const banner = ada.page.locator('[data-testid="banner-disconnected"][data-state="storeFailing"]');
  locker.exec('BEGIN IMMEDIATE');
  try {
    await ada.testId('chat-input').fill('hello?');
    await ada.testId('chat-send').click();
    await ada.page.getByTestId('toast-error').filter({ hasText: 'nothing was done' }).waitFor();
    await banner.waitFor();
    expect(await banner.textContent()).toMatch(/cannot save this table right now/);
    // The line stays in the box, to send again.
    expect(await ada.testId('chat-input').inputValue()).toBe('hello?');
  } finally {
    locker.exec('ROLLBACK');
    locker.close();
  }
  await banner.waitFor({ state: 'hidden' });
  await ada.testId('chat-send').click();
  await ada.page.getByTestId('chat-line').filter({ hasText: 'hello?' }).waitFor();
});
