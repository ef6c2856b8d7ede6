// The app's router: the browser history as a store, read with useSyncExternalStore. The route
// table, matching and the guard pipeline are ours (src/app), so all we need of a router is the
// location, push/replace and the navigation type: about 1 KiB instead of React Router's 12 KiB
// (gzipped) in the entry bundle (ADR 0005).
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
  /** Unique per history entry visit; a new navigation always gets a new key. */
  key: string;
}

interface HistoryState {
  key: string;
  /** Position in this tab's history, 0 for the first entry. */
  idx: number;
}

export interface RouterHistory {
  location(): RouterLocation;
  type(): NavigationType;
  /** `keepKey` (with replace): a query-only update that is not a new navigation (no guard run). */
  navigate(to: string, options?: { replace?: boolean; keepKey?: boolean }): void;
  subscribe(listener: () => void): () => void;
  /** Whether Back in the browser history stays inside the app. */
  canGoBack(): boolean;
}

const randomKey = () => Math.random().toString(36).slice(2, 10);

function readState(value: unknown): HistoryState | null {
  if (typeof value !== 'object' || value === null) return null;
  const { key, idx } = value as Partial<HistoryState>;
  return typeof key === 'string' && typeof idx === 'number' ? { key, idx } : null;
}

export function createBrowserHistory(win: Window = window): RouterHistory {
  const listeners = new Set<() => void>();
  let type: NavigationType = 'POP';
  if (!readState(win.history.state)) win.history.replaceState({ key: randomKey(), idx: 0 }, '');
  let current: RouterLocation | null = null;
  const compute = (): RouterLocation => {
    const state = readState(win.history.state);
    const { pathname, search, hash } = win.location;
    return { pathname, search, hash, key: state?.key ?? 'default' };
  };
  const emit = () => {
    current = compute();
    listeners.forEach((l) => l());
  };
  win.addEventListener('popstate', () => {
    type = 'POP';
    emit();
  });
  return {
    location: () => (current ??= compute()),
    type: () => type,
    navigate(to, options) {
      const idx = readState(win.history.state)?.idx ?? 0;
      if (options?.replace) {
        const key = options.keepKey ? (readState(win.history.state)?.key ?? randomKey()) : randomKey();
        win.history.replaceState({ key, idx }, '', to);
        type = 'REPLACE';
      } else {
        win.history.pushState({ key: randomKey(), idx: idx + 1 }, '', to);
        type = 'PUSH';
      }
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    canGoBack: () => (readState(win.history.state)?.idx ?? 0) > 0,
  };
}

const HistoryContext = createContext<RouterHistory | null>(null);

export function Router({ history, children }: { history?: RouterHistory; children: ReactNode }) {
  const value = useMemo(() => history ?? createBrowserHistory(), [history]);
  return <HistoryContext.Provider value={value}>{children}</HistoryContext.Provider>;
}

function useHistory(): RouterHistory {
  const history = useContext(HistoryContext);
  if (!history) throw new Error('Router hooks used outside <Router>');
  return history;
}

export function useLocation(): RouterLocation {
  const history = useHistory();
  return useSyncExternalStore(history.subscribe, history.location);
}

export function useNavigationType(): NavigationType {
  const history = useHistory();
  useSyncExternalStore(history.subscribe, history.location);
  return history.type();
}

export function useNavigate(): RouterHistory['navigate'] {
  return useHistory().navigate;
}

export function useCanGoBack(): () => boolean {
  return useHistory().canGoBack;
}

/** The current query parameters, and a setter that replaces them (no new history entry). */
export function useSearchParams(): [URLSearchParams, (next: Record<string, string | null>) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const set = (next: Record<string, string | null>) => {
    const merged = new URLSearchParams(location.search);
    for (const [k, v] of Object.entries(next)) {
      if (v === null || v === '') merged.delete(k);
      else merged.set(k, v);
    }
    const search = merged.toString();
    navigate(`${location.pathname}${search ? `?${search}` : ''}${location.hash}`, { replace: true, keepKey: true });
  };
  return [params, set];
}
