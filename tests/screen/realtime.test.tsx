// Socket events driving the app at the screen layer (moved from tests/e2e/realtime.spec.ts,
// assertions kept): the stateful backend emits the AsyncAPI document's examples (or a raw payload)
// to the app's real socket client; server state that comes with an event is the example of GET
// /traders/check the e2e spec switched to. The backend starts from the contract's examples as
// written. In Playwright stay: the events server going away and coming back (a real outage), the
// ban and unban (the mock's trader), and the stop for lack of balance on /trade/search (its fixed
// clock).
import { beforeEach, expect, it, vi } from 'vitest';
import { documentedExample } from '../backend/contract.ts';
import { defaultSeed, EXAMPLES_NOW } from '../backend/seed.ts';
import { EXAMPLE_ORDER_IN } from '../support/examples.ts';
import { prefer, renderScreen, screenBackend } from '../support/render-screen.tsx';
import { connectedApps, emit, emitRaw } from '../support/screen-events.ts';

// A loaded machine (2 cores, many runs) slows a whole app in jsdom several times over: a failure
// is an assertion's, not the 15 s default's.
vi.setConfig({ testTimeout: 40_000 });

const ORDER = EXAMPLE_ORDER_IN.id;

/** GET /traders/check answers this example from now on (the e2e spec's statusExample). */
const statusExample = (example: string) => prefer('checkStatus', `example=${example}`);

beforeEach(() => screenBackend().reset(defaultSeed(EXAMPLES_NOW)));

it('dispute opened on the current order, then closed with the order complete', async () => {
  statusExample('active_order_in');
  const page = await renderScreen('index');
  await connectedApps(1); // its socket to the backend
  statusExample('active_order_dispute');
  await emit('dispute_open', 'open');
  await expect(page).toHaveURL(/\/dispute$/);
  await expect(page.getByRole('heading', { name: 'Спор по сделке' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Назад' })).toHaveCount(0);
  expect(sessionStorage.getItem('tapps/dispute-order')).toContain(ORDER);

  // Back is blocked while the dispute is active.
  await page.router.navigate(-1);
  await expect(page).toHaveURL(/\/dispute$/);

  statusExample('done');
  // The server's order is complete now; the page must show that, not home's cached PROCESS copy.
  for (let i = 0; i < 20; i += 1) screenBackend().answerNext('getOrder', 200, documentedExample('getOrder', 200, 'in_complete'));
  await emit('dispute_close', 'closed_complete');
  await expect(page).toHaveURL(new RegExp(`/trade/order/complete\\?order_id=${ORDER}$`));
  await expect(page.getByRole('heading', { name: 'Сделка завершена' })).toBeVisible();
  await expect(page.getByText('Сделка ещё в работе')).toHaveCount(0);
});

it('dispute closed while the order stays in process goes to /dispute/close, then Back goes home', async () => {
  statusExample('active_order_dispute');
  // The dispute as the contract's example has it (the backend's state holds none on this order).
  for (let i = 0; i < 20; i += 1) screenBackend().answerNext('getDispute', 200, documentedExample('getDispute', 200));
  const page = await renderScreen('history');
  await connectedApps(1); // its socket to the backend
  await expect(page).toHaveURL(/\/dispute$/); // the guard forces /dispute
  statusExample('active_order_in');
  emitRaw('dispute_close', { order_id: ORDER, order_status: 'process', dispute_status: 'close', usdt_to_trader: 158.73, event: 'dispute.close' });
  await expect(page).toHaveURL(/\/dispute\/close$/);
  await expect(page.getByRole('heading', { name: 'Спор закрыт' })).toBeVisible();
  await page.getByRole('button', { name: 'Назад' }).click();
  await expect(page).toHaveURL(/\/$/);
});

it('auto-accept timeout: the dialog and the toast; the button goes to /trade/list when DONE', async () => {
  prefer('getAccountStatus', 'example=done');
  const page = await renderScreen('index');
  await connectedApps(1); // its socket to the backend
  await emit('autoaccept_timeout', 'default');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Не нашли подходящей сделки' })).toBeVisible();
  await expect(dialog).toContainText('Время поиска истекло');
  await expect(page.getByText('Таймер истек')).toBeVisible();
  await dialog.getByRole('button', { name: 'Готов принимать сделки' }).click();
  await expect(page).toHaveURL(/\/trade\/list$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

it('auto-accept disabled: the stop dialog closes with Закрыть; its button goes home when not DONE', async () => {
  prefer('getAccountStatus', 'example=active_order');
  const page = await renderScreen('history');
  await connectedApps(1); // its socket to the backend
  await emit('autoaccept_disabled', 'default');
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Автоприём сделок остановлен' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Закрыть' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await emit('autoaccept_disabled', 'default');
  await page.getByRole('dialog').getByRole('button', { name: 'Запустить снова' }).click();
  await expect(page).toHaveURL(/\/$/);
});

it('auto-accept stopped for a reason the contract does not list: the general text, never the code', async () => {
  const page = await renderScreen('history');
  await connectedApps(1); // its socket to the backend
  emitRaw('autoaccept_disabled', { reason: 'TRADER_INACTIVE', event: 'autoaccept.disabled' });
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Поиск сделок остановлен. Запустите его снова, когда будете готовы.');
  await expect(dialog).not.toContainText('TRADER_INACTIVE');
  await expect(dialog.getByRole('button', { name: 'Запустить снова' })).toBeVisible();
});

it('order cancelled without a dispute: toast with the amount and a link to the operations', async () => {
  statusExample('active_order_out'); // the trader's own order: the event moves the trader
  const page = await renderScreen('history');
  await connectedApps(1); // its socket to the backend
  await emit('orders_closed', 'cancelled_no_dispute');
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Сделка отменена' });
  await expect(toast).toContainText('87,23 USDT');
  // A pointer over the toasts holds them (sonner), as a trader reaching for the link holds them.
  await toast.hover();
  await expect(page).toHaveURL(/\/trade\/order\/complete\?order_id=457c4d43/);
  await toast.getByRole('button', { name: 'Операции' }).click();
  await expect(page).toHaveURL(/\/balance\/operations$/);
});

it('order closed with an open dispute: toast without the link, and /dispute', async () => {
  const page = await renderScreen('history');
  await connectedApps(1); // its socket to the backend
  statusExample('active_order_dispute');
  await emit('orders_closed', 'closed_dispute_open');
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Сделка отменена' });
  await expect(toast).toContainText('158,73 USDT');
  await expect(toast.getByRole('button', { name: 'Операции' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/dispute$/);
});

it('a malformed or unknown event is logged by name and ignored', async () => {
  const warnings: string[] = [];
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args.map(String).join(' ')));
  const page = await renderScreen('history');
  await connectedApps(1); // its socket to the backend
  emitRaw('banned', { blocked: 'yes' });
  emitRaw('no_such_event', { x: 1 });
  await expect.poll(() => warnings.join('\n')).toContain('Socket event "banned" does not match the contract: blocked');
  await expect.poll(() => warnings.join('\n')).toContain('Socket event "no_such_event" is not in the AsyncAPI contract; dropped');
  await expect(page).toHaveURL(/\/history$/);
  await expect(page.getByRole('heading', { name: 'История' })).toBeVisible();
  await emit('balance_replenishment', 'default'); // still listening
  await expect(page.getByText('Баланс пополнен')).toBeVisible();
});

it('a burst of 20 replenishments is one toast with the sum and the count, and a dialog during the burst still opens', async () => {
  const page = await renderScreen('history');
  await connectedApps(1); // its socket to the backend
  // Twenty top-ups, each its own operation (one operation told twice is one notice: issue 37).
  const payload = (amount: number) => ({ amount, currency_code: 'USDT', operation_id: `9b2d7f1e-4c3a-4e8b-a1d2-${String(amount).padStart(12, '0')}`, event: 'balance.replenishment' });
  for (let i = 1; i <= 20; i++) {
    emitRaw('balance_replenishment', payload(i));
    if (i === 10) emitRaw('autoaccept_disabled', { reason: 'Проверка во время серии', event: 'autoaccept.disabled' });
  }
  const toasts = page.locator('[data-sonner-toast]').filter({ hasText: 'Баланс пополнен' });
  // 1 + 2 + ... + 20 = 210
  await expect(toasts).toContainText(/\+210,00\sUSDT · 20 операций/);
  await expect(toasts).toHaveCount(1);
  await expect(page.getByRole('dialog')).toContainText('Проверка во время серии');
});
