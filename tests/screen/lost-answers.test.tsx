// A lost answer, and then whatever a trader does next (issue 24), at the screen layer (moved from
// tests/e2e/stateful/lost-answers.spec.ts and money-safety.spec.ts, assertions kept): touches the
// amount, meets a failed refetch, reloads, reopens the mini-app, or changes the values. Against the
// stateful backend answering in 150 ms as in the e2e specs, idempotency by key, its ledger checked
// after every test: every sequence moves money once, and the app says what happened. Also (from
// operation-notices.spec.ts) what the toasts say about a withdrawal. The sequences with a real
// outage (the relay cut) stay in Playwright.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TestBackend } from '../backend/server.ts';
import { FORMS, fill, lostAnswerChecks, submit } from '../support/lost-answers.ts';
import { renderScreen, screenBackend } from '../support/render-screen.tsx';
import { ADDRESS, E2E_LATENCY_MS, OPERATION_URL, SETTLE_MS, wait } from '../support/screen-money.ts';
import type { Locator } from '../support/screen-page.ts';

// A loaded machine (2 cores, many runs) slows a whole app in jsdom several times over: a failure
// is an assertion's, not the 15 s default's.
vi.setConfig({ testTimeout: 40_000 });

const { pressAndLoseTheAnswer, movedOnceByOneKey } = lostAnswerChecks<Locator>(expect);

function debitedOnceAfterRetry(backend: TestBackend, amount: number) {
  const ledger = backend.ledger();
  expect(backend.applied('withdraw')).toBe(1);
  expect(ledger.operations.map((o) => o.amount)).toEqual([-amount]);
  expect(ledger.available).toBeCloseTo(ledger.initialAvailable - amount, 3);
}

beforeEach(() => {
  screenBackend().configure({ latencyMs: E2E_LATENCY_MS });
  // Outside Telegram the confirmation is window.confirm: the trader accepts it each time.
  vi.spyOn(window, 'confirm').mockReturnValue(true);
});

describe('withdraw and transfer: one request per intent', () => {
  it('a lost answer: the retry carries the same key and the backend does not debit again', async () => {
    const backend = screenBackend();
    const page = await renderScreen('balance-conclusion');
    await page.getByLabel('Сумма', { exact: true }).fill('20');
    await page.getByLabel('Адрес кошелька USDT').fill(ADDRESS);
    backend.dropNextResponse('withdraw', 20);
    const submit = page.getByRole('button', { name: 'Вывести', exact: true });
    await submit.click();
    // The debit happened, the answer never came: the trader sees an error and keeps the values.
    await expect(page.getByTestId('server-error')).toBeVisible();
    await expect(page.getByLabel('Сумма', { exact: true })).toHaveValue('20');
    expect(backend.applied('withdraw')).toBe(1);

    backend.clearFaults('withdraw');
    await submit.click();
    await expect(page).toHaveURL(OPERATION_URL);
    const attempts = backend.requests.filter((r) => r.operationId === 'withdraw');
    expect(new Set(attempts.map((r) => r.idempotencyKey)).size).toBe(1);
    expect(attempts[0]).toMatchObject({ dropped: true, replayed: false });
    expect(attempts.at(-1)).toMatchObject({ dropped: false, replayed: true, status: 200 });
    debitedOnceAfterRetry(backend, 20);
  });
});

describe('a lost answer, then', () => {
  for (const kind of ['withdraw', 'transfer'] as const) {
    it(`${kind}: a lost answer, a digit typed and deleted, a second press: one move, one key`, async () => {
      const backend = screenBackend();
      const page = await renderScreen(FORMS[kind].route);
      await fill(page, kind, '20');
      await pressAndLoseTheAnswer(page, backend, kind);
      const amount = page.getByLabel('Сумма', { exact: true });
      // A digit typed at the end and deleted (the keys themselves are Chromium's: e2e).
      await page.user.type(await amount.element(), '5');
      await expect(amount).toHaveValue('205');
      await page.user.keyboard('{Backspace}');
      await expect(amount).toHaveValue('20');
      await submit(page, kind).click();
      await expect(page).toHaveURL(OPERATION_URL);
      await wait(SETTLE_MS);
      movedOnceByOneKey(backend, kind, 20);
      // The press after the touch was answered from the backend's record of the first: a replay.
      const replays = backend.requests.filter((r) => r.operationId === kind && r.replayed && r.status === 200);
      expect(replays.length).toBeGreaterThanOrEqual(1);
      expect(replays[0]?.body).toEqual(FORMS[kind].body(20));
    });
  }

  it('transfer: after a lost answer the available amount comes from the backend, not the cache', async () => {
    const backend = screenBackend();
    const page = await renderScreen(FORMS.transfer.route);
    const available = page.getByTestId('available-for-withdraw');
    const before = await available.textContent();
    await fill(page, 'transfer', '30');
    await pressAndLoseTheAnswer(page, backend, 'transfer');
    const expected = backend.ledger().available;
    await expect(available).not.toHaveText(before ?? '');
    const shown = async () => Number((await available.textContent())?.replace(/[^\d,]/g, '').replace(',', '.'));
    await expect.poll(shown).toBeCloseTo(expected, 2);
  });

  it('withdraw: a lost answer, then the balance refetch fails: the form and its values stay, one debit', async () => {
    const backend = screenBackend();
    const page = await renderScreen(FORMS.withdraw.route);
    await fill(page, 'withdraw', '20');
    // Every balance read fails from now on: the refetch after the lost answer (and the socket's balance event).
    backend.fail('getBalance', 500);
    await pressAndLoseTheAnswer(page, backend, 'withdraw');
    await expect(page.getByTestId('stale-balance')).toBeVisible();
    await expect(page.getByLabel('Сумма', { exact: true })).toHaveValue('20');
    await expect(page.getByLabel(FORMS.withdraw.target)).toHaveValue(ADDRESS);
    backend.clearFaults('getBalance');
    await submit(page, 'withdraw').click();
    await expect(page).toHaveURL(OPERATION_URL);
    await wait(SETTLE_MS);
    movedOnceByOneKey(backend, 'withdraw', 20);
  });

  it('withdraw: a lost answer, then other values: the app shows the withdrawal that went through and sends nothing new', async () => {
    const backend = screenBackend();
    const page = await renderScreen(FORMS.withdraw.route);
    await fill(page, 'withdraw', '20');
    await pressAndLoseTheAnswer(page, backend, 'withdraw');
    const sent = backend.count({ operationId: 'withdraw' });
    await page.getByLabel('Сумма', { exact: true }).fill('15');
    await submit(page, 'withdraw').click();
    await expect(page).toHaveURL(OPERATION_URL);
    await expect(page.getByText('Прошлый вывод уже создан')).toBeVisible();
    await wait(SETTLE_MS);
    expect(backend.count({ operationId: 'withdraw' })).toBe(sent);
    movedOnceByOneKey(backend, 'withdraw', 20);
  });

  it('withdraw: a lost answer, then a reload: the app finds the withdrawal instead of starting over', async () => {
    const backend = screenBackend();
    const page = await renderScreen(FORMS.withdraw.route);
    await fill(page, 'withdraw', '20');
    await pressAndLoseTheAnswer(page, backend, 'withdraw');
    const sent = backend.count({ operationId: 'withdraw' });
    await page.reload();
    await expect(page).toHaveURL(OPERATION_URL);
    await expect(page.getByText('Прошлый вывод уже создан')).toBeVisible();
    await wait(SETTLE_MS);
    expect(backend.count({ operationId: 'withdraw' })).toBe(sent);
    movedOnceByOneKey(backend, 'withdraw', 20);
  });

  it('withdraw: a lost answer, then the mini-app reopened on home: a toast says the withdrawal went through and opens it', async () => {
    const backend = screenBackend();
    const first = await renderScreen(FORMS.withdraw.route);
    await fill(first, 'withdraw', '20');
    await pressAndLoseTheAnswer(first, backend, 'withdraw');
    const sent = backend.count({ operationId: 'withdraw' });
    // A reopened mini-app starts with an empty session storage; the device's storage remains.
    sessionStorage.clear();
    const page = await renderScreen('index');
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Прошлый вывод уже создан' });
    await expect(toast).toBeVisible();
    await toast.getByRole('button', { name: 'Открыть' }).click();
    await expect(page).toHaveURL(OPERATION_URL);
    await wait(SETTLE_MS);
    expect(backend.count({ operationId: 'withdraw' })).toBe(sent);
    movedOnceByOneKey(backend, 'withdraw', 20);
  });
});

describe('what the toasts say about a withdrawal', () => {
  it('a withdrawal: one toast about it at a time, none saying the money left while it is on hold; "Вывод обновлён" opens it with its status', async () => {
    const backend = screenBackend();
    // Every distinct set of toasts on screen at once, in order.
    const toastSets: string[][] = [];
    let last = '';
    const look = () => {
      const texts = [...document.querySelectorAll('[data-sonner-toast]')].filter((t) => t.getAttribute('data-removed') !== 'true').map((t) => (t.textContent ?? '').replace(/\s+/g, ' ').trim());
      const key = JSON.stringify(texts);
      if (key !== last) {
        last = key;
        toastSets.push(texts);
      }
    };
    const observer = new MutationObserver(look);
    observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
    try {
      const page = await renderScreen('balance-conclusion');
      await expect.poll(() => backend.sockets(), { timeout: 10_000 }).toBe(1);
      await page.getByLabel('Сумма', { exact: true }).fill('100');
      await page.getByLabel('Адрес кошелька USDT').fill(ADDRESS);
      await page.getByRole('button', { name: 'Вывести' }).click();
      await expect(page).toHaveURL(OPERATION_URL);
      const operationId = page.location().split('/').pop() ?? '';
      expect(backend.snapshot().operations.find((o) => o.id === operationId)?.status).toBe('HOLD');
      // The backend told the socket before it answered: the answer's notice, with the status it carries, is the one left.
      const toast = page.locator('[data-sonner-toast]');
      await expect(toast.filter({ hasText: 'Заявка на вывод создана' })).toContainText('В обработке');
      await expect(page.getByText('В обработке').first()).toBeVisible();
      await wait(1000);
      const onHold = [...toastSets];
      expect(onHold.flat().filter((text) => /Средства выведены/.test(text)), 'no toast says the money left while the withdrawal is on hold').toEqual([]);
      expect(onHold.filter((set) => set.filter((text) => text.includes('100,00')).length > 1), 'two toasts about the withdrawal at once').toEqual([]);

      // Sent on chain, while the trader is on /balance: the event's notice does not guess the status, it opens the operation.
      await page.navigate('/balance');
      await expect(page.getByTestId('available')).toBeVisible();
      backend.settleWithdrawal(operationId, true);
      const updated = toast.filter({ hasText: 'Вывод обновлён' });
      await expect(updated).toContainText('−100,00');
      await expect(toast.filter({ hasText: '100,00' })).toHaveCount(1);
      await updated.getByRole('button', { name: 'Открыть' }).click();
      await expect(page).toHaveURL(new RegExp(`/balance/operations/${operationId}$`));
      await expect(page.locator('main')).toContainText('Выполнена');
      const all = [...toastSets];
      expect(all.filter((set) => set.filter((text) => text.includes('100,00')).length > 1), 'two toasts about the withdrawal at once').toEqual([]);
    } finally {
      observer.disconnect();
    }
  });
});
