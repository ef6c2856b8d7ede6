// A lost answer to a withdrawal or a transfer (issue 24), for both depths: the two forms, the first
// press whose answer never arrives, and the check that the move reached the backend as one intent.
// tests/screen/lost-answers.test.tsx (Vitest, jsdom) and tests/e2e/stateful/lost-answers.spec.ts
// (Playwright) both use it, so it imports neither runner: each passes its own page and its own
// expect (Vitest's with the screen layer's matchers, Playwright's), which have what the helpers
// need (the structural types below), as tests/support/filters.ts does for its pages.
import { ADDRESS } from '../backend/harness.ts';
import type { TestBackend } from '../backend/server.ts';

/** Lose the answer of every attempt until cleared, Chromium's own re-sends of a POST on its kept-alive connections too. */
export const LOSE_ALL = 20;

export type Kind = 'withdraw' | 'transfer';

export const FORMS: Record<Kind, { route: 'balance-conclusion' | 'balance-translation'; target: string; value: string; submit: string; body: (amount: number) => Record<string, unknown> }> = {
  withdraw: { route: 'balance-conclusion', target: 'Адрес кошелька USDT', value: ADDRESS, submit: 'Вывести', body: (amount) => ({ amount, address: ADDRESS }) },
  transfer: { route: 'balance-translation', target: 'Получатель', value: 'trader_42', submit: 'Перевести', body: (amount) => ({ amount, recipient: 'trader_42' }) },
};

/** What the helpers need of a locator: Playwright's and the screen layer's both have it. */
export interface FormControl {
  fill(value: string): Promise<void>;
  click(): Promise<void>;
}

/** What the helpers need of a page. */
export interface FormPage<L extends FormControl> {
  getByLabel(text: string, options?: { exact?: boolean }): L;
  getByRole(role: 'button', options: { name: string; exact: boolean }): L;
  getByTestId(id: string): L;
}

/** What the helpers need of an expect: web-first assertions on a locator, and plain ones on a value. */
export interface Expect<L> {
  (actual: L): { toBeVisible(): Promise<unknown>; toHaveText(expected: string): Promise<unknown> };
  (actual: unknown, message?: string): { toBe(expected: unknown): unknown; toEqual(expected: unknown): unknown; toBeCloseTo(expected: number, digits?: number): unknown };
}

export async function fill<L extends FormControl>(page: FormPage<L>, kind: Kind, amount: string): Promise<void> {
  await page.getByLabel('Сумма', { exact: true }).fill(amount);
  await page.getByLabel(FORMS[kind].target).fill(FORMS[kind].value);
}

export const submit = <L extends FormControl>(page: FormPage<L>, kind: Kind): L => page.getByRole('button', { name: FORMS[kind].submit, exact: true });

/**
 * The checks, with the runner's expect: `const { pressAndLoseTheAnswer, movedOnceByOneKey } =
 * lostAnswerChecks<Locator>(expect)`.
 */
export function lostAnswerChecks<L extends FormControl>(expect: Expect<L>) {
  return {
    /** The first press: the backend acts, the answer never reaches the app. */
    async pressAndLoseTheAnswer(page: FormPage<L>, backend: TestBackend, kind: Kind): Promise<void> {
      backend.dropNextResponse(kind, LOSE_ALL);
      await submit(page, kind).click();
      await expect(page.getByTestId('server-error')).toBeVisible();
      // No answer came: the note says so, and that the same values retry safely.
      await expect(page.getByTestId('intent-note')).toHaveText('Ответ сервера не получен. Повторите с теми же данными: деньги не спишутся дважды.');
      expect(backend.applied(kind)).toBe(1);
      backend.clearFaults(kind);
    },

    /** The move reached the backend as one intent: every attempt carried one key, and one was applied. */
    movedOnceByOneKey(backend: TestBackend, kind: Kind, amount: number): void {
      const attempts = backend.requests.filter((r) => r.operationId === kind);
      if (process.env.E2E_DEBUG) console.log(attempts.map(({ at, status, replayed, dropped, idempotencyKey }) => ({ at, status, replayed, dropped, idempotencyKey })));
      expect(new Set(attempts.map((r) => r.idempotencyKey)).size, 'Idempotency-Keys sent').toBe(1);
      expect(backend.applied(kind)).toBe(1);
      const ledger = backend.ledger();
      expect(ledger.operations.map((o) => o.amount)).toEqual([-amount]);
      expect(ledger.available).toBeCloseTo(ledger.initialAvailable - amount, 3);
    },
  };
}
