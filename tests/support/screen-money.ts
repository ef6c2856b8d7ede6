// What the screen tests that move money share (the screen layer's twin of
// tests/e2e/stateful/money.ts and of the MainButton helpers of tests/support/telegram-client.ts):
// a valid TRC20 address, the operation screen a move lands on, how long to wait for late taps, the
// check that a move reached the backend once, and the native MainButton pressed as a trader does.
import { expect } from 'vitest';
import type { TestBackend } from '../backend/server.ts';
import type { Screen } from './render-screen.tsx';

export const ADDRESS = 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC';
export const OPERATION_URL = /\/balance\/operations\/[0-9a-f-]{36}$/;
/** Long enough for any late tap, the next screen's round trip and a socket event to land. */
export const SETTLE_MS = 1500;
/** The e2e stateful backend's latency: every answer takes 150 ms (a tap lands while one is on its way). */
export const E2E_LATENCY_MS = 150;

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The move reached the backend once, was applied once, and the ledger debited it once. */
export function debitedOnce(backend: TestBackend, operationId: 'withdraw' | 'transfer', amount: number): void {
  const ledger = backend.ledger();
  const sent = backend.requests.filter((r) => r.operationId === operationId);
  expect(backend.count({ operationId }), sent.map((r) => `${r.at} ${r.status} key ${r.idempotencyKey} replayed ${r.replayed}`).join('\n')).toBe(1);
  expect(backend.applied(operationId)).toBe(1);
  expect(ledger.operations.map((o) => o.amount)).toEqual([-amount]);
  expect(ledger.available).toBeCloseTo(ledger.initialAvailable - amount, 3);
}

/** The app shows the new operation; once late duplicates would have arrived, the move was debited once. */
export async function movedOnce(page: Screen, backend: TestBackend, operationId: 'withdraw' | 'transfer', amount: number): Promise<void> {
  await expect(page).toHaveURL(OPERATION_URL);
  await wait(SETTLE_MS);
  debitedOnce(backend, operationId, amount);
}

/** Waits until the client draws the MainButton with this text, visible and active. */
export async function nativeMainButtonReady(page: Screen, text: string): Promise<void> {
  await expect.poll(() => page.mainButton(), { message: `the native MainButton "${text}" is drawn and active`, timeout: 10_000 }).toMatchObject({ text, visible: true, active: true });
}

/** Two taps on the native MainButton `gap` ms apart (0: in the same task). */
export async function pressMainButtonTwice(page: Screen, gap: number): Promise<void> {
  page.receive('main_button_pressed');
  if (gap === 0) page.receive('main_button_pressed');
  else setTimeout(() => page.receive('main_button_pressed'), gap);
}
