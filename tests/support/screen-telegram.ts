// The e2e specs' Telegram-client and money helpers (telegram-client.ts, tests/e2e/stateful/money.ts)
// for a screen (render-screen.tsx): same names, same checks, a Screen instead of a Page, so a test
// moved from tests/e2e keeps its lines. The client is the same stand-in (telegram-client-script.ts),
// installed on jsdom's window by renderScreen(…, { client }).
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { OperationId, TestBackend } from '../backend/server.ts';
import type { Screen } from './render-screen.tsx';
import type { ClientAnswers, HeldKind, PostedEvent } from './telegram-client-script.ts';

export type { ClientAnswers, HeldKind, PostedEvent };

export const ADDRESS = 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC';
export const OPERATION_URL = /\/balance\/operations\/[0-9a-f-]{36}$/;
/**
 * Long enough for a late tap and the next screen's round trip to land: the backend answers in the
 * same process without latency here (the e2e specs wait 1500 ms for a browser and a real network).
 */
export const SETTLE_MS = 400;

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Everything the app posted to the client so far. */
export async function posted(s: Screen): Promise<PostedEvent[]> {
  return s.posted();
}

/** The MainButton as the client draws it now, or null before any. */
export async function mainButton(s: Screen): Promise<ReturnType<Screen['mainButton']>> {
  return s.mainButton();
}

/** Waits until the client draws the MainButton with this text, visible and active. */
export async function nativeMainButtonReady(s: Screen, text: string): Promise<void> {
  await waitFor(() => expect(s.mainButton(), `the native MainButton "${text}" is drawn and active, not loading (a tap while it loads is ignored)`).toMatchObject({ text, visible: true, active: true, progress: false }), { timeout: 8000 });
}

/** Two taps on the native MainButton `gap` ms apart (0: in the same task). */
export async function pressMainButtonTwice(s: Screen, gap: number): Promise<void> {
  s.receive('main_button_pressed');
  if (gap === 0) s.receive('main_button_pressed');
  else setTimeout(() => s.receive('main_button_pressed'), gap);
}

/** Answers a held dialog (see ClientAnswers.hold) as the trader finally does. */
export async function release(_s: Screen, kind: HeldKind): Promise<void> {
  await waitFor(() => expect(typeof window.__tgHeld?.[kind], `the app asked for ${kind}`).toBe('function'), { timeout: 8000 });
  const held = window.__tgHeld?.[kind];
  if (window.__tgHeld) Reflect.deleteProperty(window.__tgHeld, kind);
  if (window.__tgAnswers) window.__tgAnswers = { ...window.__tgAnswers, hold: (window.__tgAnswers.hold ?? []).filter((h) => h !== kind) };
  held?.();
}

/** The move reached the backend once, was applied once, and the ledger debited it once. */
export function debitedOnce(backend: TestBackend, operationId: Extract<OperationId, 'withdraw' | 'transfer'>, amount: number): void {
  const ledger = backend.ledger();
  expect(backend.count({ operationId })).toBe(1);
  expect(backend.applied(operationId)).toBe(1);
  expect(ledger.operations.map((o) => o.amount)).toEqual([-amount]);
  expect(ledger.available).toBeCloseTo(ledger.initialAvailable - amount, 3);
}

/** The app shows the new operation; once late duplicates would have arrived, the move was debited once. */
export async function movedOnce(s: Screen, backend: TestBackend, operationId: Extract<OperationId, 'withdraw' | 'transfer'>, amount: number): Promise<void> {
  await expect(s).toHaveURL(OPERATION_URL);
  await sleep(SETTLE_MS);
  debitedOnce(backend, operationId, amount);
}
