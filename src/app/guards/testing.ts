// Test helper (imported by tests only): the guards' dependencies faked, for the pure pipeline
// (run-guards.test.ts) and the router's middleware (guard-middleware.test.ts) alike.
import { vi } from 'vitest';
import type { DisputeOrder } from '../../domain/dispute.ts';
import type { GuardDeps } from './run-guards.ts';

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
    warmScreenData: record('warm', undefined),
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
    warmScreenData: slow('warm', null),
  };
  return { started, release: () => release(), overrides };
}
