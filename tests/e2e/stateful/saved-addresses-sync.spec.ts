// Saved withdrawal addresses merge across devices, never overwrite (issue 42), against the
// stateful backend and a Telegram client whose cloud storage is shared by two devices, each its
// own browser context (tests/support/telegram-client.ts): two devices saving while the other's
// cloud fails both end with every address once. One phone whose cloud hangs or fails is a screen
// test: tests/screen/withdrawal-terms.test.tsx.
import type { Browser, Page } from '@playwright/test';
import { installTelegramClient, nativeMainButtonReady, setAnswers, type ClientOptions } from '../../support/telegram-client.ts';
import { expect, openApp, test } from '../../support/stateful.ts';
import { ADDRESS, OPERATION_URL } from './money.ts';

const OTHER = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const THIRD = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const PENDING = 'Сохранено на этом телефоне; на других устройствах появится, когда Telegram ответит';
const saved = (entries: { address: string; label: string; used_at: number }[]) => JSON.stringify(entries);
const picks = (page: Page) => page.getByRole('region', { name: 'Сохранённые адреса' }).getByRole('button', { name: /^Выбрать адрес/ });
const labelsIn = (value: string | undefined) => (JSON.parse(value ?? '[]') as { label?: string }[]).flatMap((e) => (e.label ? [e.label] : []));

/** Withdraws 15 USDT to a new `address` and saves it under `label` on its operation page. */
async function withdrawAndSave(page: Page, address: string, label: string): Promise<void> {
  await page.getByLabel('Сумма', { exact: true }).fill('15');
  await page.getByLabel('Адрес кошелька USDT').fill(address);
  await nativeMainButtonReady(page, 'Вывести');
  await page.evaluate(() => window.Telegram?.WebView?.receiveEvent?.('main_button_pressed'));
  await expect(page).toHaveURL(OPERATION_URL);
  const offer = page.getByRole('region', { name: 'Сохранить адрес' });
  await offer.getByLabel('Название адреса').fill(label);
  await offer.getByRole('button', { name: 'Сохранить' }).click();
}

/** A second device of the same trader: its own browser context (its own local storage). */
async function device(browser: Browser, baseURL: string | undefined, client: ClientOptions): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await installTelegramClient(page, client);
  return page;
}

test('two devices sharing one cloud, each saving while its cloud calls fail: after the next launch of each, both hold both addresses once', async ({ page, browser, baseURL }) => {
  const cloud: Record<string, string> = { withdraw_addresses: saved([{ address: ADDRESS, label: 'Binance', used_at: 1_700_000_000_000 }]) };
  await installTelegramClient(page, { sharedCloud: cloud });
  const laptop = await device(browser, baseURL, { sharedCloud: cloud });
  try {
    await openApp(page, '/balance/conclusion');
    await openApp(laptop, '/balance/conclusion');
    await expect(picks(page)).toHaveText([/^Binance/]);
    await expect(picks(laptop)).toHaveText([/^Binance/]);

    await setAnswers(page, { cloudCalls: 'fail' });
    await withdrawAndSave(page, OTHER, 'OKX');
    await expect(page.getByText(PENDING)).toBeVisible();
    await setAnswers(laptop, { cloudCalls: 'fail' });
    await withdrawAndSave(laptop, THIRD, 'Bybit');
    await expect(laptop.getByText(PENDING)).toBeVisible();
    expect(labelsIn(cloud['withdraw_addresses'])).toEqual(['Binance']);

    // The next launch of each (the cloud answering): the phone, then the laptop, then the phone.
    const relaunch = (p: Page) => p.goto(p.url().replace(/\/balance\/operations\/[^#]*/, '/balance/conclusion'));
    await relaunch(page);
    await expect(picks(page)).toHaveText([/^OKX/, /^Binance/]);
    await relaunch(laptop);
    await expect(picks(laptop)).toHaveText([/^Bybit/, /^OKX/, /^Binance/]);
    await relaunch(page);
    await expect(picks(page)).toHaveText([/^Bybit/, /^OKX/, /^Binance/]);
    expect(labelsIn(cloud['withdraw_addresses'])).toEqual(['Bybit', 'OKX', 'Binance']);

    // Removed on the laptop: gone on the phone at its next launch, and it does not come back.
    await laptop.getByRole('button', { name: 'Удалить адрес «Binance»' }).click();
    await expect(picks(laptop)).toHaveText([/^Bybit/, /^OKX/]);
    await expect.poll(() => labelsIn(cloud['withdraw_addresses'])).toEqual(['Bybit', 'OKX']);
    await relaunch(page);
    await expect(picks(page)).toHaveText([/^Bybit/, /^OKX/]);
    await relaunch(laptop);
    await expect(picks(laptop)).toHaveText([/^Bybit/, /^OKX/]);
  } finally {
    await laptop.context().close();
  }
});
