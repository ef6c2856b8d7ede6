// One test per handler: state and payload in, navigation, query and UI effects out.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { DisputeOrder } from '../../../domain/dispute.ts';
import { PATHS } from '../../../shared/routes/route-table.ts';
import { TARGET_KEYS, TEXTS, ownOrder, readyTarget, realtimeHandlers as h, type Notice, type QueryTarget, type RealtimeContext } from './handlers.ts';
import { createRepeatFilter } from './repeats.ts';

const ORDER = 'b47d498b-e478-4c77-9465-c03d34fbf801';
const OTHER = '457c4d43-ef21-4283-87d0-6465f0d35789';

function ctx(init: { path?: string; active?: { order_id: string; order_status: string } | null; dispute?: DisputeOrder | null; listed?: string[] } = {}) {
  const effects = {
    navigations: [] as { to: string; replace: boolean }[],
    invalidated: [] as QueryTarget[],
    notices: [] as Notice[],
    dialogs: [] as { kind: string; reason: string | null }[],
    traderPatches: [] as { blocked: boolean }[],
    logs: [] as string[],
    newOrders: [] as string[],
  };
  let dispute = init.dispute ?? null;
  const c: RealtimeContext = {
    path: init.path ?? '/',
    navigate: (to, options) => void effects.navigations.push({ to, replace: options?.replace ?? false }),
    invalidate: (targets) => void effects.invalidated.push(...targets),
    patchTrader: (patch) => void effects.traderPatches.push(patch),
    activeOrder: () => init.active ?? null,
    listedOrder: (id) => (init.listed ?? []).includes(id),
    getDisputeOrder: () => dispute,
    setDisputeOrder: (o) => {
      dispute = o;
    },
    firstTime: createRepeatFilter(),
    newOrder: (id) => void effects.newOrders.push(id),
    notify: (n) => void effects.notices.push(n),
    openDialog: (kind, detail) => void effects.dialogs.push({ kind, reason: detail?.reason ?? null }),
    log: (m) => void effects.logs.push(m),
  };
  return { c, effects, dispute: () => dispute };
}

const order = (order_status: 'process' | 'complete' | 'cancel' | 'timeout', dispute_status: 'open' | 'close' | null, id = ORDER) => ({
  order_id: id,
  order_status,
  dispute_status,
  usdt_to_trader: 158.73,
});
/** The AsyncAPI document's own example of a withdrawal event. */
function withdrawalExample(): typeof balance {
  const doc = parse(readFileSync(new URL('../../../../asyncapi/trader-events.yaml', import.meta.url), 'utf8')) as {
    components: { messages: Record<string, { examples: { name: string; payload: typeof balance }[] }> };
  };
  return doc.components.messages.balance_withdrawal!.examples.find((e) => e.name === 'default')!.payload;
}

const balance = { amount: 250.5, currency_code: 'USDT' as const, operation_id: '9b2d7f1e-4c3a-4e8b-a1d2-5f6e7a8b9c0d' };

describe('what each refresh target invalidates', () => {
  it('is the prefix of every query of its resources, whatever the page or filter', () => {
    expect(TARGET_KEYS).toEqual({
      balance: [['get', '/traders/balance']],
      status: [
        ['get', '/traders/check'],
        ['get', '/traders/status'],
      ],
      orders: [
        ['get', '/traders/orders'],
        ['get', '/traders/orders/history'],
      ],
      trader: [['get', '/traders']],
      // The lists of every tab, and any one operation (a withdrawal's status changes with its events).
      transactions: [
        ['get', '/traders/transactions'],
        ['get', '/traders/transactions/{transaction_id}'],
      ],
    });
  });
});

describe('balance events refresh balance and status and toast the amount', () => {
  it.each([
    ['balance_replenishment', TEXTS.replenished, '+250,50\u00a0USDT'],
    ['balance_internal_topup', TEXTS.internalTopup, '+250,50\u00a0USDT'],
  ] as const)('%s: a credit, as the contract defines the event', (name, title, description) => {
    const { c, effects } = ctx();
    const event = name === 'balance_replenishment' ? 'balance.replenishment' : 'balance.internal_topup';
    h[name]({ ...balance, event }, c);
    expect(effects.invalidated).toEqual(expect.arrayContaining(['balance', 'status', 'transactions']));
    expect(effects.notices).toEqual([
      { id: `operation-${balance.operation_id}`, title, description, tone: 'success', total: { sign: description[0], amount: 250.5 } },
    ]);
    expect(effects.navigations).toEqual([]);
  });

  it('balance_withdrawal: the event does not say the status, so the notice does not either: "Вывод обновлён", linking the operation (issue 37)', () => {
    const { c, effects } = ctx();
    h.balance_withdrawal({ ...balance, event: 'balance.withdrawal' }, c);
    expect(effects.invalidated).toEqual(expect.arrayContaining(['balance', 'status', 'transactions']));
    expect(effects.notices).toEqual([
      {
        id: `operation-${balance.operation_id}`,
        title: 'Вывод обновлён',
        description: '−250,50\u00a0USDT',
        tone: 'info',
        total: { sign: '−', amount: 250.5 },
        link: { label: 'Открыть', to: `/balance/operations/${balance.operation_id}` },
        many: { link: { label: 'Операции', to: '/balance/operations' } },
      },
    ]);
    expect(effects.notices[0]?.title).not.toMatch(/выведены/i);
  });
});

it('a withdrawal given as a negative amount (the contract example) shows one minus sign', () => {
  const { c, effects } = ctx();
  h.balance_withdrawal({ ...withdrawalExample(), event: 'balance.withdrawal' }, c);
  expect(effects.notices).toMatchObject([{ title: TEXTS.withdrawalUpdated, description: '−50,25\u00a0USDT', total: { sign: '−', amount: 50.25 } }]);
});

describe('auto-accept events', () => {
  it('timeout opens the "no suitable trade" dialog and toasts the timer', () => {
    const { c, effects } = ctx();
    h.autoaccept_timeout({ expired_at: '2026-11-22T13:00:00Z', event: 'autoaccept.timeout' }, c);
    expect(effects.dialogs).toEqual([{ kind: 'autoaccept-timeout', reason: null }]);
    expect(effects.notices).toEqual([{ title: 'Таймер истек', tone: 'info' }]);
    expect(effects.invalidated).toContain('status');
  });

  it('disabled opens the stop dialog with the reason', () => {
    const { c, effects } = ctx();
    h.autoaccept_disabled({ reason: 'Недостаточно средств', event: 'autoaccept.disabled' }, c);
    expect(effects.dialogs).toEqual([{ kind: 'autoaccept-disabled', reason: 'Недостаточно средств' }]);
  });

  it('disabled with a reason the contract does not list still opens the stop dialog, and says so in the log', () => {
    const { c, effects } = ctx();
    h.autoaccept_disabled({ reason: 'NO_BALANCE', event: 'autoaccept.disabled' }, c);
    expect(effects.logs).toEqual([]);
    h.autoaccept_disabled({ reason: 'TRADER_INACTIVE', event: 'autoaccept.disabled' }, c);
    expect(effects.dialogs.at(-1)).toEqual({ kind: 'autoaccept-disabled', reason: 'TRADER_INACTIVE' });
    expect(effects.logs).toEqual(['autoaccept_disabled with a reason AutoacceptDisabledReason does not list: "TRADER_INACTIVE"']);
  });

  it('order refreshes the status and lands the trader on the accepted order (home)', () => {
    const { c, effects } = ctx({ path: '/trade/search' });
    h.autoaccept_order({ order_id: ORDER, event: 'autoaccept.order' }, c);
    expect(effects.invalidated).toEqual(expect.arrayContaining(['status', 'orders']));
    expect(effects.navigations).toEqual([{ to: '/', replace: false }]);
    // A new order: alerted and marked (issue 28).
    expect(effects.newOrders).toEqual([ORDER]);
  });

  it('order from home or the search screen navigates home; from anywhere else it alerts and marks, and a notice opens home (issue 37)', () => {
    for (const path of ['/', '/trade/search']) {
      const { c, effects } = ctx({ path });
      h.autoaccept_order({ order_id: ORDER, event: 'autoaccept.order' }, c);
      expect(effects.navigations, path).toEqual([{ to: '/', replace: false }]);
      expect(effects.notices, path).toEqual([]);
    }
    for (const path of ['/trade/list', '/balance/conclusion', '/history', '/dispute', '/settings']) {
      const { c, effects } = ctx({ path });
      h.autoaccept_order({ order_id: ORDER, event: 'autoaccept.order' }, c);
      expect(effects.navigations, path).toEqual([]);
      expect(effects.newOrders, path).toEqual([ORDER]);
      expect(effects.invalidated, path).toEqual(expect.arrayContaining(['status', 'orders']));
      // On /dispute (home leads back there while the dispute is open) Открыть brings the order's card into view, where /dispute lists it.
      const link = path === '/dispute' ? { label: 'Открыть', to: '/', reveal: ORDER } : { label: 'Открыть', to: '/' };
      expect(effects.notices, path).toEqual([{ id: `new-order-${ORDER}`, title: 'Новая сделка', tone: 'info', link }]);
    }
  });

  it('the dialogs lead to /trade/list when the status is DONE, else /', () => {
    expect(readyTarget('DONE')).toBe('/trade/list');
    expect(readyTarget('ACTIVE_ORDER')).toBe('/');
    expect(readyTarget(null)).toBe('/');
  });
});

/** The trader's active order (the cached status), in process. */
const activeIs = (id = ORDER) => ({ active: { order_id: id, order_status: 'PROCESS' } });

describe('orders_timeout and orders_closed', () => {
  it('with an open dispute: store the dispute order, go to /dispute, toast without the link', () => {
    for (const name of ['orders_timeout', 'orders_closed'] as const) {
      const { c, effects, dispute } = ctx(activeIs());
      h[name](order('cancel', 'open'), c);
      expect(effects.navigations).toEqual([{ to: PATHS.dispute, replace: false }]);
      expect(dispute()).toEqual({ order_id: ORDER, order_status: 'cancel', dispute_status: 'open' });
      expect(effects.notices).toEqual([{ title: TEXTS.orderCancelled, description: 'Сумма сделки: 158,73\u00a0USDT', tone: 'warning' }]);
    }
  });

  it('closed with no dispute: /trade/order/complete; cancelled shows the toast with the link', () => {
    const { c, effects } = ctx(activeIs(OTHER));
    h.orders_closed(order('cancel', null, OTHER), c);
    expect(effects.navigations).toEqual([{ to: `/trade/order/complete?order_id=${OTHER}`, replace: false }]);
    expect(effects.notices[0]?.link).toEqual({ label: 'Операции', to: '/balance/operations' });
  });

  it('complete with no dispute: /trade/order/complete and no cancelled toast', () => {
    const { c, effects } = ctx(activeIs());
    h.orders_closed(order('complete', null), c);
    expect(effects.navigations).toEqual([{ to: `/trade/order/complete?order_id=${ORDER}`, replace: false }]);
    expect(effects.notices).toEqual([]);
  });

  it('closed dispute and complete: /trade/order/complete; closed dispute and cancelled: stays', () => {
    const a = ctx(activeIs());
    h.orders_closed(order('complete', 'close'), a.c);
    expect(a.effects.navigations).toEqual([{ to: `/trade/order/complete?order_id=${ORDER}`, replace: false }]);
    const b = ctx(activeIs());
    h.orders_closed(order('cancel', 'close'), b.c);
    expect(b.effects.navigations).toEqual([]);
    expect(b.effects.notices).toHaveLength(1);
  });

  it('a timeout always counts as cancelled (toast), and goes to the outcome when there is no dispute', () => {
    const { c, effects } = ctx(activeIs());
    h.orders_timeout(order('timeout', null), c);
    expect(effects.notices).toHaveLength(1);
    expect(effects.navigations).toEqual([{ to: `/trade/order/complete?order_id=${ORDER}`, replace: false }]);
  });
});

describe('dispute events', () => {
  it('dispute_open for the current order stores it and goes to /dispute', () => {
    const { c, effects, dispute } = ctx({ active: { order_id: ORDER, order_status: 'PROCESS' } });
    h.dispute_open(order('process', 'open'), c);
    expect(dispute()).toEqual({ order_id: ORDER, order_status: 'process', dispute_status: 'open' });
    expect(effects.navigations).toEqual([{ to: '/dispute', replace: false }]);
  });

  it('dispute_open with no order of the trader known (no active, stored or listed order) is ignored', () => {
    const { c, effects, dispute } = ctx();
    h.dispute_open(order('process', 'open'), c);
    expect(dispute()).toBeNull();
    expect(effects.navigations).toEqual([]);
  });

  it('dispute_open for another order is ignored', () => {
    const { c, effects, dispute } = ctx({ active: { order_id: OTHER, order_status: 'PROCESS' } });
    h.dispute_open(order('process', 'open'), c);
    expect(dispute()).toBeNull();
    expect(effects.navigations).toEqual([]);
    expect(effects.logs[0]).toContain('ignored');
  });

  it('dispute_close: in process before and not now -> /trade/order/complete, dispute order cleared', () => {
    const { c, effects, dispute } = ctx({ dispute: { order_id: ORDER, order_status: 'PROCESS', dispute_status: 'open' } });
    h.dispute_close(order('complete', 'close'), c);
    expect(effects.navigations).toEqual([{ to: `/trade/order/complete?order_id=${ORDER}`, replace: false }]);
    expect(dispute()).toBeNull();
  });

  it('dispute_close: still in process -> /dispute/close with the closed dispute order kept', () => {
    const { c, effects, dispute } = ctx({ dispute: { order_id: ORDER, order_status: 'process', dispute_status: 'open' } });
    h.dispute_close(order('process', 'close'), c);
    expect(effects.navigations).toEqual([{ to: '/dispute/close', replace: false }]);
    expect(dispute()).toEqual({ order_id: ORDER, order_status: 'process', dispute_status: 'close' });
  });

  it('dispute_close: not in process before -> /dispute/close', () => {
    const { c, effects } = ctx({ dispute: { order_id: ORDER, order_status: 'COMPLETE', dispute_status: 'open' } });
    h.dispute_close(order('cancel', 'close'), c);
    expect(effects.navigations).toEqual([{ to: '/dispute/close', replace: false }]);
  });
});

describe('order events act only for the trader\'s own order, and once (issue 24)', () => {
  const events = ['orders_timeout', 'orders_closed', 'dispute_open', 'dispute_close'] as const;
  const payload = (name: (typeof events)[number], id: string) =>
    name === 'dispute_open' ? order('process', 'open', id) : name === 'dispute_close' ? order('complete', 'close', id) : order('cancel', null, id);

  it.each(events)('%s for another order than the active one: refreshes, but no navigation, toast or dispute order; logged', (name) => {
    const { c, effects, dispute } = ctx({ ...activeIs(OTHER), path: '/balance/conclusion' });
    h[name](payload(name, ORDER), c);
    expect(effects.navigations).toEqual([]);
    expect(effects.notices).toEqual([]);
    expect(dispute()).toBeNull();
    expect(effects.invalidated).toContain('status');
    expect(effects.logs).toEqual([expect.stringMatching(new RegExp(`^${name} for order ${ORDER} .*: not the trader's order \\(active order ${OTHER}, dispute order none\\); ignored$`))]);
  });

  it.each(events)('%s repeated (same order, event and statuses) acts once; the repeat does nothing but log', (name) => {
    const { c, effects } = ctx(activeIs());
    h[name](payload(name, ORDER), c);
    const acted = { navigations: [...effects.navigations], invalidated: [...effects.invalidated], notices: [...effects.notices] };
    expect(acted.navigations).toHaveLength(1);
    h[name](payload(name, ORDER), c);
    expect(effects.navigations).toEqual(acted.navigations);
    expect(effects.invalidated).toEqual(acted.invalidated);
    expect(effects.notices).toEqual(acted.notices);
    expect(effects.logs).toEqual([expect.stringMatching(new RegExp(`^${name} for order ${ORDER} .*: repeated, already acted on; ignored$`))]);
  });

  it('a later event for the same order with a new status is not a repeat; the stored dispute order is own without an active order', () => {
    const { c, effects } = ctx({ dispute: { order_id: ORDER, order_status: 'process', dispute_status: 'open' } });
    h.dispute_close(order('process', 'close'), c);
    h.dispute_close(order('process', 'close'), c);
    h.dispute_close(order('complete', 'close'), c);
    expect(effects.navigations.map((n) => n.to)).toEqual([PATHS['dispute-close'], `/trade/order/complete?order_id=${ORDER}`]);
  });

  it('with no active order in the status: an order of the cached current orders is own, any other is not', () => {
    const listed = ctx({ listed: [ORDER] });
    h.orders_timeout(order('timeout', null), listed.c);
    expect(listed.effects.navigations).toEqual([{ to: `/trade/order/complete?order_id=${ORDER}`, replace: false }]);
    const unknown = ctx({ listed: [OTHER] });
    h.orders_timeout(order('timeout', null), unknown.c);
    expect(unknown.effects.navigations).toEqual([]);
    expect(unknown.effects.logs[0]).toContain("not the trader's order");
  });

  it('with an active order, the cached list does not make another order own', () => {
    const { c } = ctx({ ...activeIs(OTHER), listed: [ORDER, OTHER] });
    expect(ownOrder(ORDER, c)).toBe(false);
    expect(ownOrder(OTHER, c)).toBe(true);
  });

  it('another of the trader\'s current orders (a second one in progress, the status naming the first) ending: its outcome told where the trader is, once, no move', () => {
    const cases = [
      { name: 'orders_timeout', event: order('timeout', null), title: TEXTS.orderCancelled, description: 'Сумма сделки: 158,73\u00a0USDT', tone: 'warning', link: { label: TEXTS.operationsLink, to: PATHS['balance-operations'] } },
      { name: 'orders_closed', event: order('cancel', null), title: TEXTS.orderCancelled, description: 'Сумма сделки: 158,73\u00a0USDT', tone: 'warning', link: { label: TEXTS.operationsLink, to: PATHS['balance-operations'] } },
      { name: 'orders_closed', event: order('complete', null), title: 'Сделка завершена', description: 'Сумма сделки: 158,73\u00a0USDT', tone: 'success', link: { label: 'Открыть', to: `/trade/order/complete?order_id=${ORDER}` } },
      { name: 'orders_timeout', event: order('timeout', 'open'), title: TEXTS.orderCancelled, description: 'Сумма сделки: 158,73\u00a0USDT', tone: 'warning', link: undefined },
      { name: 'dispute_close', event: order('complete', 'close'), title: 'Спор закрыт', description: 'Сделка завершена: 158,73\u00a0USDT', tone: 'success', link: { label: 'Открыть', to: `/trade/order/complete?order_id=${ORDER}` } },
      { name: 'dispute_close', event: order('cancel', 'close'), title: 'Спор закрыт', description: 'Сделка отменена', tone: 'warning', link: { label: 'Открыть', to: `/trade/order/complete?order_id=${ORDER}` } },
      { name: 'dispute_close', event: order('process', 'close'), title: 'Спор закрыт', description: 'Сделка ещё в работе', tone: 'info', link: { label: 'Открыть', to: `/trade/order/complete?order_id=${ORDER}` } },
    ] as const;
    for (const expected of cases) {
      const { c, effects, dispute } = ctx({ ...activeIs(OTHER), listed: [ORDER, OTHER], path: '/balance/conclusion' });
      h[expected.name](expected.event, c);
      h[expected.name](expected.event, c);
      const what = `${expected.name} ${expected.event.order_status}`;
      expect(effects.notices, what).toHaveLength(1);
      expect(effects.notices[0], what).toMatchObject({ title: expected.title, description: expected.description, tone: expected.tone });
      expect(effects.notices[0]?.link, what).toEqual(expected.link);
      expect(effects.navigations, what).toEqual([]);
      expect(dispute(), what).toBeNull();
      // The money and the lists are read again: the card goes, the balance shows the credit.
      expect(effects.invalidated, what).toEqual(expect.arrayContaining(['balance', 'status', 'orders']));
      expect(effects.logs, what).toEqual([expect.stringMatching(/repeated, already acted on; ignored$/)]);
    }
  });

  it('a dispute opened on another current order shows on its card: orders and status refreshed, no toast, no move, no dispute order', () => {
    const { c, effects, dispute } = ctx({ ...activeIs(OTHER), listed: [ORDER, OTHER] });
    h.dispute_open(order('process', 'open'), c);
    expect(effects.notices).toEqual([]);
    expect(effects.navigations).toEqual([]);
    expect(dispute()).toBeNull();
    expect(effects.invalidated).toEqual(expect.arrayContaining(['status', 'orders']));
  });

  it('autoaccept_order for the same order lands home once', () => {
    const { c, effects } = ctx({ path: '/trade/search' });
    h.autoaccept_order({ order_id: ORDER, event: 'autoaccept.order' }, c);
    h.autoaccept_order({ order_id: ORDER, event: 'autoaccept.order' }, c);
    expect(effects.navigations).toEqual([{ to: '/', replace: false }]);
    expect(effects.newOrders).toEqual([ORDER]);
    expect(effects.logs[0]).toContain('repeated');
  });
});

describe('banned', () => {
  it('blocked true patches the trader and goes to /warn/account-blocked', () => {
    const { c, effects } = ctx({ path: '/history' });
    h.banned({ blocked: true }, c);
    expect(effects.traderPatches).toEqual([{ blocked: true }]);
    expect(effects.navigations).toEqual([{ to: '/warn/account-blocked', replace: true }]);
  });

  it('unblocked while on that page goes to /; elsewhere it stays', () => {
    const on = ctx({ path: '/warn/account-blocked' });
    h.banned({ blocked: false }, on.c);
    expect(on.effects.navigations).toEqual([{ to: '/', replace: true }]);
    const off = ctx({ path: '/history' });
    h.banned({ blocked: false }, off.c);
    expect(off.effects.navigations).toEqual([]);
    expect(off.effects.traderPatches).toEqual([{ blocked: false }]);
  });
});
