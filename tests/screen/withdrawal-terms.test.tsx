// Withdrawal without arithmetic (issue 28, item 2) and saved addresses that merge across devices
// (issue 42) at the screen layer (moved from tests/e2e/stateful/withdrawal-terms.spec.ts and
// saved-addresses-sync.spec.ts, assertions kept), against the stateful backend, counted there, and
// the stand-in Telegram client (native MainButton, popups, cloud storage that fails or hangs):
// "Вся сумма" fills what is available and withdraws it once; the terms (fee, minimum, what
// arrives) show before and in the confirmation and are kept to; addresses are saved under a label
// in Telegram's cloud storage (or on the device without it), offered last used first, still
// checked in full before sending, and kept on this phone while the cloud does not answer; a
// backend without the terms call gets the form as before. Two devices sharing one cloud (two
// browser contexts) stay in Playwright.
import { expect, it, vi } from 'vitest';
import type { TestBackend } from '../backend/server.ts';
import { renderScreen, screenBackend, type Screen, type ScreenOptions } from '../support/render-screen.tsx';

const NB = '\u00a0';
const ADDRESS = 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC';
const OTHER = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
/** ADDRESS with its last character changed: the right shape, a wrong checksum. */
const TYPO = `${ADDRESS.slice(0, -1)}D`;
const OPERATION_URL = /\/balance\/operations\/[0-9a-f-]{36}$/;
/** Long enough for any late tap, the next screen's round trip and a socket event to land. */
const SETTLE_MS = 1500;
const PENDING = 'Сохранено на этом телефоне; на других устройствах появится, когда Telegram ответит';

const amountField = (page: Screen) => page.getByLabel('Сумма', { exact: true });
const addressField = (page: Screen) => page.getByLabel('Адрес кошелька USDT');
const terms = (page: Screen) => page.getByTestId('withdrawal-terms');
const saved = (entries: { address: string; label: string; used_at: number }[]) => ({ withdraw_addresses: JSON.stringify(entries) });
const picksOf = (page: Screen) => page.getByRole('region', { name: 'Сохранённые адреса' }).getByRole('button', { name: /^Выбрать адрес/ });
const labelsIn = (value: string | undefined) => (JSON.parse(value ?? '[]') as { label?: string }[]).flatMap((e) => (e.label ? [e.label] : []));
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

/** The withdrawal form, in Telegram (the stand-in client) unless `client` is null. */
const openForm = (client: ScreenOptions['client'] | null = {}) => renderScreen('balance-conclusion', {}, client ? { client } : {});

/** The messages of the confirmation popups the app asked the client for. */
const popupMessages = (page: Screen): string[] => page.posted('web_app_open_popup').map((e) => String(e.data?.['message'] ?? ''));

/** The native MainButton is drawn with `text` and active (the deferred SDK has started). */
async function nativeMainButtonReady(page: Screen, text: string): Promise<void> {
  await expect.poll(() => page.mainButton(), { message: `the native MainButton "${text}" is drawn and active`, timeout: 10_000 }).toMatchObject({ text, visible: true, active: true });
}

const pressMainButton = (page: Screen) => page.receive('main_button_pressed');

/** The move reached the backend once, was applied once, and the ledger debited it once. */
function debitedOnce(backend: TestBackend, operationId: 'withdraw' | 'transfer', amount: number): void {
  const ledger = backend.ledger();
  expect(backend.count({ operationId })).toBe(1);
  expect(backend.applied(operationId)).toBe(1);
  expect(ledger.operations.map((o) => o.amount)).toEqual([-amount]);
  expect(ledger.available).toBeCloseTo(ledger.initialAvailable - amount, 3);
}

/** The app shows the new operation; once late duplicates would have arrived, the move was debited once. */
async function movedOnce(page: Screen, backend: TestBackend, operationId: 'withdraw' | 'transfer', amount: number): Promise<void> {
  await expect(page).toHaveURL(OPERATION_URL);
  await settle();
  debitedOnce(backend, operationId, amount);
}

/** Withdraws 15 USDT to a new `address` and saves it under `label` on its operation page. */
async function withdrawAndSave(page: Screen, address: string, label: string): Promise<void> {
  await page.getByLabel('Сумма', { exact: true }).fill('15');
  await page.getByLabel('Адрес кошелька USDT').fill(address);
  await nativeMainButtonReady(page, 'Вывести');
  pressMainButton(page);
  await expect(page).toHaveURL(OPERATION_URL);
  const offer = page.getByRole('region', { name: 'Сохранить адрес' });
  await offer.getByLabel('Название адреса').fill(label);
  await offer.getByRole('button', { name: 'Сохранить' }).click();
}

// First in the file: before any test has started the Telegram SDK (module state, as a page's).
it('without cloud storage (a browser): the address is saved on this device and offered after a reload', async () => {
  const backend = screenBackend();
  vi.spyOn(window, 'confirm').mockReturnValue(true);
  let page = await openForm(null);
  await amountField(page).fill('12,5');
  await addressField(page).fill(ADDRESS);
  await page.getByRole('button', { name: 'Вывести', exact: true }).click();
  await movedOnce(page, backend, 'withdraw', 12.5);
  const offer = page.getByRole('region', { name: 'Сохранить адрес' });
  await expect(offer).toContainText('Он сохранится на этом устройстве.');
  await offer.getByLabel('Название адреса').fill('Личный');
  await offer.getByLabel('Название адреса').press('Enter');
  await expect(page.getByText('Адрес сохранён на этом устройстве')).toBeVisible();
  expect(localStorage.getItem('tapps/withdraw-addresses')).toContain(ADDRESS);

  page = await openForm(null);
  await page.getByRole('button', { name: /^Выбрать адрес «Личный»/ }).click();
  await expect(addressField(page)).toHaveValue(ADDRESS);
  // Removing it asks first (window.confirm here), then it is gone.
  await page.getByRole('button', { name: 'Удалить адрес «Личный»' }).click();
  await expect(page.getByRole('region', { name: 'Сохранённые адреса' })).toHaveCount(0);
  // The removal is remembered (issue 42: another device's copy must not bring it back), nothing else.
  expect(JSON.parse(localStorage.getItem('tapps/withdraw-addresses') ?? 'null')).toEqual([{ address: ADDRESS, removed_at: expect.any(Number) as unknown }]);
});

it('"Вся сумма" fills the available amount; the fee, the minimum and what arrives show, are confirmed, and the amount is debited once', async () => {
  const backend = screenBackend();
  const page = await openForm();
  await expect(terms(page)).toBeVisible();
  await expect(page.getByTestId('terms-fee')).toHaveText(`1,00${NB}USDT`);
  await expect(page.getByTestId('terms-min')).toHaveText(`10,00${NB}USDT`);
  await expect(page.getByTestId('terms-arrives')).toHaveCount(0);

  await page.getByRole('button', { name: 'Вся сумма' }).click();
  await expect(amountField(page)).toHaveValue('1250,50');
  await expect(page.getByTestId('terms-arrives')).toHaveText(`1${NB}249,50${NB}USDT`);
  await addressField(page).fill(ADDRESS);
  await nativeMainButtonReady(page, 'Вывести');
  // Two presses 250 ms apart (a double tap on the native button).
  pressMainButton(page);
  setTimeout(() => pressMainButton(page), 250);

  await movedOnce(page, backend, 'withdraw', 1250.5);
  expect(backend.requests.find((r) => r.operationId === 'withdraw')?.body).toEqual({ amount: 1250.5, address: ADDRESS });
  expect(popupMessages(page)).toEqual([
    `1${NB}250,50 USDT на адрес ${ADDRESS}, сеть TRON (TRC20). Комиссия сети 1,00 USDT (минимум вывода 10,00 USDT), на адрес придёт 1${NB}249,50 USDT. Перевод в блокчейне нельзя отменить.`,
  ]);
  expect(backend.ledger().available).toBe(0);
});

it('the terms are kept to: less than the minimum available, or typed, is named beside the field and nothing is sent', async () => {
  const backend = screenBackend();
  backend.reset({ balance: { available: 9.999, total: 9.999, overdraft: 0 } });
  const page = await openForm();
  await expect(terms(page)).toBeVisible();
  await page.getByRole('button', { name: 'Вся сумма' }).click();
  await expect(page.getByText(`Доступно меньше минимальной суммы вывода (10,00${NB}USDT)`)).toBeVisible();
  // What was typed stays; the field says what is wrong.
  await amountField(page).fill('5');
  await addressField(page).fill(ADDRESS);
  await nativeMainButtonReady(page, 'Вывести');
  pressMainButton(page);
  await expect(page.getByText(`Минимальная сумма вывода: 10,00${NB}USDT`)).toBeVisible();
  await expect(amountField(page)).toHaveValue('5');
  await expect(addressField(page)).toHaveValue(ADDRESS);
  await settle();
  expect(backend.count({ operationId: 'withdraw' })).toBe(0);
  expect(popupMessages(page)).toEqual([]);
});

it('a new address is offered for saving after the withdrawal, saved to cloud storage, then offered first and withdrawn to again', async () => {
  const backend = screenBackend();
  const page = await openForm({ cloud: saved([{ address: OTHER, label: 'OKX', used_at: 1 }]) });
  await expect(page.getByRole('region', { name: 'Сохранённые адреса' }).getByRole('button', { name: /^Выбрать адрес/ })).toHaveCount(1);
  await amountField(page).fill('12,5');
  await addressField(page).fill(ADDRESS);
  await nativeMainButtonReady(page, 'Вывести');
  pressMainButton(page);
  await expect(page).toHaveURL(OPERATION_URL);

  // On the operation's page: save it under a label. An empty one is refused and nothing is lost.
  const offer = page.getByRole('region', { name: 'Сохранить адрес' });
  await expect(offer).toContainText('Он будет на всех ваших устройствах с Telegram.');
  await offer.getByRole('button', { name: 'Сохранить' }).click();
  await expect(offer.getByText('Введите название, например «Binance»')).toBeVisible();
  await offer.getByLabel('Название адреса').fill('Binance');
  await offer.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Адрес сохранён', { exact: true })).toBeVisible();
  await expect(offer).toHaveCount(0);
  const cloud = JSON.parse(page.cloud()['withdraw_addresses'] ?? '[]') as { address: string; label: string; used_at: number }[];
  expect(cloud.map((e) => [e.label, e.address])).toEqual([
    ['Binance', ADDRESS],
    ['OKX', OTHER],
  ]);

  // Another visit of the form (Back to the balance, Вывести): the new one first (the last used), picked in one tap.
  page.receive('back_button_pressed');
  await expect(page).toHaveURL(/\/balance$/);
  await page.getByRole('navigation', { name: 'Действия с балансом' }).getByRole('button', { name: 'Вывести' }).click();
  const picks = page.getByRole('region', { name: 'Сохранённые адреса' }).getByRole('button', { name: /^Выбрать адрес/ });
  await expect(picks).toHaveText([/^Binance/, /^OKX/]);
  await picks.first().click();
  await expect(addressField(page)).toHaveValue(ADDRESS);
  await expect(page.getByText('Сохранённый адрес «Binance». Проверьте его перед выводом.')).toBeVisible();
  await amountField(page).fill('20');
  await nativeMainButtonReady(page, 'Вывести');
  pressMainButton(page);
  await expect(page).toHaveURL(OPERATION_URL);
  await expect(page.getByRole('region', { name: 'Сохранить адрес' })).toHaveCount(0);
  await settle();

  // Two intents, each debited once; the confirmation named the label beside the whole address.
  expect(backend.ledger().operations.map((o) => o.amount)).toEqual([-12.5, -20]);
  expect(backend.applied('withdraw')).toBe(2);
  expect(popupMessages(page).at(-1)).toContain(`20,00 USDT на адрес «Binance» ${ADDRESS}, сеть TRON (TRC20).`);
});

it('the last used address is offered first, and a withdrawal to a saved one moves it first in the cloud', async () => {
  const backend = screenBackend();
  const page = await openForm({
    cloud: saved([
      { address: ADDRESS, label: 'Binance', used_at: 1_700_000_000_000 },
      { address: OTHER, label: 'OKX', used_at: 1_700_000_500_000 },
    ]),
  });
  const picks = page.getByRole('region', { name: 'Сохранённые адреса' }).getByRole('button', { name: /^Выбрать адрес/ });
  await expect(picks).toHaveText([/^OKX/, /^Binance/]);
  await picks.nth(1).click();
  await amountField(page).fill('15');
  await nativeMainButtonReady(page, 'Вывести');
  pressMainButton(page);
  await movedOnce(page, backend, 'withdraw', 15);
  await expect.poll(() => (JSON.parse(page.cloud()['withdraw_addresses'] ?? '[]') as { label: string }[]).map((e) => e.label)).toEqual(['Binance', 'OKX']);
});

it('a saved address with a typo (changed on another device) is refused by the full TRC20 check and nothing is sent', async () => {
  const backend = screenBackend();
  const page = await openForm({ cloud: saved([{ address: TYPO, label: 'Старый кошелёк', used_at: 1 }]) });
  await page.getByRole('button', { name: /^Выбрать адрес «Старый кошелёк»/ }).click();
  await expect(addressField(page)).toHaveValue(TYPO);
  await expect(page.getByText('Проверьте адрес: в нём опечатка')).toBeVisible();
  await amountField(page).fill('15');
  await nativeMainButtonReady(page, 'Вывести');
  pressMainButton(page);
  await settle();
  await expect(page.getByText('Проверьте адрес: в нём опечатка')).toBeVisible();
  expect(backend.count({ operationId: 'withdraw' })).toBe(0);
  expect(popupMessages(page)).toEqual([]);
});

it('a backend without the terms call (404): no fee line, no error, and the withdrawal works as before', async () => {
  const backend = screenBackend();
  backend.lack(['getWithdrawalTerms'], 404);
  const page = await openForm();
  await expect(page.getByRole('button', { name: 'Вся сумма' })).toBeVisible();
  await expect.poll(() => backend.count({ operationId: 'getWithdrawalTerms', status: 404 })).toBe(1);
  await expect(terms(page)).toHaveCount(0);
  await expect(page.getByText(/комиссию сети/)).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Вся сумма' }).click();
  await expect(amountField(page)).toHaveValue('1250,50');
  await amountField(page).fill('12,5');
  await addressField(page).fill(ADDRESS);
  await nativeMainButtonReady(page, 'Вывести');
  pressMainButton(page);
  await movedOnce(page, backend, 'withdraw', 12.5);
  expect(popupMessages(page)).toEqual([`12,50 USDT на адрес ${ADDRESS}, сеть TRON (TRC20). Перевод в блокчейне нельзя отменить.`]);
  // Asked once: the submit did not ask a backend without the call again.
  expect(backend.count({ operationId: 'getWithdrawalTerms' })).toBe(1);
});

it('terms that fail to load (500) say so with Повторить; the form keeps what was typed, and Повторить brings them', async () => {
  const backend = screenBackend();
  backend.failNext('getWithdrawalTerms', 500);
  const page = await openForm();
  await expect(page.getByTestId('terms-failed')).toContainText('Не удалось загрузить комиссию сети');
  await amountField(page).fill('50,25');
  await page.getByTestId('terms-failed').getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByTestId('terms-arrives')).toHaveText(`49,25${NB}USDT`);
  await expect(amountField(page)).toHaveValue('50,25');
  expect(backend.count({ operationId: 'getWithdrawalTerms' })).toBe(2);
});

it('a cloud write that fails is retried while the app stays open, and the note goes once the cloud has it', async () => {
  const page = await openForm();
  await expect(page.getByLabel('Адрес кошелька USDT')).toBeVisible();
  page.setAnswers({ cloudCalls: 'fail' });
  await withdrawAndSave(page, OTHER, 'Новый');
  await expect(page.getByText(PENDING)).toBeVisible();
  // To the form within the app (no reload: a launch would sync anyway).
  await page.navigate('/balance/conclusion');
  await expect(picksOf(page)).toHaveText([/^Новый/]);
  await expect(page.getByRole('region', { name: 'Сохранённые адреса' })).toContainText(PENDING);
  expect(page.cloud()).toEqual({});
  // The client recovers: the retry (at most a minute; coming back to the app retries at once) takes it up.
  page.setAnswers({ cloudCalls: 'ok' });
  document.dispatchEvent(new Event('visibilitychange'));
  await expect.poll(() => labelsIn(page.cloud()['withdraw_addresses'])).toEqual(['Новый']);
  await expect(page.getByText(PENDING)).toHaveCount(0);
});

// Last in the file: its cloud calls never answer, and the sync that waits for them is module state.
it('an address saved while the cloud does not answer stays on this phone, says so, and merges with the cloud’s list at the next launch', async () => {
  const backend = screenBackend();
  const cloud = { withdraw_addresses: JSON.stringify([{ address: ADDRESS, label: 'Binance', used_at: 1_700_000_000_000 }]) };
  let page = await openForm({ cloud });
  await expect(picksOf(page)).toHaveText([/^Binance/]);
  // From now on the client's cloud calls never answer (a mobile network that hangs).
  page.setAnswers({ cloudCalls: 'hang' });
  await withdrawAndSave(page, OTHER, 'Новый');
  await expect(page.getByText(PENDING)).toBeVisible({ timeout: 10_000 });
  expect(labelsIn(page.cloud()['withdraw_addresses'])).toEqual(['Binance']);
  expect(backend.applied('withdraw')).toBe(1);

  // The next launch: the client answers again, the cloud still holds only Binance.
  page = await openForm({ cloud: page.cloud() });
  await expect(picksOf(page)).toHaveText([/^Новый/, /^Binance/]);
  await expect.poll(() => labelsIn(page.cloud()['withdraw_addresses'])).toEqual(['Новый', 'Binance']);
  await expect(page.getByText(PENDING)).toHaveCount(0);
});
