// A lost answer, and then an outage on a mobile network (issue 24): the amount retyped during the
// outage, or the mini-app reopened after a press sent during one. Against the stateful backend
// (150 ms, idempotency by key) behind a relay the test cuts: every sequence moves money once, and
// the app says what happened. The fixture checks the ledger after each test. The sequences
// without a cut network (a touch, a failed refetch, other values, a reload, a reopen on home) are
// screen tests: tests/screen/lost-answers.test.tsx.
import type { Page } from '@playwright/test';
import type { TestBackend } from '../../backend/server.ts';
import { expect as baseExpect, openApp, test } from '../../support/stateful.ts';
import { ADDRESS, OPERATION_URL, SETTLE_MS } from './money.ts';

// A reload, a sign-in and the operation lists at 150 ms each: more than the default 5 s on a busy CI machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/** Chromium re-sends a POST on its own while it has kept-alive connections to try: lose them all. */
const LOSE_ALL = 20;

type Kind = 'withdraw' | 'transfer';

const FORMS: Record<Kind, { route: 'balance-conclusion' | 'balance-translation'; target: string; value: string; submit: string; body: (amount: number) => Record<string, unknown> }> = {
  withdraw: { route: 'balance-conclusion', target: 'Адрес кошелька USDT', value: ADDRESS, submit: 'Вывести', body: (amount) => ({ amount, address: ADDRESS }) },
  transfer: { route: 'balance-translation', target: 'Получатель', value: 'trader_42', submit: 'Перевести', body: (amount) => ({ amount, recipient: 'trader_42' }) },
};

async function fill(page: Page, kind: Kind, amount: string): Promise<void> {
  await page.getByLabel('Сумма', { exact: true }).fill(amount);
  await page.getByLabel(FORMS[kind].target).fill(FORMS[kind].value);
}

const submit = (page: Page, kind: Kind) => page.getByRole('button', { name: FORMS[kind].submit, exact: true });

/** The first press: the backend acts, the answer never reaches the app. */
async function pressAndLoseTheAnswer(page: Page, backend: TestBackend, kind: Kind): Promise<void> {
  backend.dropNextResponse(kind, LOSE_ALL);
  await submit(page, kind).click();
  await expect(page.getByTestId('server-error')).toBeVisible();
  // No answer came: the note says so, and that the same values retry safely.
  await expect(page.getByTestId('intent-note')).toHaveText('Ответ сервера не получен. Повторите с теми же данными: деньги не спишутся дважды.');
  expect(backend.applied(kind)).toBe(1);
  backend.clearFaults(kind);
}

/** The move reached the backend as one intent: every attempt carried one key, and one was applied. */
function movedOnceByOneKey(backend: TestBackend, kind: Kind, amount: number): void {
  const attempts = backend.requests.filter((r) => r.operationId === kind);
  if (process.env.E2E_DEBUG) console.log(attempts.map(({ at, status, replayed, dropped, idempotencyKey }) => ({ at, status, replayed, dropped, idempotencyKey })));
  expect(new Set(attempts.map((r) => r.idempotencyKey)).size, 'Idempotency-Keys sent').toBe(1);
  expect(backend.applied(kind)).toBe(1);
  const ledger = backend.ledger();
  expect(ledger.operations.map((o) => o.amount)).toEqual([-amount]);
  expect(ledger.available).toBeCloseTo(ledger.initialAvailable - amount, 3);
}

test.describe.configure({ timeout: 90_000 });

test.beforeEach(({ page }) => {
  if (process.env.E2E_DEBUG) {
    page.on('console', (m) => console.log('console', m.type(), m.text()));
    page.on('framenavigated', (f) => f === page.mainFrame() && console.log('navigated', f.url()));
  }
  // Outside Telegram the confirmation is window.confirm: the trader accepts it each time.
  page.on('dialog', (dialog) => void dialog.accept());
});

test('withdraw: a lost answer, an outage of a few seconds, the amount retyped: one debit', async ({ page, backend, relay }) => {
  await openApp(page, FORMS.withdraw.route);
  await fill(page, 'withdraw', '20');
  await pressAndLoseTheAnswer(page, backend, 'withdraw');
  relay.cut();
  const amount = page.getByLabel('Сумма', { exact: true });
  await amount.fill('');
  await amount.fill('20,00');
  // Pressed during the outage: nothing arrives, the outcome is still unknown.
  await submit(page, 'withdraw').click();
  await expect(page.getByTestId('server-error')).toBeVisible();
  await page.waitForTimeout(2_000);
  relay.restore();
  await amount.fill('20');
  await submit(page, 'withdraw').click();
  await expect(page).toHaveURL(OPERATION_URL);
  await page.waitForTimeout(SETTLE_MS);
  movedOnceByOneKey(backend, 'withdraw', 20);
});

test('withdraw: sent during an outage, then the mini-app reopened (session storage gone): the form resumes with the same key', async ({ page, backend, relay }) => {
  await openApp(page, FORMS.withdraw.route);
  await fill(page, 'withdraw', '20');
  relay.cut();
  await submit(page, 'withdraw').click();
  await expect(page.getByTestId('server-error')).toBeVisible();
  relay.restore();
  // A reopened mini-app starts with an empty session storage; the device's storage remains.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('about:blank');
  await openApp(page, FORMS.withdraw.route);
  await expect(page.getByTestId('intent-note')).toContainText('Прошлая попытка');
  await expect(page.getByLabel('Сумма', { exact: true })).toHaveValue('20');
  await expect(page.getByLabel(FORMS.withdraw.target)).toHaveValue(ADDRESS);
  await submit(page, 'withdraw').click();
  await expect(page).toHaveURL(OPERATION_URL);
  await page.waitForTimeout(SETTLE_MS);
  movedOnceByOneKey(backend, 'withdraw', 20);
  // The kept intent is gone once its outcome is known: the form starts empty next time.
  await page.goto('about:blank');
  await openApp(page, FORMS.withdraw.route);
  await expect(page.getByLabel('Сумма', { exact: true })).toHaveValue('');
  await expect(page.getByTestId('intent-note')).toHaveCount(0);
});
