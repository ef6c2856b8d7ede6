// New orders, once per order whichever tells first (the socket or a list), on the contract's
// own order ids.
import { describe, expect, it } from 'vitest';
import { responseExample } from '../shared/lib/testing/response-example.ts';
import { createNewOrders, listedOrderNoticeTarget, newOrderMayNavigate, newOrderShownHere } from './new-orders.ts';

const listed = responseExample<{ items: { id: string }[] }>('/traders/orders', 'default').items.map((o) => o.id);
const NEW = '7d1f7c8e-3b6a-4f0e-9a51-2c8d4e6f1a20';
const LATER = '2c8d4e6f-1a20-4f0e-9a51-7d1f7c8e3b6a';

function setup() {
  const store = createNewOrders();
  const alerts: string[] = [];
  const stop = store.onNewOrder((id) => alerts.push(id));
  let marksChanged = 0;
  store.subscribe(() => (marksChanged += 1));
  return { store, alerts, stop, marksChanged: () => marksChanged };
}

describe('new orders', () => {
  it('the first list is what was there before: nothing is new in it', () => {
    const { store, alerts } = setup();
    expect(listed).toHaveLength(2);
    store.listed(listed);
    expect(alerts).toEqual([]);
    expect(listed.some((id) => store.isNew(id))).toBe(false);
  });

  it('an order in a later list is new once, whatever how often the list is fetched again', () => {
    const { store, alerts } = setup();
    store.listed(listed);
    store.listed([...listed, NEW]);
    store.listed([...listed, NEW]);
    store.listed([NEW, ...listed]);
    expect(alerts).toEqual([NEW]);
    expect(store.isNew(NEW)).toBe(true);
  });

  it('the socket then the list, or the list then the socket: one alert per order', () => {
    const { store, alerts } = setup();
    store.listed(listed);
    store.announced(NEW);
    store.listed([...listed, NEW]);
    store.listed([...listed, NEW, LATER]);
    store.announced(LATER);
    store.announced(NEW);
    expect(alerts).toEqual([NEW, LATER]);
  });

  it('an order the socket announces before any list is new; the first list then only adds what was there', () => {
    const { store, alerts } = setup();
    store.announced(NEW);
    store.listed([...listed, NEW]);
    expect(alerts).toEqual([NEW]);
    expect(listed.some((id) => store.isNew(id))).toBe(false);
  });

  it('the mark stays until seen; seen, it does not come back with the next list', () => {
    const { store, marksChanged } = setup();
    store.listed(listed);
    store.listed([...listed, NEW]);
    expect(marksChanged()).toBe(1);
    store.seen(NEW);
    store.seen(NEW);
    expect(marksChanged()).toBe(2);
    store.listed([...listed, NEW]);
    expect(store.isNew(NEW)).toBe(false);
  });

  it('orders that came before anyone listened are handed to the first listener, once', () => {
    const store = createNewOrders();
    store.listed(listed);
    store.announced(NEW);
    const first: string[] = [];
    const second: string[] = [];
    store.onNewOrder((id) => first.push(id));
    store.onNewOrder((id) => second.push(id));
    expect(first).toEqual([NEW]);
    expect(second).toEqual([]);
  });

  it('two new orders in one list are two alerts, each once', () => {
    const { store, alerts } = setup();
    store.listed([]);
    store.listed([NEW, LATER, NEW]);
    expect(alerts).toEqual([NEW, LATER]);
  });
});

describe('newOrderMayNavigate (issue 37: alerts never take a trader away)', () => {
  it('only home and the search screen are left for a new order', () => {
    expect(newOrderMayNavigate('/')).toBe(true);
    expect(newOrderMayNavigate('/trade/search')).toBe(true);
    expect(newOrderMayNavigate('/trade/search/')).toBe(true);
    for (const path of ['/trade/list', '/balance/conclusion', '/balance', '/history', '/requisite', '/dispute', '/trade/order/complete']) {
      expect(newOrderMayNavigate(path), path).toBe(false);
    }
  });
});

describe('newOrderShownHere', () => {
  it('only /dispute lists a new order where the trader is (home leads back there while the dispute is open)', () => {
    expect(newOrderShownHere('/dispute')).toBe(true);
    expect(newOrderShownHere('/dispute/')).toBe(true);
    for (const path of ['/', '/trade/list', '/history', '/dispute/close', '/balance/conclusion']) expect(newOrderShownHere(path), path).toBe(false);
  });
});

describe('listedOrderNoticeTarget (issue 37)', () => {
  it('an invite found in a list: a notice opening the trade list, unless the trader is there', () => {
    expect(listedOrderNoticeTarget('INVITE', '/trade/list')).toBeNull();
    for (const path of ['/', '/trade/search', '/balance/conclusion', '/history']) expect(listedOrderNoticeTarget('INVITE', path), path).toBe('/trade/list');
  });

  it('an order in progress found in a list: a notice opening home, unless home or the trade list shows it', () => {
    expect(listedOrderNoticeTarget('PROCESS', '/')).toBeNull();
    expect(listedOrderNoticeTarget('PROCESS', '/trade/list')).toBeNull();
    expect(listedOrderNoticeTarget('PROCESS', '/history')).toBe('/');
  });

  it('tells the alert who told first', () => {
    const store = createNewOrders();
    const told: string[] = [];
    store.onNewOrder((id, how) => told.push(`${id} ${how}`));
    store.listed([]);
    store.listed(['a']);
    store.announced('b');
    expect(told).toEqual(['a listed', 'b announced']);
  });
});
