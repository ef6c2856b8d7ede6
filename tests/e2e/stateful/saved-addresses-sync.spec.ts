// Saved withdrawal addresses merge across devices, never overwrite (issue 42), against the
// stateful backend and a Telegram client whose cloud storage fails, hangs or is shared by two
// devices (tests/support/telegram-client.ts): an address saved while the cloud does not answer
// stays on this phone, the trader is told so, and it reaches the cloud at the next launch; two
// devices saving while the other's cloud fails both end with every address once.
import type { Browser, Page } from '@playwright/test';
import { cloudStorage, installTelegramClient, nativeMainButtonReady, setAnswers, type ClientOptions } from '../../support/telegram-client.ts';
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

test('an address saved while the cloud does not answer stays on this phone, says so, and merges with the cloud’s list at the next launch', async ({ page, backend }) => {
  const cloud = { withdraw_addresses: saved([{ address: ADDRESS, label: 'Binance', used_at: 1_700_000_000_000 }]) };
  await installTelegramClient(page, { cloud });
  await openApp(page, '/balance/conclusion');
  await expect(picks(page)).toHaveText([/^Binance/]);
  // From now on the client's cloud calls never answer (a mobile network that hangs).
  await setAnswers(page, { cloudCalls: 'hang' });
  await withdrawAndSave(page, OTHER, 'Новый');
  await expect(page.getByText(PENDING)).toBeVisible({ timeout: 10_000 });
  expect(labelsIn((await cloudStorage(page))['withdraw_addresses'])).toEqual(['Binance']);
  expect(backend.applied('withdraw')).toBe(1);

  // The next launch: the client answers again, the cloud still holds only Binance.
  await page.goto(page.url().replace(/\/balance\/operations\/[^#]*/, '/balance/conclusion'));
  await expect(picks(page)).toHaveText([/^Новый/, /^Binance/]);
  await expect.poll(async () => labelsIn((await cloudStorage(page))['withdraw_addresses'])).toEqual(['Новый', 'Binance']);
  await expect(page.getByText(PENDING)).toHaveCount(0);
});

test('a cloud write that fails is retried while the app stays open, and the note goes once the cloud has it', async ({ page }) => {
  await installTelegramClient(page);
  await openApp(page, '/balance/conclusion');
  await expect(page.getByLabel('Адрес кошелька USDT')).toBeVisible();
  await setAnswers(page, { cloudCalls: 'fail' });
  await withdrawAndSave(page, OTHER, 'Новый');
  await expect(page.getByText(PENDING)).toBeVisible();
  // To the form within the app (no reload: a launch would sync anyway).
  await page.evaluate(() => {
    const url = new URL(location.href);
    url.pathname = '/balance/conclusion';
    history.pushState(null, '', url);
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(picks(page)).toHaveText([/^Новый/]);
  await expect(page.getByRole('region', { name: 'Сохранённые адреса' })).toContainText(PENDING);
  expect(await cloudStorage(page)).toEqual({});
  // The client recovers: the retry (at most a minute; coming back to the app retries at once) takes it up.
  await setAnswers(page, { cloudCalls: 'ok' });
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect.poll(async () => labelsIn((await cloudStorage(page))['withdraw_addresses'])).toEqual(['Новый']);
  await expect(page.getByText(PENDING)).toHaveCount(0);
});

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
