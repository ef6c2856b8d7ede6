// Trader screens I in Chromium against the production build and the mocks: home by status,
// confirming an order once, opening a dispute, the trade list, the order outcome and the
// dispute outcome. Mock examples are picked per request with Prism's Prefer header; the clock
// is set to the examples' time (orders created 11:50Z, expiring 12:10Z on 2026-11-22).
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { EXAMPLE_ORDER_IN, EXAMPLE_ORDER_OUT } from '../support/examples.ts';
import { patchJson, prefer, recordRequests, statusExample } from '../support/mock.ts';
import { openApp } from '../support/app.ts';

const ORDER_IN = EXAMPLE_ORDER_IN.id;
const ORDER_OUT = EXAMPLE_ORDER_OUT.id;
const ORDER_LIST = /\/api\/v1\/traders\/orders\?/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** 12:06Z: 4 of the IN order's 20 minutes left (20 %, urgent). */
const URGENT_TIME = new Date('2026-11-22T12:06:00Z');
/** Monday 2026-11-23, 12:00 in Moscow: inside the example schedule (weekdays 09-18). */
const MONDAY_NOON_MSK = new Date('2026-11-23T09:00:00Z');


const main = (page: Page) => page.locator('main').first();
/** The order open in full on home: with several orders in progress (issue 28) the others are cards, each with its own timer. */
const openOrder = (page: Page) => page.getByRole('region', { name: 'Открытая сделка' });

/** Fake timers from shortly before `time`; `freeze()` (once the screen is up) stops the clock at `time`. */
async function clockAt(page: Page, time: Date) {
  await page.clock.install({ time: new Date(time.getTime() - 30_000) });
  return { freeze: () => page.clock.pauseAt(time) };
}

test.describe('home by status', () => {
  test('active IN order: amounts, the requisite to be paid to, urgent time left', async ({ page }) => {
    const clock = await clockAt(page, URGENT_TIME);
    await statusExample(page, 'active_order_in');
    await openApp(page, 'index');
    await expect(page.getByTestId('amount-rub')).toHaveText('15 000,00 ₽');
    await clock.freeze();
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

  test('active OUT order: the customer details to pay and "confirm payment sent"', async ({ page }) => {
    const clock = await clockAt(page, new Date('2026-11-22T12:01:00Z'));
    await statusExample(page, 'active_order_out');
    await prefer(page, `**/api/v1/traders/orders/${ORDER_OUT}`, 'example=out_process');
    await openApp(page, 'index');
    await expect(page.getByTestId('amount-rub')).toHaveText('8 200,00 ₽');
    await clock.freeze();
    await expect(page.getByRole('heading', { name: 'Переведите клиенту' })).toBeVisible();
    await expect(main(page).getByText('Анна К.')).toBeVisible();
    await expect(main(page).getByText('VTB')).toBeVisible();
    await expect(page.getByRole('button', { name: /^2202 2000 1234 5678/ })).toBeVisible();
    const timer = openOrder(page).getByRole('timer', { name: 'Осталось времени' });
    await expect(timer).toContainText('19:00');
    await expect(timer).not.toHaveAttribute('data-urgent', 'true');
    await expect(page.getByRole('button', { name: 'Подтвердить отправку' })).toBeVisible();
  });

  test('autoaccept: the search counts down each second and can be stopped', async ({ page }) => {
    const clock = await clockAt(page, new Date('2026-11-22T12:58:00Z'));
    await statusExample(page, 'autoaccept');
    const disable = recordRequests(page, 'POST', '/traders/orders/autoaccept/disable');
    await openApp(page, 'index');
    await expect(page.getByRole('heading', { name: 'Ищем подходящую сделку' })).toBeVisible();
    await clock.freeze();
    const timer = page.getByRole('timer', { name: 'До конца поиска' });
    await expect(timer).toContainText('02:00');
    await page.clock.runFor(3000);
    await expect(timer).toContainText('01:57');
    await page.getByRole('button', { name: 'Остановить поиск' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Поиск остановлен' })).toBeVisible();
    expect(disable.length).toBe(1);
  });

  test('autoaccept: once its time is up the search says so, with no 00:00 countdown and no pulse still searching', async ({ page }) => {
    // The examples' search ends at 13:00Z; two seconds before it.
    const clock = await clockAt(page, new Date('2026-11-22T12:59:58Z'));
    await statusExample(page, 'autoaccept');
    await openApp(page, 'trade-search');
    await expect(page.getByRole('heading', { name: 'Ищем подходящую сделку' })).toBeVisible();
    await clock.freeze();
    const timer = page.getByRole('timer', { name: 'До конца поиска' });
    await expect(timer).toContainText('00:02');
    const ring = () => page.locator('.orders-pulse').evaluate((el) => getComputedStyle(el, '::before').animationName);
    expect(await ring()).toBe('orders-pulse');
    await page.clock.runFor(3000);
    await expect(page.getByRole('heading', { name: 'Время поиска истекло' })).toBeVisible();
    await expect(timer).toHaveCount(0);
    expect(await ring()).toBe('none');
    // The server ends the search; until its word comes the trader may still stop it.
    await expect(page.getByRole('button', { name: 'Остановить поиск' })).toBeVisible();
  });

  test('onboarding: the welcome until dismissed, then the first step', async ({ page }) => {
    await statusExample(page, 'onboarding');
    await openApp(page, 'index');
    await expect(page.getByRole('heading', { name: 'Добро пожаловать!' })).toBeVisible();
    await expect(page.getByRole('list').getByText('Добавьте реквизит')).toBeVisible();
    await page.getByRole('button', { name: 'Понятно' }).click();
    await expect(page.getByRole('heading', { name: 'Добро пожаловать!' })).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('tapps/welcome'))).toBe('false');
    await page.getByRole('button', { name: 'Добавить реквизит' }).click();
    await expect(page).toHaveURL(/\/requisite\/add$/);
  });

  test('no requisites: a call to add one', async ({ page }) => {
    await statusExample(page, 'no_requisites');
    await openApp(page, 'index');
    await expect(page.getByRole('heading', { name: 'Нет активных реквизитов' })).toBeVisible();
    await page.getByRole('button', { name: 'Добавить реквизит' }).click();
    await expect(page).toHaveURL(/\/requisite\/add$/);
  });

  test('no balance: how much is missing (100 - (40 + 50)) and a top-up', async ({ page }) => {
    await statusExample(page, 'no_balance');
    await openApp(page, 'index');
    await expect(page.getByRole('heading', { name: 'Недостаточно средств для торговли' })).toBeVisible();
    await expect(page.getByTestId('missing-balance')).toHaveText('10,00 USDT');
    await page.getByRole('button', { name: 'Пополнить баланс' }).click();
    await expect(page).toHaveURL(/\/balance\/replenish$/);
  });

  test('done: ready inside the schedule, starts auto-accept and opens the search', async ({ page }) => {
    await page.clock.install({ time: MONDAY_NOON_MSK });
    await statusExample(page, 'done');
    const start = recordRequests(page, 'POST', '/traders/orders/autoaccept');
    await openApp(page, 'index');
    await expect(page.getByRole('heading', { name: 'Всё готово к сделкам' })).toBeVisible();
    await statusExample(page, 'autoaccept');
    await page.getByRole('button', { name: 'Начать поиск сделок' }).click();
    await expect(page).toHaveURL(/\/trade\/search$/);
    await expect(page.getByRole('button', { name: 'Остановить поиск' })).toBeVisible();
    expect(start.length).toBe(1);
    expect(start.at(-1)?.postDataJSON()).toEqual({ duration_minutes: 60 });
  });

  test('done: 422 ALREADY_ACTIVE counts as started', async ({ page }) => {
    await page.clock.install({ time: MONDAY_NOON_MSK });
    await statusExample(page, 'done');
    await prefer(page, '**/api/v1/traders/orders/autoaccept', 'code=422, example=already_active');
    await openApp(page, 'index');
    await page.getByRole('button', { name: 'Начать поиск сделок' }).click();
    await expect(page).toHaveURL(/\/trade\/search$/);
    await expect(page.getByText('Поиск уже запущен')).toBeVisible();
  });

  test('done on a day off: names what would stop trades and does not start', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-22T09:00:00Z') }); // Sunday
    await statusExample(page, 'done');
    await openApp(page, 'index');
    await expect(page.getByRole('heading', { name: 'Сделки не будут приходить' })).toBeVisible();
    await expect(page.getByText('Сегодня выходной по графику')).toBeVisible();
    await expect(page.getByText('Ближайшая смена: завтра, 09:00.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Начать поиск сделок' })).toBeDisabled();
  });
});

test.describe('order actions', () => {
  test('confirming payment asks first and is sent once even on a double tap', async ({ page }) => {
    await page.clock.install({ time: URGENT_TIME });
    await statusExample(page, 'active_order_in');
    const confirm = recordRequests(page, 'POST', `/traders/orders/${ORDER_IN}/confirm`);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    await openApp(page, 'index');
    await page.getByRole('button', { name: 'Подтвердить получение' }).dblclick();
    await expect(page).toHaveURL(new RegExp(`/trade/order/complete\\?order_id=${ORDER_IN}$`));
    // The confirmed order from the answer is shown (COMPLETE), not a stale copy.
    await expect(page.getByRole('heading', { level: 1, name: 'Сделка завершена' })).toBeVisible();
    expect(confirm.length).toBe(1);
    expect(dialogs).toHaveLength(1);
    expect(dialogs[0]).toMatch(/Деньги от клиента \(15\s000,00 ₽\) пришли/);
    expect(confirm.at(-1)?.headers()['idempotency-key']).toMatch(UUID);
  });

  test('declining the confirmation sends nothing; a 409 says it was already confirmed', async ({ page }) => {
    await page.clock.install({ time: URGENT_TIME });
    await statusExample(page, 'active_order_in');
    await prefer(page, `**/api/v1/traders/orders/${ORDER_IN}/confirm`, 'code=409');
    const confirm = recordRequests(page, 'POST', '/confirm');
    let accept = false;
    page.on('dialog', (dialog) => void (accept ? dialog.accept() : dialog.dismiss()));
    await openApp(page, 'index');
    const button = page.getByRole('button', { name: 'Подтвердить получение' });
    await button.click();
    await expect(button).toBeEnabled();
    expect(confirm.length).toBe(0);
    accept = true;
    await button.click();
    await expect(page.getByRole('status').filter({ hasText: 'Сделка уже подтверждена. Обновляем данные.' })).toBeVisible();
    expect(confirm.length).toBe(1);
    await expect(page).toHaveURL(/\/$/);
  });

  test('an expired order says so, closes confirming and offers to refresh its status, which leads on', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-22T12:09:50Z') }); // 10 s before the IN order expires
    await statusExample(page, 'active_order_in');
    const confirm = recordRequests(page, 'POST', '/confirm');
    const gets = recordRequests(page, 'GET', `/traders/orders/${ORDER_IN}`);
    await openApp(page, 'index');
    await expect(page.getByRole('button', { name: 'Подтвердить получение' })).toBeVisible();
    await page.clock.fastForward('00:15');
    const notice = main(page).getByRole('status').filter({ has: page.getByRole('heading', { name: 'Время на оплату истекло' }) });
    await expect(notice).toContainText('Если деньги от клиента пришли, откройте спор.');
    await expect(openOrder(page).getByRole('timer')).toHaveCount(0); // the notice takes the timer's place: no "00:00"
    await expect(main(page).getByText('00:00')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Подтвердить получение' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Открыть спор' })).toBeEnabled();

    // The next step: the server says how it ended (here: cancelled), and the outcome page shows it.
    await patchJson(page, `**/api/v1/traders/orders/${ORDER_IN}`, (body) => ({ ...body, status: 'CANCEL' }), 'example=in_process');
    const before = gets.length;
    await page.getByRole('button', { name: 'Обновить статус' }).click();
    await expect(page).toHaveURL(new RegExp(`/trade/order/complete\\?order_id=${ORDER_IN}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Сделка отменена' })).toBeVisible();
    expect(gets.length).toBeGreaterThan(before);
    expect(confirm.length).toBe(0);
  });

  test('opening a dispute: the reason is checked, then /dispute shows it with the support contact', async ({ page }) => {
    await page.clock.install({ time: URGENT_TIME });
    await statusExample(page, 'active_order_in');
    const open = recordRequests(page, 'POST', `/traders/orders/${ORDER_IN}/dispute`);
    await openApp(page, 'index');
    await page.getByRole('button', { name: 'Открыть спор' }).click();
    const reason = page.getByLabel('Причина спора');
    await reason.fill('нет');
    await page.getByRole('button', { name: 'Отправить в поддержку' }).click();
    await expect(page.getByText('Слишком коротко: не меньше 5 символов')).toBeVisible();
    expect(open.length).toBe(0);
    await reason.fill('Клиент прислал чек, но деньги не поступили');
    // The server now reports the open dispute.
    await statusExample(page, 'active_order_dispute');
    await page.getByRole('button', { name: 'Отправить в поддержку' }).click();
    await expect(page).toHaveURL(/\/dispute$/);
    expect(open.length).toBe(1);
    expect(open.at(-1)?.postDataJSON()).toEqual({ reason: 'Клиент прислал чек, но деньги не поступили' });
    await expect(page.getByRole('heading', { name: 'Спор по сделке' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Спор открыт' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Что дальше' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Написать в поддержку' })).toHaveAttribute('href', 'https://t.me/trader_support');
    await expect(page.getByRole('button', { name: 'Назад' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Основное меню' })).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('tapps/dispute-order'))).toContain(ORDER_IN);
  });
});

test.describe('trade screens', () => {
  test('the trade list shows orders with names from static data and accepts an invite once', async ({ page }) => {
    const clock = await clockAt(page, new Date('2026-11-22T11:55:00Z'));
    await patchJson(page, ORDER_LIST, (body) => {
      const items = body.items as Record<string, unknown>[];
      return { ...body, items: [{ ...items[0], status: 'INVITE' }, ...items.slice(1)] };
    });
    const accept = recordRequests(page, 'POST', `/traders/orders/${ORDER_IN}/accept`);
    await openApp(page, 'trade-list');
    await expect(page.getByRole('heading', { name: 'Сделки', level: 1 })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(2);
    await clock.freeze();
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
    expect(accept.length).toBe(1);
  });

  test('an invite taken by someone else (409) is explained and the list refreshed', async ({ page }) => {
    await patchJson(page, ORDER_LIST, (body) => {
      const items = body.items as Record<string, unknown>[];
      return { ...body, items: [{ ...items[0], status: 'INVITE' }] };
    });
    await prefer(page, '**/api/v1/traders/orders/*/accept', 'code=409');
    const lists = recordRequests(page, 'GET', '/traders/orders');
    await openApp(page, 'trade-list');
    await page.getByRole('button', { name: 'Принять сделку' }).click();
    await expect(page.getByRole('alert')).toContainText('Сделку уже принял другой трейдер или время на принятие истекло');
    await expect.poll(() => lists.length).toBeGreaterThanOrEqual(2);
    await expect(page).toHaveURL(/\/trade\/list$/);
  });

  test('an empty trade list says so and leads to the search', async ({ page }) => {
    await page.route(ORDER_LIST, (route) => route.continue({ headers: { ...route.request().headers(), Prefer: 'example=empty' } }));
    await openApp(page, 'trade-list');
    await expect(page.getByRole('heading', { name: 'Сделок пока нет' })).toBeVisible();
  });

  test('an empty trade list while auto-accept searches says the search is on, not to start one', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-22T12:30:00Z') }); // the example's search runs until 13:00Z
    await statusExample(page, 'autoaccept');
    await page.route(ORDER_LIST, (route) => route.continue({ headers: { ...route.request().headers(), Prefer: 'example=empty' } }));
    await openApp(page, 'trade-list');
    await expect(page.getByRole('heading', { name: 'Сделок пока нет' })).toBeVisible();
    await expect(page.getByText('Идёт поиск: новые предложения и сделки в работе появятся здесь.')).toBeVisible();
    await expect(page.getByText('Запустите поиск')).toHaveCount(0);
    // The search runs out: the list asks for a new one, as home does.
    await page.clock.runFor(31 * 60_000);
    await expect(page.getByText(/Запустите поиск, чтобы получать сделки/)).toBeVisible();
  });

  test('/trade/search without a running search explains and leads home', async ({ page }) => {
    await statusExample(page, 'no_requisites');
    await openApp(page, 'trade-search');
    await expect(page.getByRole('heading', { name: 'Поиск не запущен' })).toBeVisible();
    await page.getByRole('button', { name: 'На главную' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the order-complete page is titled by the order status: a cancelled order is not "completed"', async ({ page }) => {
    await statusExample(page, 'done');
    await patchJson(page, `**/api/v1/traders/orders/${ORDER_OUT}`, (body) => ({ ...body, status: 'CANCEL' }), 'example=out_process');
    await openApp(page, 'trade-order-complete', {}, { search: `order_id=${ORDER_OUT}` });
    await expect(page.getByRole('heading', { level: 1, name: 'Сделка отменена' })).toBeVisible();
    await expect(page.getByText('Сделка завершена')).toHaveCount(0);
  });

  test('after home showed the order in process, the order-complete page fetches it again and shows how it ended', async ({ page }) => {
    await page.clock.install({ time: URGENT_TIME });
    await statusExample(page, 'active_order_in');
    await openApp(page, 'index');
    await expect(page.getByRole('button', { name: 'Подтвердить получение' })).toBeVisible();
    await patchJson(page, `**/api/v1/traders/orders/${ORDER_IN}`, (body) => ({ ...body, status: 'CANCEL' }), 'example=in_process');
    await page.evaluate((id) => {
      history.pushState(null, '', `/trade/order/complete?order_id=${id}`);
      dispatchEvent(new PopStateEvent('popstate'));
    }, ORDER_IN);
    await expect(page.getByRole('heading', { level: 1, name: 'Сделка отменена' })).toBeVisible();
  });

  test('the order-complete page shows the outcome, amounts and the ways on', async ({ page }) => {
    await statusExample(page, 'done');
    await patchJson(page, `**/api/v1/traders/orders/${ORDER_OUT}`, (body) => ({ ...body, status: 'COMPLETE' }), 'example=out_process');
    await openApp(page, 'trade-order-complete', {}, { search: `order_id=${ORDER_OUT}` });
    await expect(page.getByRole('heading', { level: 1, name: 'Сделка завершена' })).toBeVisible();
    await expect(main(page).getByText('8 200,00 ₽', { exact: true })).toBeVisible();
    await expect(main(page).getByText('87,23 USDT')).toBeVisible();
    await expect(page.getByRole('button', { name: /Скопировать номер сделки/ })).toContainText('457c4d43…d35789');
    await page.getByRole('button', { name: 'Операции по балансу' }).click();
    await expect(page).toHaveURL(/\/balance\/operations\?status=completed$/);
  });
});

test.describe('dispute outcome', () => {
  test('/dispute/close shows the outcome and the way home clears the dispute order', async ({ page }) => {
    await page.addInitScript((orderId) => {
      if (!sessionStorage.getItem('e2e/seeded')) {
        sessionStorage.setItem('e2e/seeded', '1');
        sessionStorage.setItem('tapps/dispute-order', JSON.stringify({ order_id: orderId, order_status: 'PROCESS', dispute_status: 'close' }));
      }
    }, ORDER_IN);
    await statusExample(page, 'done');
    await prefer(page, `**/api/v1/traders/orders/${ORDER_IN}/dispute`, 'example=closed_trader_won');
    await openApp(page, 'dispute-close');
    await expect(page.getByRole('heading', { name: 'Спор закрыт', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Спор решён в вашу пользу' })).toBeVisible();
    await expect(page.getByText('Платёж не найден в выписке банка, сделка отменена')).toBeVisible();
    await page.getByRole('button', { name: 'На главную' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => sessionStorage.getItem('tapps/dispute-order'))).toBeNull();
  });
});
