// Test helper (imported by tests only): the guards' ports faked, and the app's routes in a memory
// router (guard-middleware.test.ts, guard-steps.test.ts).
import { createMemoryRouter, isRouteErrorResponse, type DataRouter } from 'react-router';
import { vi } from 'vitest';
import type { DisputeOrder } from '../../domain/dispute.ts';
import { appRoutes, navigationContext } from '../shell/app-router.tsx';
import { routeErrorToShellError } from '../shell/route-error.tsx';
import type { GuardDeps } from './ports.ts';

export const ORDER_ID = 'b47d498b-e478-4c77-9465-c03d34fbf801';
export const summary = { autoaccept_expired_at: null, completed_order_count: 3, active_payment_detail_count: 1, available_balance: 500, allowed_overdraft: 0 };
export const activeOrder = (dispute: 'open' | 'close' | null) => ({
  order_type: 'IN' as const,
  order_id: ORDER_ID,
  order_status: 'PROCESS' as const,
  dispute_status: dispute,
  amount_rub: 1000,
  usdt_to_trader: 10,
  expires_at: '2026-11-22T10:00:00Z',
});

/** Every step answers at once and is recorded by name in `calls`; `overrides` replace steps. */
export function fakeGuardDeps(overrides: Partial<GuardDeps> = {}) {
  let dispute: DisputeOrder | null = null;
  const calls: string[] = [];
  const record = <T,>(name: string, value: T) => async () => (calls.push(name), value);
  const d: GuardDeps = {
    signIn: record('signIn', { kind: 'signed-in' as const }),
    fetchTrader: record('trader', { id: 1, blocked: false, timezone: 'Europe/Moscow', role: 'TRADER' as const }),
    fetchStatus: record('status', summary),
    lookupRedirect: record('redirect', null),
    loadStaticData: record('static', undefined),
    warmScreen: record('warm', undefined),
    loadDisputeOutcome: vi.fn(async () => undefined),
    loadOrder: vi.fn(async () => undefined),
    getDisputeOrder: () => dispute,
    setDisputeOrder: (o) => void (dispute = o),
    setNotAccess: vi.fn(),
    ...overrides,
  };
  return { d, calls, dispute: () => dispute };
}

/**
 * The first round's steps held at a gate: `started` lists the ones that began, `release` lets
 * them all answer. Shows that the round starts together (two sequential round trips).
 */
export function gatedRound() {
  const started: string[] = [];
  let release: () => void = () => {};
  const gate = new Promise<void>((r) => (release = r));
  const slow = <T,>(name: string, value: T) => async () => {
    started.push(name);
    await gate;
    return value;
  };
  const overrides: Partial<GuardDeps> = {
    fetchTrader: slow('trader', { id: 1, blocked: false, timezone: 'UTC', role: 'TRADER' as const }),
    fetchStatus: slow('status', summary),
    lookupRedirect: slow('redirect', null),
    loadStaticData: slow('static', null),
    warmScreen: slow('warm', null),
  };
  return { started, release: () => release(), overrides };
}

/** Resolves once the router has settled (initialized, no navigation in flight). */
export function idle(router: DataRouter): Promise<DataRouter> {
  return new Promise((resolve) => {
    const done = () => router.state.initialized && router.state.navigation.state === 'idle';
    if (done()) return resolve(router);
    const unsubscribe = router.subscribe(() => {
      if (!done()) return;
      unsubscribe();
      resolve(router);
    });
  });
}

/** The app's routes in a memory router opened on `path`, with the navigation context the app gives. */
export function memoryRouter(path: string, d: GuardDeps): DataRouter {
  let created: DataRouter | null = null;
  const router = createMemoryRouter(appRoutes(d), { initialEntries: [path], getContext: navigationContext(() => created?.state) });
  created = router;
  return router;
}

export const open = (path: string, d: GuardDeps) => idle(memoryRouter(path, d));

/** The error a route shows, with its status, or null. */
export function routeError(router: DataRouter): { route: string; status: number; data: unknown } | null {
  const [route, error] = Object.entries(router.state.errors ?? {})[0] ?? [];
  if (!route) return null;
  return isRouteErrorResponse(error) ? { route, status: error.status, data: error.data } : { route, status: 500, data: error };
}

export type GuardOutcome = { kind: 'render' } | { kind: 'redirect'; to: string } | { kind: 'error'; status: number; message: string };

/**
 * What the guards did with one opening of `path` + `search`, as the router shows it: the error
 * screen (its status and message), a move elsewhere (where the guards' redirects ended), or the
 * screen rendered.
 */
export async function outcome(path: string, d: GuardDeps, search = ''): Promise<GuardOutcome> {
  const router = await open(`${path}${search}`, d);
  const [error] = Object.values(router.state.errors ?? {});
  if (error !== undefined) {
    // As the error screen tells it (route-error.tsx).
    const shown = routeErrorToShellError(error, router.state.location.pathname);
    return { kind: 'error', status: shown.status, message: shown.message ?? '' };
  }
  const at = router.state.location.pathname;
  return at === path ? { kind: 'render' } : { kind: 'redirect', to: at };
}
