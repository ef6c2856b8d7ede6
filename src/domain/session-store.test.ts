import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { onNavigate, resolveBack } from './navigation.ts';
import { SESSION_PREFIX } from '../shared/lib/session-prefix.ts';
import { SESSION_KEYS, createSessionStore } from './session-store.ts';

/** A real in-memory Storage, with an optional failure switch for writes and reads. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  failWrites = false;
  failReads = false;
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    if (this.failReads) throw new DOMException('denied', 'SecurityError');
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    if (this.failWrites) throw new DOMException('denied', 'SecurityError');
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    if (this.failWrites) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(key, String(value));
  }
}

describe('keys', () => {
  it('all live under the tapps/ prefix and are distinct', () => {
    const keys = Object.values(SESSION_KEYS);
    expect(SESSION_PREFIX).toBe('tapps/');
    for (const key of keys) expect(key.startsWith('tapps/')).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('defaults', () => {
  it('on an empty storage', () => {
    const store = createSessionStore(new MemoryStorage());
    expect(store.getNavigationStack()).toEqual([]);
    expect(store.getLastSection()).toBe('/');
    expect(store.getNavigationState()).toEqual({ stack: [], section: '/' });
    expect(store.getDisputeOrder()).toBeNull();
    expect(store.getWelcome()).toBe(true);
    expect(store.getIsNotAccess()).toBe(false);
  });
});

describe('round trips', () => {
  it('each value is written as JSON under its key and read back', () => {
    const storage = new MemoryStorage();
    const store = createSessionStore(storage);
    store.setNavigationStack(['/balance', '/balance/operations']);
    store.setLastSection('/balance');
    store.setDisputeOrder({ order_id: 'o-1', order_status: 'process', dispute_status: 'open' });
    store.setWelcome(false);
    store.setIsNotAccess(true);

    expect(storage.getItem('tapps/navigation-stack')).toBe('["/balance","/balance/operations"]');
    expect(storage.getItem(SESSION_KEYS.welcome)).toBe('false');
    // A second store over the same storage (a reload) sees the same values.
    const reloaded = createSessionStore(storage);
    expect(reloaded.getNavigationState()).toEqual({ stack: ['/balance', '/balance/operations'], section: '/balance' });
    expect(reloaded.getDisputeOrder()).toEqual({ order_id: 'o-1', order_status: 'process', dispute_status: 'open' });
    expect(reloaded.getWelcome()).toBe(false);
    expect(reloaded.getIsNotAccess()).toBe(true);
  });

  it('keeps only the three dispute order fields, and null removes the key', () => {
    const storage = new MemoryStorage();
    const store = createSessionStore(storage);
    const order = { order_id: 'o-2', order_status: 'complete', dispute_status: null, usdt_to_trader: 10 };
    store.setDisputeOrder(order);
    expect(JSON.parse(storage.getItem(SESSION_KEYS.disputeOrder) ?? 'null')).toEqual({ order_id: 'o-2', order_status: 'complete', dispute_status: null });
    store.setDisputeOrder(null);
    expect(storage.getItem(SESSION_KEYS.disputeOrder)).toBeNull();
    expect(store.getDisputeOrder()).toBeNull();
  });

  it('works with the navigation reducers', () => {
    const store = createSessionStore(new MemoryStorage());
    store.setNavigationState(onNavigate(store.getNavigationState(), '/balance', '/balance/replenish', 'push'));
    const back = resolveBack(store.getNavigationState(), false);
    expect(back).toEqual({ action: 'pop', to: '/balance', state: { stack: [], section: '/balance' } });
  });

  it('clear() restores every default', () => {
    const storage = new MemoryStorage();
    storage.setItem('other/key', 'kept');
    const store = createSessionStore(storage);
    store.setWelcome(false);
    store.setIsNotAccess(true);
    store.setNavigationStack(['/x']);
    store.clear();
    expect(store.getWelcome()).toBe(true);
    expect(store.getIsNotAccess()).toBe(false);
    expect(store.getNavigationStack()).toEqual([]);
    expect(storage.getItem('other/key')).toBe('kept');
  });
});

describe('defensive reads', () => {
  function storeWith(key: string, raw: string) {
    const storage = new MemoryStorage();
    storage.setItem(key, raw);
    return createSessionStore(storage);
  }

  it('corrupt JSON gives the defaults', () => {
    expect(storeWith(SESSION_KEYS.navigationStack, '["/a",').getNavigationStack()).toEqual([]);
    expect(storeWith(SESSION_KEYS.welcome, 'tru').getWelcome()).toBe(true);
    expect(storeWith(SESSION_KEYS.disputeOrder, '{').getDisputeOrder()).toBeNull();
  });

  it('wrong shapes give the defaults', () => {
    expect(storeWith(SESSION_KEYS.navigationStack, '["/a", 1]').getNavigationStack()).toEqual([]);
    expect(storeWith(SESSION_KEYS.navigationStack, '{"0":"/a"}').getNavigationStack()).toEqual([]);
    expect(storeWith(SESSION_KEYS.lastSection, '42').getLastSection()).toBe('/');
    expect(storeWith(SESSION_KEYS.lastSection, '"help"').getLastSection()).toBe('/');
    expect(storeWith(SESSION_KEYS.welcome, '"false"').getWelcome()).toBe(true);
    expect(storeWith(SESSION_KEYS.isNotAccess, '1').getIsNotAccess()).toBe(false);
    expect(storeWith(SESSION_KEYS.disputeOrder, '{"order_id":1,"order_status":"process","dispute_status":null}').getDisputeOrder()).toBeNull();
    expect(storeWith(SESSION_KEYS.disputeOrder, '{"order_id":"o","order_status":"process"}').getDisputeOrder()).toBeNull();
    expect(storeWith(SESSION_KEYS.disputeOrder, '[]').getDisputeOrder()).toBeNull();
  });

  it('any stored text gives a well-formed value and never throws (property)', () => {
    const text = fc.oneof(fc.string(), fc.json());
    fc.assert(
      fc.property(text, text, text, text, text, (a, b, c, d, e) => {
        const storage = new MemoryStorage();
        storage.setItem(SESSION_KEYS.navigationStack, a);
        storage.setItem(SESSION_KEYS.lastSection, b);
        storage.setItem(SESSION_KEYS.disputeOrder, c);
        storage.setItem(SESSION_KEYS.welcome, d);
        storage.setItem(SESSION_KEYS.isNotAccess, e);
        const store = createSessionStore(storage);
        const stack = store.getNavigationStack();
        expect(Array.isArray(stack) && stack.every((p) => typeof p === 'string')).toBe(true);
        expect(store.getLastSection().startsWith('/')).toBe(true);
        const order = store.getDisputeOrder();
        if (order !== null) {
          expect(Object.keys(order).sort()).toEqual(['dispute_status', 'order_id', 'order_status']);
          expect(typeof order.order_id).toBe('string');
        }
        expect(typeof store.getWelcome()).toBe('boolean');
        expect(typeof store.getIsNotAccess()).toBe('boolean');
      }),
    );
  });
});

describe('snapshots for useSyncExternalStore', () => {
  it('return the same reference until the stored value changes', () => {
    const store = createSessionStore(new MemoryStorage());
    store.setDisputeOrder({ order_id: 'o', order_status: 'process', dispute_status: 'open' });
    const first = store.getDisputeOrder();
    expect(store.getDisputeOrder()).toBe(first);
    expect(store.getNavigationStack()).toBe(store.getNavigationStack());
    const nav = store.getNavigationState();
    expect(store.getNavigationState()).toBe(nav);

    store.setDisputeOrder({ order_id: 'o', order_status: 'complete', dispute_status: 'open' });
    expect(store.getDisputeOrder()).not.toBe(first);
    store.setLastSection('/help');
    expect(store.getNavigationState()).not.toBe(nav);
    expect(store.getNavigationState()).toEqual({ stack: [], section: '/help' });
  });
});

describe('subscribe', () => {
  it('notifies on changes only, and stops after unsubscribe', () => {
    const store = createSessionStore(new MemoryStorage());
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.setWelcome(false);
    expect(listener).toHaveBeenCalledTimes(1);
    store.setWelcome(false);
    expect(listener).toHaveBeenCalledTimes(1);
    store.setNavigationState({ stack: ['/a'], section: '/help' });
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.setWelcome(true);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('a listener sees the new value', () => {
    const store = createSessionStore(new MemoryStorage());
    const seen: boolean[] = [];
    store.subscribe(() => seen.push(store.getIsNotAccess()));
    store.setIsNotAccess(true);
    expect(seen).toEqual([true]);
  });
});

describe('a failing storage', () => {
  it('keeps values in memory when writes throw', () => {
    const storage = new MemoryStorage();
    storage.failWrites = true;
    const store = createSessionStore(storage);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(() => store.setWelcome(false)).not.toThrow();
    expect(store.getWelcome()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
    storage.failWrites = false;
    store.setWelcome(true);
    store.setWelcome(false);
    expect(storage.getItem(SESSION_KEYS.welcome)).toBe('false');
  });

  it('gives defaults when reads throw', () => {
    const storage = new MemoryStorage();
    storage.setItem(SESSION_KEYS.isNotAccess, 'true');
    storage.failReads = true;
    const store = createSessionStore(storage);
    expect(store.getIsNotAccess()).toBe(false);
    expect(store.getWelcome()).toBe(true);
  });
});
