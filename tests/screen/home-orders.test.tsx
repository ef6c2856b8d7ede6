// Home shows what matters at a glance (issue 28, item 4) at the screen layer (moved from
// tests/e2e/home-orders.spec.ts, assertions kept), against the stateful backend answering the
// contract's examples as Prism does: two orders in progress (GET /traders/orders `default`: IN
// 15 000 ₽ expiring 12:10Z, OUT 8 200 ₽ expiring 12:20Z) and GET /traders/check naming the IN one.
// Home shows the available balance and both orders, the most urgent first, each with its timer
// and its exact amount and payment details one tap from the clipboard (user-event's clipboard);
// the trade list shows them in the same order. The layout at 320 and 390 px stays in Playwright.
import { describe, expect, it } from 'vitest';
import type { OperationId } from '../backend/server.ts';
import { EXAMPLE_ORDER_IN, EXAMPLE_ORDER_OUT } from '../support/examples.ts';
import { prefer, renderScreen, startFromExamples, type Screen } from '../support/render-screen.tsx';

const NB = '\u00a0';
/** 12:01Z: the IN order has 9 of its 20 minutes left, the OUT order 19 of 20. */
const NOW = '2026-11-22T12:01:00Z';

const main = (page: Screen) => page.locator('main').first();
const openOrder = (page: Screen) => page.getByRole('region', { name: 'Открытая сделка' });
const card = (page: Screen, id: string) => main(page).locator(`article[data-order-id="${id}"]`);
/** The order ids home lists, top to bottom (cards and the open one). */
const homeOrder = (page: Screen) => main(page).locator('[data-order-id]').evaluateAll((els) => els.map((el) => el.getAttribute('data-order-id')));
const clipboard = () => navigator.clipboard.readText();

/** Home against the examples as Prism serves them (`answers` override one operation's example), the clock at 12:01Z. */
async function openHome(answers: Partial<Record<OperationId, string>> = {}, { activeOrders = true } = {}) {
  startFromExamples();
  const examples: Partial<Record<OperationId, string>> = { listOrders: 'example=default', checkStatus: 'example=active_order_in', ...answers };
  for (const [operationId, value] of Object.entries(examples)) prefer(operationId as OperationId, value);
  const page = await renderScreen('index', {}, { clock: NOW });
  if (activeOrders) await expect(page.getByRole('heading', { name: 'Активные сделки: 2' })).toBeVisible();
  return page;
}

describe('home: every active order at a glance (issue 28)', () => {
  it('the available balance, both orders most urgent first, each with its own timer; the named one open', async () => {
    const page = await openHome();
    await expect(page.getByTestId('home-balance')).toHaveText(`Доступно1${NB}250,50${NB}USDT`);
    expect(await homeOrder(page)).toEqual([EXAMPLE_ORDER_IN.id, EXAMPLE_ORDER_OUT.id]);
    // The IN order, which GET /traders/check names, is open in full: the workspace.
    await expect(openOrder(page).getByTestId('amount-rub')).toHaveText(`15${NB}000,00${NB}₽`);
    await expect(openOrder(page).getByRole('timer')).toContainText('09:00');
    await expect(page.getByRole('button', { name: 'Подтвердить получение' })).toBeVisible();
    // The OUT order is a card with its own timer, amount and details.
    const out = card(page, EXAMPLE_ORDER_OUT.id);
    await expect(out.getByRole('heading', { level: 3 })).toContainText(`8${NB}200,00${NB}₽`);
    await expect(out.getByRole('timer')).toContainText('19:00');
    await expect(out).toContainText('VTB · Анна К.');
    await expect(page.getByRole('timer')).toHaveCount(2);
  });

  it("one tap copies an order's exact amount or payment details, with the toast", async () => {
    const page = await openHome();
    const out = card(page, EXAMPLE_ORDER_OUT.id);
    await out.getByTitle('Скопировать сумму: 8200').click();
    await expect.poll(() => clipboard()).toBe('8200');
    await expect(page.getByText('Скопировано')).toBeVisible();
    await out.getByTitle('Скопировать: Номер карты: 2202200012345678').click();
    await expect.poll(() => clipboard()).toBe('2202200012345678');
    // The open order too: its amount and the phone it is paid to.
    await openOrder(page).getByTitle('Скопировать сумму: 15000').click();
    await expect.poll(() => clipboard()).toBe('15000');
    await openOrder(page).getByTitle('Скопировать: Телефон (СБП): +79161234567').click();
    await expect.poll(() => clipboard()).toBe('+79161234567');
  });

  it('another order opens in full; the first becomes a card; the order stays by urgency', async () => {
    const page = await openHome({ getOrder: 'example=out_process' });
    await card(page, EXAMPLE_ORDER_OUT.id).getByRole('button', { name: 'Открыть сделку' }).click();
    await expect(openOrder(page).getByTestId('amount-rub')).toHaveText(`8${NB}200,00${NB}₽`);
    await expect(page.getByRole('button', { name: 'Подтвердить отправку' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Подтвердить получение' })).toHaveCount(0);
    await expect(card(page, EXAMPLE_ORDER_IN.id).getByRole('button', { name: 'Открыть сделку' })).toBeVisible();
    expect(await homeOrder(page)).toEqual([EXAMPLE_ORDER_IN.id, EXAMPLE_ORDER_OUT.id]);
  });

  it('the trade list shows the same orders in the same order', async () => {
    let page = await openHome();
    const onHome = await homeOrder(page);
    page = await renderScreen('trade-list', {}, { clock: NOW });
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(2);
    const names = await cards.evaluateAll((els) => els.map((el) => el.querySelector('h2')?.textContent));
    expect(names).toEqual([`15${NB}000,00${NB}₽`, `8${NB}200,00${NB}₽`]);
    expect(onHome).toEqual([EXAMPLE_ORDER_IN.id, EXAMPLE_ORDER_OUT.id]);
  });

  it('the OUT order named by the status opens in full, the more urgent IN order is listed above it', async () => {
    const page = await openHome({ checkStatus: 'example=active_order_out', getOrder: 'example=out_process' });
    expect(await homeOrder(page)).toEqual([EXAMPLE_ORDER_IN.id, EXAMPLE_ORDER_OUT.id]);
    await expect(openOrder(page)).toHaveAttribute('data-order-id', EXAMPLE_ORDER_OUT.id);
    await expect(card(page, EXAMPLE_ORDER_IN.id).getByRole('timer')).toContainText('09:00');
  });

  it('one order in progress: its workspace alone, as before, with the balance and the amount to copy', async () => {
    const page = await openHome({ listOrders: 'example=active_in' }, { activeOrders: false });
    await expect(page.getByTestId('amount-rub')).toHaveText(`15${NB}000,00${NB}₽`);
    await expect(page.getByRole('heading', { name: /^Активные сделки/ })).toHaveCount(0);
    await expect(openOrder(page)).toHaveCount(0);
    await expect(page.getByTestId('home-balance')).toContainText(`1${NB}250,50${NB}USDT`);
    await page.getByTitle('Скопировать сумму: 15000').click();
    await expect.poll(() => clipboard()).toBe('15000');
  });

  it('no order named by the status but two in the list: cards to copy from, no workspace, the home state stays', async () => {
    const page = await openHome({ checkStatus: 'example=done' }, { activeOrders: false });
    await expect(page.getByRole('heading', { name: 'Активные сделки: 2' })).toBeVisible();
    expect(await homeOrder(page)).toEqual([EXAMPLE_ORDER_IN.id, EXAMPLE_ORDER_OUT.id]);
    await expect(page.getByRole('button', { name: 'Открыть сделку' })).toHaveCount(0);
    await expect(openOrder(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Подтвердить/ })).toHaveCount(0);
  });
});
