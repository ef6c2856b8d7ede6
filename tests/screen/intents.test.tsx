// One request per intent, at the screen layer, inside the stand-in Telegram client (moved from
// tests/e2e/stateful/money-safety.spec.ts and intents.spec.ts, assertions kept): two MainButton
// presses 0 to 600 ms apart move money once, confirm an order once and start auto-accept once,
// against the stateful backend answering in 150 ms as in the e2e specs, its ledger checked after
// every test; a press in the same task as the last keystroke sends what was typed last. Also
// (from outages.spec.ts) init data refused at launch: the session screen, one sign-in, and
// Открыть заново closes the mini-app. Taps at a place on screen (a sliding sheet) stay in Playwright.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OPEN_WITHDRAWAL_TERMS } from '../backend/seed.ts';
import { renderScreen, screenBackend } from '../support/render-screen.tsx';
import { ADDRESS, E2E_LATENCY_MS, OPERATION_URL, SETTLE_MS, debitedOnce, movedOnce, nativeMainButtonReady, pressMainButtonTwice, wait } from '../support/screen-money.ts';

// A loaded machine (2 cores, many runs) slows a whole app in jsdom several times over: a failure
// is an assertion's, not the 15 s default's.
vi.setConfig({ testTimeout: 40_000 });

const NB = '\u00a0';
const GAP_MS = 250;
const ALL_DAY = { start: '00:00', end: '23:59' };

beforeEach(() => screenBackend().configure({ latencyMs: E2E_LATENCY_MS }));

describe('withdraw and transfer: one request per intent', () => {
  for (const gap of [0, 100, 250, 600]) {
    it(`withdraw: two MainButton presses ${gap} ms apart move money once`, async () => {
      const backend = screenBackend();
      const page = await renderScreen('balance-conclusion', {}, { client: {} });
      // The withdrawal's socket event is checked below: the socket must be up before the press.
      await expect.poll(() => backend.sockets(), { timeout: 10_000 }).toBe(1);
      await page.getByLabel('Сумма', { exact: true }).fill('12,5');
      await page.getByLabel('Адрес кошелька USDT').fill(ADDRESS);
      await nativeMainButtonReady(page, 'Вывести');

      await pressMainButtonTwice(page, gap);
      await expect(page).toHaveURL(OPERATION_URL);
      // The backend's withdrawal event gives the amount as negative (as the contract's example does): one minus sign.
      // Checked while its toast is up (4 s), before the settle wait.
      await expect(page.getByText(`−12,50${NB}USDT`).or(page.getByText('−12,50 USDT')).first()).toBeVisible();
      await expect(page.getByText(/−-/)).toHaveCount(0);
      await wait(SETTLE_MS);
      debitedOnce(backend, 'withdraw', 12.5);
      await expect(page.getByText(/−-/)).toHaveCount(0);
    });
  }

  it('transfer: presses 250 ms apart move money once', async () => {
    const backend = screenBackend();
    const page = await renderScreen('balance-translation', {}, { client: {} });
    await page.getByLabel('Сумма', { exact: true }).fill('7,25');
    await page.getByLabel('Получатель').fill('trader_42');
    await nativeMainButtonReady(page, 'Перевести');
    await pressMainButtonTwice(page, 250);
    await movedOnce(page, backend, 'transfer', 7.25);
  });

  it('a press within a frame of the last keystroke sends what was typed last', async () => {
    const backend = screenBackend();
    // Amounts below the withdrawal minimum (issue 28): this test is about the keystroke, not the terms.
    backend.reset({ withdrawalTerms: OPEN_WITHDRAWAL_TERMS });
    const page = await renderScreen('balance-conclusion', {}, { client: {} });
    const amount = page.getByLabel('Сумма', { exact: true });
    await amount.fill('3');
    await page.getByLabel('Адрес кошелька USDT').fill(ADDRESS);
    await nativeMainButtonReady(page, 'Вывести');
    // The keystroke and the press in one task: no render in between.
    const input = (await amount.element()) as HTMLInputElement;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setValue.call(input, '4');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    page.receive('main_button_pressed');
    await expect(page).toHaveURL(OPERATION_URL);
    expect(backend.requests.find((r) => r.operationId === 'withdraw')?.body).toEqual({ amount: 4, address: ADDRESS });
    debitedOnce(backend, 'withdraw', 4);
  });
});

describe('order changes: two presses, one change', () => {
  it('confirming a payment: two MainButton taps, one confirmation', async () => {
    const backend = screenBackend();
    const page = await renderScreen('index', {}, { client: {} });
    await nativeMainButtonReady(page, 'Подтвердить получение');
    await pressMainButtonTwice(page, GAP_MS);
    await expect(page).toHaveURL(/\/trade\/order\/complete\?order_id=/);
    await wait(SETTLE_MS);
    expect(backend.count({ operationId: 'confirmOrder' })).toBe(1);
    expect(backend.applied('confirmOrder')).toBe(1);
  });

  it('starting auto-accept: two MainButton taps, one activation', async () => {
    const backend = screenBackend();
    backend.reset({ orders: [], schedule: { timezone: 'UTC', days: [ALL_DAY, ALL_DAY, ALL_DAY, ALL_DAY, ALL_DAY, ALL_DAY, ALL_DAY] } });
    const page = await renderScreen('index', {}, { client: {} });
    await nativeMainButtonReady(page, 'Начать поиск сделок');
    await pressMainButtonTwice(page, GAP_MS);
    await expect(page.getByText('Поиск сделки запущен')).toBeVisible();
    await wait(SETTLE_MS);
    expect(backend.count({ operationId: 'activateAutoaccept' })).toBe(1);
    expect(backend.applied('activateAutoaccept')).toBe(1);
  });
});

describe('a session that cannot be renewed', () => {
  it('init data refused at launch: the same screen, and the sign-in is not repeated', async () => {
    const backend = screenBackend();
    backend.configure({ initDataMaxAgeS: -60 });
    const page = await renderScreen('index', {}, { client: {}, settled: false });
    const closeRequests = () => page.posted('web_app_close').length;
    await expect(page.getByRole('heading', { name: 'Сессия истекла' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Доступ запрещён' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Написать в поддержку' })).toBeVisible();
    await page.getByRole('button', { name: 'Открыть заново' }).click();
    await expect.poll(() => closeRequests()).toBe(1);
    await wait(1000);
    expect(backend.count({ operationId: 'issueToken' })).toBe(1);
  });
});
