// The alerts beside the screens, on a real query cache fed the contract's examples: a new order
// in a later list is marked and sounds once (not with the sound off), and the screen stays on
// while the status says the trader works, let go when it says they stopped.
import { QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { components } from '../../../../generated/openapi/trader-api.ts';
import { newOrders } from '../../../domain/new-orders.ts';
import { writePreference } from '../../../domain/preferences.ts';
import { orderListKey, statusKey } from '../../../shared/api/resources.ts';
import { responseExample } from '../../../shared/lib/testing/response-example.ts';
import { BATCH_MS } from '../model/alert-batch.ts';
import OrderAlerts from './order-alerts.tsx';

type OrderList = components['schemas']['OrderList'];
const LIST_KEY = [...orderListKey, { params: { query: { size: 100 } } }];
const list = responseExample<OrderList>('/traders/orders', 'default');
const [first] = list.items;
if (!first) throw new Error('the example list is empty');

const wakeLock = { requests: 0, releases: 0 };
let tones = 0;

beforeEach(() => {
  localStorage.clear();
  wakeLock.requests = 0;
  wakeLock.releases = 0;
  tones = 0;
  Object.defineProperty(navigator, 'wakeLock', {
    configurable: true,
    value: {
      request: async () => {
        wakeLock.requests += 1;
        const listeners: (() => void)[] = [];
        const sentinel = {
          released: false,
          addEventListener: (_: string, l: () => void) => listeners.push(l),
          release: async () => {
            if (sentinel.released) return;
            sentinel.released = true;
            wakeLock.releases += 1;
            for (const l of listeners) l();
          },
        };
        return sentinel;
      },
    },
  });
  class FakeAudioContext {
    state = 'running';
    currentTime = 0;
    destination = {};
    resume = () => Promise.resolve();
    createOscillator() {
      tones += 1;
      return { type: '', frequency: { setValueAtTime: () => undefined }, connect: () => undefined, start: () => undefined, stop: () => undefined };
    }
    createGain() {
      return { gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined }, connect: () => undefined };
    }
  }
  Object.defineProperty(window, 'AudioContext', { configurable: true, value: FakeAudioContext });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'wakeLock');
  Reflect.deleteProperty(window, 'AudioContext');
});

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
const newId = () => crypto.randomUUID();

describe('OrderAlerts', () => {
  it('an order in a later list is marked and sounds once; the list it was already in does not', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(LIST_KEY, list);
    render(<OrderAlerts queryClient={queryClient} path={() => '/trade/list'} navigate={() => undefined} />);
    expect(newOrders.isNew(first.id)).toBe(false);
    const id = newId();
    act(() => queryClient.setQueryData(LIST_KEY, { ...list, items: [...list.items, { ...first, id, status: 'INVITE' as const }] }));
    act(() => queryClient.setQueryData(LIST_KEY, { ...list, items: [...list.items, { ...first, id, status: 'INVITE' as const }] }));
    expect(newOrders.isNew(id)).toBe(true);
    await wait(BATCH_MS + 50);
    expect(tones).toBe(2); // one alert: its two tones
    newOrders.announced(id);
    await wait(BATCH_MS + 50);
    expect(tones).toBe(2);
  });

  it('with the sound turned off a new order is still marked, silently', async () => {
    writePreference('orderSound', '0');
    const queryClient = new QueryClient();
    render(<OrderAlerts queryClient={queryClient} path={() => '/trade/list'} navigate={() => undefined} />);
    const id = newId();
    newOrders.announced(id);
    await wait(BATCH_MS + 50);
    expect(newOrders.isNew(id)).toBe(true);
    expect(tones).toBe(0);
  });

  it('keeps the screen on while the status has an active order or a search, and lets go when it has neither', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(statusKey, responseExample('/traders/check', 'active_order_in'));
    const view = render(<OrderAlerts queryClient={queryClient} path={() => '/trade/list'} navigate={() => undefined} />);
    await wait(10);
    expect(wakeLock).toEqual({ requests: 1, releases: 0 });
    act(() => queryClient.setQueryData(statusKey, responseExample('/traders/check', 'done')));
    await wait(10);
    expect(wakeLock).toEqual({ requests: 1, releases: 1 });
    const searching = { ...responseExample<Record<string, unknown>>('/traders/check', 'autoaccept'), autoaccept_expired_at: new Date(Date.now() + 60_000).toISOString() };
    act(() => queryClient.setQueryData(statusKey, searching));
    await wait(10);
    expect(wakeLock).toEqual({ requests: 2, releases: 1 });
    view.unmount();
    await wait(10);
    expect(wakeLock).toEqual({ requests: 2, releases: 2 });
  });
});
