// What the stateful specs that move money share: a valid TRC20 address, the operation screen a
// move lands on, how long to wait for late taps, and the check that a move reached the backend once.
import type { Page } from '@playwright/test';
import type { TestBackend } from '../../backend/server.ts';
import { expect } from '../../support/stateful.ts';

export const ADDRESS = 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC';
export const OPERATION_URL = /\/balance\/operations\/[0-9a-f-]{36}$/;
/** Long enough for any late tap, the next screen's round trip and a socket event to land. */
export const SETTLE_MS = 1500;

/** The move reached the backend once, was applied once, and the ledger debited it once. */
export function debitedOnce(backend: TestBackend, operationId: 'withdraw' | 'transfer', amount: number): void {
  const ledger = backend.ledger();
  expect(backend.count({ operationId })).toBe(1);
  expect(backend.applied(operationId)).toBe(1);
  expect(ledger.operations.map((o) => o.amount)).toEqual([-amount]);
  expect(ledger.available).toBeCloseTo(ledger.initialAvailable - amount, 3);
}

/** The app shows the new operation; once late duplicates would have arrived, the move was debited once. */
export async function movedOnce(page: Page, backend: TestBackend, operationId: 'withdraw' | 'transfer', amount: number): Promise<void> {
  await expect(page).toHaveURL(OPERATION_URL);
  await page.waitForTimeout(SETTLE_MS);
  debitedOnce(backend, operationId, amount);
}
