// What a trader feels of the Telegram client (spec section 9), driven through the bridge as the
// client does (tests/support/telegram-client.ts): the support link opens in Telegram, not in a
// browser tab (the browser's pages are counted). Haptics, the secondary button and the bottom
// buttons' colours are screen-tested: tests/screen/telegram-feel.test.tsx.
import { installTelegramClient, posted } from '../../support/telegram-client.ts';
import { expect, openApp, test } from '../../support/stateful.ts';

test('the support link on the error screen opens in Telegram as a checked t.me short link', async ({ page, backend }) => {
  await installTelegramClient(page);
  backend.fail('listBanks', 500);
  await openApp(page, 'requisite');
  await expect(page.getByRole('button', { name: 'Повторить' })).toBeVisible();
  await expect.poll(async () => (await posted(page)).some((e) => e.type === 'web_app_ready')).toBe(true);
  const link = page.getByRole('link', { name: 'Написать в поддержку' });
  await expect(link).toHaveAttribute('href', 'https://t.me/trader_support');
  const pages = page.context().pages().length;
  await link.click();
  await expect.poll(async () => (await posted(page)).filter((e) => e.type === 'web_app_open_tg_link').map((e) => e.data?.['path_full'])).toEqual(['/trader_support']);
  // Not a browser tab.
  expect(page.context().pages()).toHaveLength(pages);
});
