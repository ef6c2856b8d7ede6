// The withdrawal form (/balance/conclusion) and the transfer form (/balance/translation) at the
// screen layer (issue 40): the real app in jsdom with the stand-in Telegram client (the native
// MainButton, the popup: confirmed), against the stateful backend with a mobile network's latency.
// Money moves once however often the button is pressed while the answer is on its way; an error
// keeps what was typed; a lost answer is retried with the same key and debits once; a scanned
// address is checked in full as soon as it fills the field.
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, type Screen } from '../support/render-screen.tsx';
import { ADDRESS_MESSAGES } from '../../src/features/balance/model/trc20.ts';
import { INTENT_COPY } from '../../src/features/balance/model/intent-outcome.ts';

const ADDRESS = 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC';
const OPERATION_PATH = /^\/balance\/operations\/[0-9a-f-]{36}$/;
/** A mobile network's answer time: long enough for a second press while the first is on its way. */
const LATENCY_MS = 400;

type Kind = 'withdraw' | 'transfer';
const FORMS = {
  withdraw: { route: 'balance-conclusion', submit: 'Вывести', target: 'Адрес кошелька USDT', value: ADDRESS, amount: '12,5', sent: 12.5 },
  transfer: { route: 'balance-translation', submit: 'Перевести', target: 'Получатель', value: 'trader_42', amount: '7,25', sent: 7.25 },
} as const;

async function openForm(kind: Kind, answers: NonNullable<Parameters<typeof renderScreen>[2]>['client'] = {}): Promise<Screen> {
  const form = FORMS[kind];
  const s = await renderScreen(form.route, {}, { client: answers });
  await waitFor(() => expect(s.mainButton()).toMatchObject({ text: form.submit, visible: true, active: true }), { timeout: 8000 });
  return s;
}

async function fill(s: Screen, kind: Kind): Promise<void> {
  const form = FORMS[kind];
  await s.getByLabel('Сумма', { exact: true }).fill(form.amount);
  await s.getByLabel(form.target).fill(form.value);
}

/** Presses the native MainButton as Telegram delivers it. */
const press = (s: Screen) => s.receive('main_button_pressed');

/** The move reached the backend once, was applied once, and the ledger debited it once. */
function debitedOnce(s: Screen, kind: Kind): void {
  const ledger = s.ledger();
  expect(s.requests({ method: 'POST', operationId: kind })).toHaveLength(1);
  expect(s.backend.applied(kind)).toBe(1);
  expect(ledger.operations.map((o) => o.amount)).toEqual([-FORMS[kind].sent]);
  expect(ledger.available).toBeCloseTo(ledger.initialAvailable - FORMS[kind].sent, 3);
}

describe.each(['withdraw', 'transfer'] as const)('%s form', (kind) => {
  const form = FORMS[kind];

  it('presses while the answer is on its way move money once; the operation opens', async () => {
    const s = await openForm(kind);
    s.backend.configure({ latencyMs: LATENCY_MS });
    await fill(s, kind);
    press(s);
    // The button shows its progress while the request is on its way; the presses then do nothing.
    await waitFor(() => expect(s.mainButton()).toMatchObject({ progress: true }));
    press(s);
    press(s);
    await waitFor(() => expect(s.location()).toMatch(OPERATION_PATH), { timeout: 8000 });
    // Late presses on the way out send nothing either.
    press(s);
    await new Promise((resolve) => setTimeout(resolve, LATENCY_MS * 2));
    debitedOnce(s, kind);
  });

  it('a refusal keeps what was typed and shows why; the form stays usable', async () => {
    const s = await openForm(kind);
    s.backend.configure({ latencyMs: LATENCY_MS });
    s.backend.failNext(kind, 400);
    await fill(s, kind);
    press(s);
    await expect(s.getByTestId('server-error')).toBeVisible();
    await expect(s.getByLabel('Сумма', { exact: true })).toHaveValue(form.amount);
    await expect(s.getByLabel(form.target)).toHaveValue(form.value);
    await waitFor(() => expect(s.mainButton()).toMatchObject({ active: true, progress: false }));
    expect(s.backend.applied(kind)).toBe(0);
    expect(s.location()).toBe(kind === 'withdraw' ? '/balance/conclusion' : '/balance/translation');
  });

  it('a lost answer keeps the values and says so; the retry carries the same key and debits once', async () => {
    const s = await openForm(kind);
    s.backend.configure({ latencyMs: LATENCY_MS });
    s.backend.dropNextResponse(kind);
    await fill(s, kind);
    press(s);
    await expect(s.getByTestId('intent-note')).toHaveText(INTENT_COPY.lost);
    await expect(s.getByLabel('Сумма', { exact: true })).toHaveValue(form.amount);
    await expect(s.getByLabel(form.target)).toHaveValue(form.value);
    expect(s.backend.applied(kind)).toBe(1);

    await waitFor(() => expect(s.mainButton()).toMatchObject({ active: true, progress: false }));
    press(s);
    await waitFor(() => expect(s.location()).toMatch(OPERATION_PATH), { timeout: 8000 });
    const attempts = s.requests({ method: 'POST', operationId: kind });
    expect(new Set(attempts.map((r) => r.idempotencyKey)).size).toBe(1);
    expect(attempts.at(-1)).toMatchObject({ replayed: true, status: 200 });
    expect(s.backend.applied(kind)).toBe(1);
    expect(s.ledger().operations.map((o) => o.amount)).toEqual([-form.sent]);
  });
});

describe('withdraw form: a scanned address', () => {
  it('is checked in full as soon as it fills the field: a typo is named, nothing is sent', async () => {
    const typo = `${ADDRESS.slice(0, -1)}D`;
    const s = await openForm('withdraw', { answers: { qr: `tron:${typo}?amount=10` } });
    await s.getByRole('button', { name: 'Сканировать QR-код' }).click();
    await expect(s.getByLabel('Адрес кошелька USDT')).toHaveValue(typo);
    await expect(s.getByText(ADDRESS_MESSAGES.checksum)).toBeVisible();
    expect(s.requests({ method: 'POST', operationId: 'withdraw' })).toHaveLength(0);
  });
});
