// Money views never go stale (issue 37) at the screen layer (moved from
// tests/e2e/stateful/money-views.spec.ts, assertions kept): after every event that moves money
// (the trader's confirmation, withdrawal and transfer; the server's top-up, internal top-up,
// withdrawal sent on chain, order closed or timed out, dispute closed), home's "Доступно", /balance
// and the operations list show the backend's figures without a reload, though each was already
// shown (and cached) before the event. The balance is read again at once, whatever screen the
// trader is on. The rule: src/domain/money-events.ts. The app's real socket client gets the
// backend's events.
import { describe, expect, it, vi } from 'vitest';
import type { TestBackend } from '../backend/server.ts';
import { renderScreen, screenBackend, type Screen } from '../support/render-screen.tsx';

const ADDRESS = 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC';
const OPERATION_URL = /\/balance\/operations\/[0-9a-f-]{36}$/;
const NB = '\u00a0';
const number = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** '1 409,23 USDT' with no-break spaces, as the app writes amounts. */
const usdt = (amount: number) => `${number.format(amount).replace(/\s/g, NB)}${NB}USDT`;
const TABS = { HOLD: 'В обработке', COMPLETE: 'Выполнены', CANCEL: 'Отменены' } as const;
const STATUS = { HOLD: 'В обработке', COMPLETE: 'Выполнена', CANCEL: 'Отменена' } as const;
const TYPE = { ORDER: 'Сделка', WITHDRAWAL: 'Вывод', INTERNAL_TRANSFER: 'Внутренний перевод', TOPUP: 'Пополнение', INTERNAL_TOPUP: 'Внутреннее пополнение' } as const;

const menu = (page: Screen, item: string) => page.getByRole('navigation', { name: 'Основное меню' }).getByRole('link', { name: item }).click();

const tab = (page: Screen, name: string) => page.getByRole('tab', { name, exact: true }).click();

/** Outside Telegram the confirmation is window.confirm: the trader accepts it. */
const acceptDialogs = () => vi.spyOn(window, 'confirm').mockReturnValue(true);

/**
 * Every view of money is shown once, so each is cached as it was before the event: home, /balance
 * and both tabs of the operations list; then back home (no reload anywhere).
 */
async function showEveryView(): Promise<Screen> {
  const page = await renderScreen('index');
  await expect(page.getByTestId('home-balance')).toBeVisible();
  await menu(page, 'Баланс');
  await expect(page.getByTestId('available')).toBeVisible();
  await page.getByRole('link', { name: 'История операций' }).click();
  await tab(page, TABS.COMPLETE);
  await expect(page.locator('.balance-op').first()).toBeVisible();
  await tab(page, TABS.HOLD);
  await expect(page.locator('.balance-op').first()).toBeVisible();
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('home-balance')).toBeVisible();
  return page;
}

/** The balance is read again after `from` (the event's time in the request log), on whatever screen. */
async function balanceReadAgain(backend: TestBackend, from: number): Promise<void> {
  await expect.poll(() => backend.requests.slice(from).filter((r) => r.operationId === 'getBalance' && r.status === 200).length).toBeGreaterThan(0);
}

type Shown = { type: keyof typeof TYPE; status: keyof typeof STATUS; amount: number };

/**
 * Without a reload: home's "Доступно", /balance's available and own funds are the backend's now,
 * and the operation (`latest`) heads its tab with its status and amount.
 */
async function seesServerFigures(page: Screen, backend: TestBackend, latest: Shown): Promise<void> {
  const balance = { available: Number(backend.snapshot().balance.available_amount), total: Number(backend.snapshot().balance.total_amount) };
  await page.navigate('/');
  await expect(page.getByTestId('home-balance')).toHaveText(`Доступно${usdt(balance.available)}`);
  await menu(page, 'Баланс');
  await expect(page.getByTestId('available')).toHaveText(usdt(balance.available));
  await expect(page.getByTestId('ownFunds')).toHaveText(usdt(Math.max(balance.total, 0)));
  await page.getByRole('link', { name: 'История операций' }).click();
  await tab(page, TABS[latest.status]);
  const first = page.locator('.balance-op').first();
  await expect(first).toContainText(TYPE[latest.type]);
  await expect(first).toContainText(`${latest.amount > 0 ? '+' : '−'}${usdt(Math.abs(latest.amount))}`);
  await expect(first).toContainText(STATUS[latest.status]);
}

/** The newest operation of the backend's ledger. */
function newest(backend: TestBackend): Shown {
  const op = backend.snapshot().operations[0];
  if (!op) throw new Error('the backend has no operation');
  return { type: op.type as Shown['type'], status: op.status, amount: op.amount };
}

describe('money views never go stale (issue 37)', () => {
  it('an order confirmed on home: home, /balance and the operations show the credit', async () => {
    const backend = screenBackend();
    const page = await showEveryView();
    acceptDialogs();
    const from = backend.requests.length;
    await page.getByRole('button', { name: 'Подтвердить получение' }).click();
    await expect(page).toHaveURL(/\/trade\/order\/complete\?order_id=/);
    await balanceReadAgain(backend, from);
    expect(newest(backend)).toEqual({ type: 'ORDER', status: 'COMPLETE', amount: 158.73 });
    await seesServerFigures(page, backend, newest(backend));
  });

  it('a withdrawal created, then sent on chain by the server: each time every view shows the backend', async () => {
    const backend = screenBackend();
    const page = await showEveryView();
    await expect.poll(() => backend.sockets()).toBe(1);
    await menu(page, 'Баланс');
    await page.getByRole('button', { name: 'Вывести' }).click();
    await page.getByLabel('Сумма', { exact: true }).fill('100');
    await page.getByLabel('Адрес кошелька USDT').fill(ADDRESS);
    acceptDialogs();
    await page.getByRole('button', { name: 'Вывести' }).click();
    await expect(page).toHaveURL(OPERATION_URL);
    expect(newest(backend)).toEqual({ type: 'WITHDRAWAL', status: 'HOLD', amount: -100 });
    await seesServerFigures(page, backend, newest(backend));

    // Every view was just shown again (cached); the server sends the withdrawal on chain: the
    // frozen amount leaves the total, and the operation leaves the 'В обработке' tab.
    const id = backend.snapshot().operations[0]!.id;
    const totalBefore = Number(backend.snapshot().balance.total_amount);
    const from = backend.requests.length;
    backend.settleWithdrawal(id, true);
    await balanceReadAgain(backend, from);
    expect(Number(backend.snapshot().balance.total_amount)).toBeCloseTo(totalBefore - 100, 3);
    await seesServerFigures(page, backend, { type: 'WITHDRAWAL', status: 'COMPLETE', amount: -100 });
  });

  it('a transfer: every view shows the debit', async () => {
    const backend = screenBackend();
    const page = await showEveryView();
    await menu(page, 'Баланс');
    await page.getByRole('button', { name: 'Перевести' }).click();
    await page.getByLabel('Сумма', { exact: true }).fill('7,25');
    await page.getByLabel('Получатель').fill('trader_42');
    acceptDialogs();
    await page.getByRole('button', { name: 'Перевести' }).click();
    await expect(page).toHaveURL(OPERATION_URL);
    expect(newest(backend)).toEqual({ type: 'INTERNAL_TRANSFER', status: 'COMPLETE', amount: -7.25 });
    await seesServerFigures(page, backend, newest(backend));
  });

  it('a top-up and an internal top-up credited by the server while the trader reads History', async () => {
    const backend = screenBackend();
    const page = await showEveryView();
    await expect.poll(() => backend.sockets()).toBe(1);
    for (const internal of [false, true]) {
      await page.navigate('/history');
      await expect(page.getByRole('heading', { name: 'История', level: 1 })).toBeVisible();
      const from = backend.requests.length;
      backend.topUp(internal ? 25 : 500, { internal });
      await balanceReadAgain(backend, from);
      await seesServerFigures(page, backend, newest(backend));
    }
  });

  it('orders ended by the server: one closed and credited, the other timed out', async () => {
    const backend = screenBackend();
    const [inOrder, outOrder] = backend.snapshot().orders;
    const page = await showEveryView();
    await expect.poll(() => backend.sockets()).toBe(1);
    let from = backend.requests.length;
    backend.closeOrder(inOrder!.id, 'complete');
    await expect(page).toHaveURL(new RegExp(`/trade/order/complete\\?order_id=${inOrder!.id}$`));
    await balanceReadAgain(backend, from);
    await seesServerFigures(page, backend, { type: 'ORDER', status: 'COMPLETE', amount: 158.73 });

    // The OUT order runs out: nothing moves, and the views are read again all the same.
    await page.navigate('/');
    await expect(page.getByTestId('amount-rub')).toBeVisible();
    from = backend.requests.length;
    backend.expireOrder(outOrder!.id);
    await balanceReadAgain(backend, from);
    await seesServerFigures(page, backend, { type: 'ORDER', status: 'COMPLETE', amount: 158.73 });
  });

  it("a dispute closed in the trader's favour: the order's credit shows everywhere", async () => {
    const backend = screenBackend();
    const [inOrder] = backend.snapshot().orders;
    const page = await showEveryView();
    await expect.poll(() => backend.sockets()).toBe(1);
    // The trader opens a dispute on the IN order; support decides it for them.
    await page.getByRole('button', { name: 'Открыть спор' }).click();
    const sheet = page.getByRole('dialog', { name: 'Открыть спор' });
    await sheet.getByLabel('Причина спора').fill('Клиент прислал чек, деньги не пришли');
    await sheet.getByRole('button', { name: 'Отправить в поддержку' }).click();
    await expect(page).toHaveURL(/\/dispute$/);
    const from = backend.requests.length;
    backend.closeDispute(inOrder!.id, 'TRADER', 'Оплата подтверждена банком');
    await expect(page).toHaveURL(new RegExp(`/trade/order/complete\\?order_id=${inOrder!.id}$`));
    await balanceReadAgain(backend, from);
    expect(newest(backend)).toEqual({ type: 'ORDER', status: 'COMPLETE', amount: 158.73 });
    await seesServerFigures(page, backend, newest(backend));
  });
});
