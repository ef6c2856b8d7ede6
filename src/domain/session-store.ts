// The one small session-storage-backed client-state module (DESIGN section 5; product spec
// sections 2 and 9: "State is kept in session storage under a tapps/ prefix"). It holds the
// navigation stack and last section, the history index of Back, the dispute order, the welcome
// flag and the no-access flag; everything else is server state (TanStack Query), local, or in the URL.
//
// - Values are JSON. Reading is defensive: a missing key, corrupt JSON or a wrong shape gives
//   the default, never an exception.
// - Getters return the same reference while the stored text is unchanged, as React's
//   useSyncExternalStore requires of getSnapshot:
//     useSyncExternalStore(store.subscribe, store.getDisputeOrder)
// - If the storage throws (private mode, quota, disabled), the value lives in memory for the
//   rest of the page's life, so the app keeps working without persistence.
import { isRecord, parseJson } from '../shared/lib/json.ts';
import { SESSION_PREFIX } from '../shared/lib/session-prefix.ts';
import type { DisputeOrder } from './dispute.ts';
import { INITIAL_NAVIGATION, type NavigationState } from './navigation.ts';

export const SESSION_KEYS = {
  navigationStack: `${SESSION_PREFIX}navigation-stack`,
  lastSection: `${SESSION_PREFIX}last-section`,
  disputeOrder: `${SESSION_PREFIX}dispute-order`,
  welcome: `${SESSION_PREFIX}welcome`,
  isNotAccess: `${SESSION_PREFIX}is-not-access`,
  historyIndex: `${SESSION_PREFIX}history-index`,
} as const;

export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

export interface SessionStore {
  getNavigationStack(): string[];
  setNavigationStack(stack: readonly string[]): void;
  getLastSection(): string;
  setLastSection(section: string): void;
  /** Stack and section together, as the navigation reducers take them. */
  getNavigationState(): NavigationState;
  setNavigationState(state: NavigationState): void;
  getDisputeOrder(): DisputeOrder | null;
  setDisputeOrder(order: DisputeOrder | null): void;
  /** Whether the welcome screen is still to be shown (default true). */
  getWelcome(): boolean;
  setWelcome(value: boolean): void;
  /** isNotAccess: sign-in data missing or the user is not whitelisted (default false). */
  getIsNotAccess(): boolean;
  setIsNotAccess(value: boolean): void;
  /** Each browser history entry's index by location key, oldest first (the shell's Back, app/shell/back-stack.ts). */
  getHistoryIndex(): [string, number][];
  setHistoryIndex(entries: readonly (readonly [string, number])[]): void;
  /** Removes every key of this store (e.g. on logout); values return to their defaults. */
  clear(): void;
  /** Called after any value changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

const readers = {
  navigationStack: (v: unknown): string[] => {
    if (!Array.isArray(v)) return [];
    const paths = v.filter((item): item is string => typeof item === 'string');
    return paths.length === v.length ? paths : [];
  },
  lastSection: (v: unknown): string => (typeof v === 'string' && v.startsWith('/') ? v : INITIAL_NAVIGATION.section),
  disputeOrder: (v: unknown): DisputeOrder | null => {
    if (!isRecord(v)) return null;
    const { order_id, order_status, dispute_status } = v;
    if (typeof order_id !== 'string' || typeof order_status !== 'string') return null;
    if (dispute_status !== null && typeof dispute_status !== 'string') return null;
    return { order_id, order_status, dispute_status };
  },
  welcome: (v: unknown): boolean => (typeof v === 'boolean' ? v : true),
  isNotAccess: (v: unknown): boolean => (typeof v === 'boolean' ? v : false),
  historyIndex: (v: unknown): [string, number][] =>
    Array.isArray(v) ? v.filter((e): e is [string, number] => Array.isArray(e) && typeof e[0] === 'string' && typeof e[1] === 'number') : [],
};

export function createSessionStore(storage: Storage = sessionStorage): SessionStore {
  const listeners = new Set<() => void>();
  // Keys whose last write failed: their value lives here instead of in the storage.
  const memory = new Map<string, string | null>();

  function readRaw(key: string): string | null {
    if (memory.has(key)) return memory.get(key) ?? null;
    try {
      return storage.getItem(key);
    } catch {
      return null;
    }
  }

  /** Stores the text (null removes the key); true when it changed. */
  function writeRaw(key: string, raw: string | null): boolean {
    if (readRaw(key) === raw) return false;
    try {
      if (raw === null) storage.removeItem(key);
      else storage.setItem(key, raw);
      memory.delete(key);
    } catch {
      memory.set(key, raw);
    }
    return true;
  }

  /** Writes several keys, then notifies once if anything changed. */
  function write(entries: ReadonlyArray<readonly [SessionKey, unknown]>): void {
    let changed = false;
    for (const [key, value] of entries) {
      if (writeRaw(key, value === null ? null : JSON.stringify(value))) changed = true;
    }
    if (changed) for (const listener of [...listeners]) listener();
  }

  /** A getter returning the same reference as long as the stored text is unchanged. */
  function cell<T>(key: SessionKey, parse: (value: unknown) => T): () => T {
    let last: { raw: string | null; value: T } | null = null;
    return () => {
      const raw = readRaw(key);
      if (last !== null && last.raw === raw) return last.value;
      const value = parse(parseJson(raw));
      last = { raw, value };
      return value;
    };
  }

  const getNavigationStack = cell(SESSION_KEYS.navigationStack, readers.navigationStack);
  const getLastSection = cell(SESSION_KEYS.lastSection, readers.lastSection);
  let navigationSnapshot: NavigationState = { stack: getNavigationStack(), section: getLastSection() };

  return {
    getNavigationStack,
    setNavigationStack: (stack) => write([[SESSION_KEYS.navigationStack, [...stack]]]),
    getLastSection,
    setLastSection: (section) => write([[SESSION_KEYS.lastSection, section]]),
    getNavigationState: () => {
      const stack = getNavigationStack();
      const section = getLastSection();
      if (navigationSnapshot.stack !== stack || navigationSnapshot.section !== section) navigationSnapshot = { stack, section };
      return navigationSnapshot;
    },
    setNavigationState: (state) =>
      write([
        [SESSION_KEYS.navigationStack, [...state.stack]],
        [SESSION_KEYS.lastSection, state.section],
      ]),
    getDisputeOrder: cell(SESSION_KEYS.disputeOrder, readers.disputeOrder),
    setDisputeOrder: (order) =>
      write([
        [
          SESSION_KEYS.disputeOrder,
          order === null ? null : { order_id: order.order_id, order_status: order.order_status, dispute_status: order.dispute_status },
        ],
      ]),
    getWelcome: cell(SESSION_KEYS.welcome, readers.welcome),
    setWelcome: (value) => write([[SESSION_KEYS.welcome, value]]),
    getIsNotAccess: cell(SESSION_KEYS.isNotAccess, readers.isNotAccess),
    setIsNotAccess: (value) => write([[SESSION_KEYS.isNotAccess, value]]),
    getHistoryIndex: cell(SESSION_KEYS.historyIndex, readers.historyIndex),
    setHistoryIndex: (entries) => write([[SESSION_KEYS.historyIndex, entries]]),
    clear: () => write(Object.values(SESSION_KEYS).map((key) => [key, null] as const)),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
