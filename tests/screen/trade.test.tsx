// Trader screens I at the screen layer (moved from tests/e2e/trade.spec.ts, assertions kept): home
// by status, confirming an order once, opening a dispute, the trade list, the order outcome and
// the dispute outcome, against the stateful backend started from the contract's examples as
// written, with the clock at the examples' time (orders created 11:50Z, expiring 12:10Z on
// 2026-11-22). The status of GET /traders/check is the example the e2e spec preferred; an answer
// the examples lack (an order cancelled) is the example with one field changed, as its patchJson
// served. The search's pulse (a CSS animation) stays in Playwright.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { documentedExample } from '../backend/contract.ts';
import { defaultSeed, EXAMPLES_NOW, type BackendSeed } from '../backend/seed.ts';
import { EXAMPLE_ORDER_IN, EXAMPLE_ORDER_OUT } from '../support/examples.ts';
import { advanceClock, prefer, renderScreen, screenBackend, type Screen, type ScreenOptions } from '../support/render-screen.tsx';

// A loaded machine (2 cores, many runs) slows a whole app in jsdom several times over: a failure
// is an assertion's, not the 15 s default's.
vi.setConfig({ testTimeout: 40_000 });

const ORDER_IN = EXAMPLE_ORDER_IN.id;
const ORDER_OUT = EXAMPLE_ORDER_OUT.id;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** 12:06Z: 4 of the IN order's 20 minutes left (20 %, urgent). */
const URGENT_TIME = '2026-11-22T12:06:00Z';
/** Monday 2026-11-23, 12:00 in Moscow: inside the example schedule (weekdays 09-18). */
const MONDAY_NOON_MSK = '2026-11-23T09:00:00Z';

const main = (page: Screen) => page.locator('main').first();
/** The order open in full on home: with several orders in progress (issue 28) the others are cards, each with its own timer. */
const openOrder = (page: Screen) => page.getByRole('region', { name: 'Открытая сделка' });

/** GET /traders/check answers this example from now on (the e2e spec's statusExample). */
const statusExample = (example: string) => prefer('checkStatus', `example=${example}`);
/** The examples' current orders (GET /traders/orders default). */
const exampleOrders = () => defaultSeed(EXAMPLES_NOW).orders;
/** The backend from the contract's examples as written, with these overrides (before any prefer: a reset clears them). */
const seed = (overrides: Partial<BackendSeed> = {}) => screenBackend().reset({ ...defaultSeed(EXAMPLES_NOW), ...overrides });

beforeEach(() => seed());

/** GET /traders/orders/{id} answers this example with `patch` applied from now on (the spec's patchJson). */
function serveOrder(example: string, patch: Record<string, unknown>, times = 30): void {
  const body = { ...(documentedExample('getOrder', 200, example) as Record<string, unknown>), ...patch };
  const b = screenBackend();
  b.clearFaults('getOrder');
  for (let i = 0; i < times; i += 1) b.answerNext('getOrder', 200, structuredClone(body));
}

/**
 * Opens a screen on the examples as written, at `clock` (frozen: Playwright's pauseAt); outside
 * Telegram a confirmation is window.confirm, answered by `answer()` and recorded in `dialogs`.
 */
async function open(name: 'index' | 'trade-list' | 'trade-search' | 'dispute-close', options: ScreenOptions = {}, answer: () => boolean = () => true) {
  const dialogs: string[] = [];
  vi.spyOn(window, 'confirm').mockImplementation((message) => {
    dialogs.push(String(message));
    return answer();
  });
  const page = await renderScreen(name, {}, options);
  return { page, dialogs };
}

describe('home by status', () => {
  it('active IN order: amounts, the requisite to be paid to, urgent time left', async () => {
    statusExample('active_order_in');
    const { page } = await open('index', { clock: URGENT_TIME });
    await expect(page.getByTestId('amount-rub')).toHaveText('15 000,00 ₽');
    await expect(page.getByTestId('amount-usdt')).toContainText('158,73 USDT');
    await expect(main(page).getByText('Приём: клиент платит вам')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Клиент платит на ваш реквизит' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^\+7 916 123-45-67/ })).toBeVisible(); // grouped as on every screen
    await expect(main(page).getByText('Alfa-Bank')).toBeVisible();
    const timer = openOrder(page).getByRole('timer', { name: 'Осталось времени' });
    await expect(timer).toContainText('04:00');
    await expect(timer).toHaveAttribute('data-urgent', 'true');
    await expect(page.getByRole('button', { name: 'Подтвердить получение' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Открыть спор' })).toBeVisible();
  });

  it('active OUT order: the customer details to pay and "confirm payment sent"', async () => {
    statusExample('active_order_out');
    prefer('getOrder', 'example=out_process');
    const { page } = await open('index', { clock: '2026-11-22T12:01:00Z' });
    await expect(page.getByTestId('amount-rub')).toHaveText('8 200,00 ₽');
    await expect(page.getByRole('heading', { name: 'Переведите клиенту' })).toBeVisible();
    await expect(main(page).getByText('Анна К.')).toBeVisible();
    await expect(main(page).getByText('VTB')).toBeVisible();
    await expect(page.getByRole('button', { name: /^2202 2000 1234 5678/ })).toBeVisible();
    const timer = openOrder(page).getByRole('timer', { name: 'Осталось времени' });
    await expect(timer).toContainText('19:00');
    await expect(timer).not.toHaveAttribute('data-urgent', 'true');
    await expect(page.getByRole('button', { name: 'Подтвердить отправку' })).toBeVisible();
  });

  it('autoaccept: the search counts down each second and can be stopped', async () => {
    seed({ autoacceptExpiresAt: '2026-11-22T13:00:00Z' });
    statusExample('autoaccept');
    const { page } = await open('index', { clock: '2026-11-22T12:58:00Z' });
    const disable = () => page.requests({ method: 'POST', operationId: 'disableAutoaccept' });
    await expect(page.getByRole('heading', { name: 'Ищем подходящую сделку' })).toBeVisible();
    const timer = page.getByRole('timer', { name: 'До конца поиска' });
    await expect(timer).toContainText('02:00');
    advanceClock(3000);
    await expect(timer).toContainText('01:57');
    await page.getByRole('button', { name: 'Остановить поиск' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Поиск остановлен' })).toBeVisible();
    expect(disable().length).toBe(1);
  });

  it('onboarding: the welcome until dismissed, then the first step', async () => {
    statusExample('onboarding');
    const { page } = await open('index');
    await expect(page.getByRole('heading', { name: 'Добро пожаловать!' })).toBeVisible();
    await expect(page.getByRole('list').getByText('Добавьте реквизит')).toBeVisible();
    await page.getByRole('button', { name: 'Понятно' }).click();
    await expect(page.getByRole('heading', { name: 'Добро пожаловать!' })).toHaveCount(0);
    expect(sessionStorage.getItem('tapps/welcome')).toBe('false');
    await page.getByRole('button', { name: 'Добавить реквизит' }).click();
    await expect(page).toHaveURL(/\/requisite\/add$/);
  });

  it('no requisites: a call to add one', async () => {
    statusExample('no_requisites');
    const { page } = await open('index');
    await expect(page.getByRole('heading', { name: 'Нет активных реквизитов' })).toBeVisible();
    await page.getByRole('button', { name: 'Добавить реквизит' }).click();
    await expect(page).toHaveURL(/\/requisite\/add$/);
  });

  it('no balance: how much is missing (100 - (40 + 50)) and a top-up', async () => {
    statusExample('no_balance');
    const { page } = await open('index');
    await expect(page.getByRole('heading', { name: 'Недостаточно средств для торговли' })).toBeVisible();
    await expect(page.getByTestId('missing-balance')).toHaveText('10,00 USDT');
    await page.getByRole('button', { name: 'Пополнить баланс' }).click();
    await expect(page).toHaveURL(/\/balance\/replenish$/);
  });

  it('done: ready inside the schedule, starts auto-accept and opens the search', async () => {
    seed({ orders: [] });
    statusExample('done');
    const { page } = await open('index', { clock: MONDAY_NOON_MSK });
    const start = () => page.requests({ method: 'POST', operationId: 'activateAutoaccept' });
    await expect(page.getByRole('heading', { name: 'Всё готово к сделкам' })).toBeVisible();
    statusExample('autoaccept');
    await page.getByRole('button', { name: 'Начать поиск сделок' }).click();
    await expect(page).toHaveURL(/\/trade\/search$/);
    await expect(page.getByRole('button', { name: 'Остановить поиск' })).toBeVisible();
    expect(start().length).toBe(1);
    expect(start().at(-1)?.body).toEqual({ duration_minutes: 60 });
  });

  it('done: 422 ALREADY_ACTIVE counts as started', async () => {
    statusExample('done');
    prefer('activateAutoaccept', 'code=422, example=already_active');
    const { page } = await open('index', { clock: MONDAY_NOON_MSK });
    await page.getByRole('button', { name: 'Начать поиск сделок' }).click();
    await expect(page).toHaveURL(/\/trade\/search$/);
    await expect(page.getByText('Поиск уже запущен')).toBeVisible();
  });

  it('done on a day off: names what would stop trades and does not start', async () => {
    statusExample('done');
    const { page } = await open('index', { clock: '2026-11-22T09:00:00Z' }); // Sunday
    await expect(page.getByRole('heading', { name: 'Сделки не будут приходить' })).toBeVisible();
    await expect(page.getByText('Сегодня выходной по графику')).toBeVisible();
    await expect(page.getByText('Ближайшая смена: завтра, 09:00.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Начать поиск сделок' })).toBeDisabled();
  });
});

describe('order actions', () => {
  it('confirming payment asks first and is sent once even on a double tap', async () => {
    statusExample('active_order_in');
    const { page, dialogs } = await open('index', { clock: URGENT_TIME });
    const confirm = () => page.requests({ method: 'POST', operationId: 'confirmOrder' });
    await page.getByRole('button', { name: 'Подтвердить получение' }).dblclick();
    await expect(page).toHaveURL(new RegExp(`/trade/order/complete\\?order_id=${ORDER_IN}$`));
    // The confirmed order from the answer is shown (COMPLETE), not a stale copy.
    await expect(page.getByRole('heading', { level: 1, name: 'Сделка завершена' })).toBeVisible();
    expect(confirm().length).toBe(1);
    expect(dialogs).toHaveLength(1);
    expect(dialogs[0]).toMatch(/Деньги от клиента \(15\s000,00 ₽\) пришли/);
    expect(confirm().at(-1)?.idempotencyKey).toMatch(UUID);
  });

  it('declining the confirmation sends nothing; a 409 says it was already confirmed', async () => {
    statusExample('active_order_in');
    prefer('confirmOrder', 'code=409');
    let accept = false;
    const { page } = await open('index', { clock: URGENT_TIME }, () => accept);
    const confirm = () => page.requests({ method: 'POST', operationId: 'confirmOrder' });
    const button = page.getByRole('button', { name: 'Подтвердить получение' });
    await button.click();
    await expect(button).toBeEnabled();
    expect(confirm().length).toBe(0);
    accept = true;
    await button.click();
    await expect(page.getByRole('status').filter({ hasText: 'Сделка уже подтверждена. Обновляем данные.' })).toBeVisible();
    expect(confirm().length).toBe(1);
    await expect(page).toHaveURL(/\/$/);
  });

  it('an expired order says so, closes confirming and offers to refresh its status, which leads on', async () => {
    statusExample('active_order_in');
    // 1 s before the IN order expires, with the clock frozen there: useExpired's wait is a real
    // timer of the time left as the app reads it, so the expiry below shows 1 s later, not 10.
    const { page } = await open('index', { clock: '2026-11-22T12:09:59Z' });
    const confirm = () => page.requests({ method: 'POST', operationId: 'confirmOrder' });
    const gets = () => page.requests({ method: 'GET', operationId: 'getOrder' });
    await expect(page.getByRole('button', { name: 'Подтвердить получение' })).toBeVisible();
    advanceClock(15_000);
    const notice = main(page).getByRole('status').filter({ has: page.getByRole('heading', { name: 'Время на оплату истекло' }) });
    await expect(notice).toContainText('Если деньги от клиента пришли, откройте спор.');
    await expect(openOrder(page).getByRole('timer')).toHaveCount(0); // the notice takes the timer's place: no "00:00"
    await expect(main(page).getByText('00:00')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Подтвердить получение' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Открыть спор' })).toBeEnabled();

    // The next step: the server says how it ended (here: cancelled), and the outcome page shows it.
    serveOrder('in_process', { status: 'CANCEL' });
    const before = gets().length;
    await page.getByRole('button', { name: 'Обновить статус' }).click();
    await expect(page).toHaveURL(new RegExp(`/trade/order/complete\\?order_id=${ORDER_IN}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Сделка отменена' })).toBeVisible();
    expect(gets().length).toBeGreaterThan(before);
    expect(confirm().length).toBe(0);
  });

  it('opening a dispute: the reason is checked, then /dispute shows it with the support contact', async () => {
    statusExample('active_order_in');
    const { page } = await open('index', { clock: URGENT_TIME });
    const open_ = () => page.requests({ method: 'POST', operationId: 'openDispute' });
    await page.getByRole('button', { name: 'Открыть спор' }).click();
    const reason = page.getByLabel('Причина спора');
    await reason.fill('нет');
    await page.getByRole('button', { name: 'Отправить в поддержку' }).click();
    await expect(page.getByText('Слишком коротко: не меньше 5 символов')).toBeVisible();
    expect(open_().length).toBe(0);
    await reason.fill('Клиент прислал чек, но деньги не поступили');
    // The server now reports the open dispute.
    statusExample('active_order_dispute');
    await page.getByRole('button', { name: 'Отправить в поддержку' }).click();
    await expect(page).toHaveURL(/\/dispute$/);
    expect(open_().length).toBe(1);
    expect(open_().at(-1)?.body).toEqual({ reason: 'Клиент прислал чек, но деньги не поступили' });
    await expect(page.getByRole('heading', { name: 'Спор по сделке' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Спор открыт' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Что дальше' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Написать в поддержку' })).toHaveAttribute('href', 'https://t.me/trader_support');
    await expect(page.getByRole('button', { name: 'Назад' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Основное меню' })).toHaveCount(0);
    expect(sessionStorage.getItem('tapps/dispute-order')).toContain(ORDER_IN);
  });
});

describe('trade screens', () => {
  it('the trade list shows orders with names from static data and accepts an invite once', async () => {
    const [first, ...rest] = exampleOrders();
    seed({ orders: [{ ...first!, status: 'INVITE' }, ...rest] });
    const { page } = await open('trade-list', { clock: '2026-11-22T11:55:00Z' });
    const accept = () => page.requests({ method: 'POST', operationId: 'acceptOrder' });
    await expect(page.getByRole('heading', { name: 'Сделки', level: 1 })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(2);
    const invite = cards.filter({ hasText: 'Ждёт принятия' });
    await expect(invite.getByRole('heading', { name: '15 000,00 ₽' })).toBeVisible();
    await expect(invite.getByText('СБП')).toBeVisible();
    await expect(invite.getByText('Alfa-Bank')).toBeVisible();
    await expect(invite.getByText('+7 916 123-45-67')).toBeVisible();
    await expect(invite.getByRole('timer')).toContainText('15:00');
    const out = cards.filter({ hasText: 'В работе' });
    await expect(out.getByText('Карта', { exact: true })).toBeVisible();
    await expect(out.getByText('VTB')).toBeVisible();
    await invite.getByRole('button', { name: 'Принять сделку' }).dblclick();
    await expect(page).toHaveURL(/\/$/);
    expect(accept().length).toBe(1);
  });

  it('an invite taken by someone else (409) is explained and the list refreshed', async () => {
    const [first] = exampleOrders();
    seed({ orders: [{ ...first!, status: 'INVITE' }] });
    prefer('acceptOrder', 'code=409');
    const { page } = await open('trade-list');
    const lists = () => page.requests({ method: 'GET', operationId: 'listOrders' });
    await page.getByRole('button', { name: 'Принять сделку' }).click();
    await expect(page.getByRole('alert')).toContainText('Сделку уже принял другой трейдер или время на принятие истекло');
    await expect.poll(() => lists().length).toBeGreaterThanOrEqual(2);
    await expect(page).toHaveURL(/\/trade\/list$/);
  });

  it('an empty trade list says so and leads to the search', async () => {
    prefer('listOrders', 'example=empty');
    const { page } = await open('trade-list');
    await expect(page.getByRole('heading', { name: 'Сделок пока нет' })).toBeVisible();
  });

  it('an empty trade list while auto-accept searches says the search is on, not to start one', async () => {
    statusExample('autoaccept');
    prefer('listOrders', 'example=empty');
    const { page } = await open('trade-list', { clock: '2026-11-22T12:30:00Z' }); // the example's search runs until 13:00Z
    await expect(page.getByRole('heading', { name: 'Сделок пока нет' })).toBeVisible();
    await expect(page.getByText('Идёт поиск: новые предложения и сделки в работе появятся здесь.')).toBeVisible();
    await expect(page.getByText('Запустите поиск')).toHaveCount(0);
    // The search runs out: the list asks for a new one, as home does.
    advanceClock(31 * 60_000);
    await expect(page.getByText(/Запустите поиск, чтобы получать сделки/)).toBeVisible();
  });

  it('/trade/search without a running search explains and leads home', async () => {
    statusExample('no_requisites');
    const { page } = await open('trade-search');
    await expect(page.getByRole('heading', { name: 'Поиск не запущен' })).toBeVisible();
    await page.getByRole('button', { name: 'На главную' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  it('the order-complete page is titled by the order status: a cancelled order is not "completed"', async () => {
    statusExample('done');
    serveOrder('out_process', { status: 'CANCEL' });
    const page = await renderScreen('trade-order-complete', {}, { search: `order_id=${ORDER_OUT}` });
    await expect(page.getByRole('heading', { level: 1, name: 'Сделка отменена' })).toBeVisible();
    await expect(page.getByText('Сделка завершена')).toHaveCount(0);
  });

  it('after home showed the order in process, the order-complete page fetches it again and shows how it ended', async () => {
    statusExample('active_order_in');
    const { page } = await open('index', { clock: URGENT_TIME });
    await expect(page.getByRole('button', { name: 'Подтвердить получение' })).toBeVisible();
    serveOrder('in_process', { status: 'CANCEL' });
    await page.navigate(`/trade/order/complete?order_id=${ORDER_IN}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Сделка отменена' })).toBeVisible();
  });

  it('the order-complete page shows the outcome, amounts and the ways on', async () => {
    statusExample('done');
    serveOrder('out_process', { status: 'COMPLETE' });
    const page = await renderScreen('trade-order-complete', {}, { search: `order_id=${ORDER_OUT}` });
    await expect(page.getByRole('heading', { level: 1, name: 'Сделка завершена' })).toBeVisible();
    await expect(main(page).getByText('8 200,00 ₽', { exact: true })).toBeVisible();
    await expect(main(page).getByText('87,23 USDT')).toBeVisible();
    await expect(page.getByRole('button', { name: /Скопировать номер сделки/ })).toContainText('457c4d43…d35789');
    await page.getByRole('button', { name: 'Операции по балансу' }).click();
    await expect(page).toHaveURL(/\/balance\/operations\?status=completed$/);
  });
});

describe('dispute outcome', () => {
  it('/dispute/close shows the outcome and the way home clears the dispute order', async () => {
    statusExample('done');
    prefer('getDispute', 'example=closed_trader_won');
    sessionStorage.setItem('tapps/dispute-order', JSON.stringify({ order_id: ORDER_IN, order_status: 'PROCESS', dispute_status: 'close' }));
    const { page } = await open('dispute-close');
    await expect(page.getByRole('heading', { name: 'Спор закрыт', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Спор решён в вашу пользу' })).toBeVisible();
    await expect(page.getByText('Платёж не найден в выписке банка, сделка отменена')).toBeVisible();
    await page.getByRole('button', { name: 'На главную' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(sessionStorage.getItem('tapps/dispute-order')).toBeNull();
  });
});
