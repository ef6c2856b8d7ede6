// Adding a requisite when the answer is lost (issue 24; moved from
// tests/e2e/stateful/requisite-intents.spec.ts, assertions kept): one tap, the backend creates the
// requisite, the answer never arrives; the trader sees an error and presses again, maybe after
// touching the form. Whatever happens, one intent makes one requisite: the same values go out with
// the same Idempotency-Key, and values changed after a lost answer are first looked for in the
// list. Counted at the backend. (The form left or the app reloaded: requisite-intents.test.tsx.)
import { expect, it as test } from 'vitest';
import type { RecordedRequest, TestBackend } from '../backend/server.ts';
import { renderScreen, screenBackend, type Screen } from '../support/render-screen.tsx';
import { SETTLE_MS, sleep } from '../support/screen-telegram.ts';

const CARD = '4111 1111 1111 1111';
const OTHER_CARD = '5555 5555 5555 4444';
const HOLDER = 'Иван Петров';
const LIST_URL = /\/requisite$/;
/** The hint the form adds to an error after which the outcome is unknown. */
const UNKNOWN_HINT = 'повторная попытка не создаст второй';

const submitButton = (page: Screen) => page.getByRole('button', { name: 'Добавить реквизит', exact: true });

async function fillCard(page: Screen, card = CARD): Promise<void> {
  await page.getByRole('tab', { name: 'Карта' }).click();
  await page.getByRole('button', { name: /Банк/ }).click();
  await page.getByRole('dialog', { name: 'Выберите банк' }).getByRole('option', { name: 'Sberbank' }).click();
  await page.getByLabel('Номер карты').fill(card);
  await page.getByLabel('Имя владельца').fill(HOLDER);
}

const creates = (backend: TestBackend): RecordedRequest[] => backend.requests.filter((r) => r.operationId === 'createRequisite');

/** One tap whose answer is lost (and any resend): the requisite exists, the app does not know. */
async function tapAndLoseTheAnswer(page: Screen, backend: TestBackend): Promise<void> {
  backend.dropNextResponse('createRequisite', 20);
  await submitButton(page).click();
  await expect(page.locator('.req-server-error')).toBeVisible();
  // Created once, however often it was re-sent.
  expect(backend.applied('createRequisite')).toBe(1);
  // The trader is told that pressing again is safe.
  await expect(page.locator('.req-server-error')).toContainText(UNKNOWN_HINT);
  backend.clearFaults('createRequisite');
}

test('a lost answer, then Повторить: the same key, one requisite', async () => {
  const backend = screenBackend();
  const before = backend.snapshot().requisites.length;
  const page = await renderScreen('requisite-add');
  await fillCard(page);
  await tapAndLoseTheAnswer(page, backend);
  await expect(page.getByLabel('Номер карты')).toHaveValue(CARD);

  await submitButton(page).click();
  await expect(page).toHaveURL(LIST_URL);
  await sleep(SETTLE_MS);
  const attempts = creates(backend);
  expect(new Set(attempts.map((r) => r.idempotencyKey)).size).toBe(1);
  expect(attempts[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  expect(attempts[0]).toMatchObject({ dropped: true, replayed: false });
  expect(attempts.at(-1)).toMatchObject({ dropped: false, replayed: true, status: 201 });
  expect(backend.applied('createRequisite')).toBe(1);
  expect(backend.snapshot().requisites).toHaveLength(before + 1);
});

test('a lost answer, then a field edited and changed back: the same values keep the key, one requisite', async () => {
  const backend = screenBackend();
  const before = backend.snapshot().requisites.length;
  const page = await renderScreen('requisite-add');
  await fillCard(page);
  await tapAndLoseTheAnswer(page, backend);

  // A character typed and deleted, a card number changed and typed back, the other method looked at.
  const holder = page.getByLabel('Имя владельца');
  await holder.press('End');
  await page.keyboard.type('а');
  await holder.press('Backspace');
  await page.getByLabel('Номер карты').fill(OTHER_CARD);
  await page.getByLabel('Номер карты').fill(CARD);
  await page.getByRole('tab', { name: 'СБП', exact: true }).click();
  await page.getByRole('tab', { name: 'Карта' }).click();
  await expect(holder).toHaveValue(HOLDER);

  await submitButton(page).click();
  await expect(page).toHaveURL(LIST_URL);
  await sleep(SETTLE_MS);
  const attempts = creates(backend);
  expect(new Set(attempts.map((r) => r.idempotencyKey)).size).toBe(1);
  expect(attempts.at(-1)).toMatchObject({ replayed: true, status: 201 });
  expect(backend.applied('createRequisite')).toBe(1);
  expect(backend.snapshot().requisites).toHaveLength(before + 1);
});

test('a lost answer, then other values: the list is read first and shows the requisite already added; only a deliberate new add makes a second', async () => {
  const backend = screenBackend();
  const before = backend.snapshot().requisites.length;
  const page = await renderScreen('requisite-add');
  await fillCard(page);
  await tapAndLoseTheAnswer(page, backend);
  const attemptsBefore = creates(backend).length;
  const listReadsBefore = backend.count({ operationId: 'listRequisites' });

  await page.getByLabel('Номер карты').fill(OTHER_CARD);
  await submitButton(page).click();
  // Nothing is sent: the requisite of the first tap exists, and the trader is told so and shown it.
  await expect(page.getByText('Реквизит •••• 1111 уже добавлен')).toBeVisible();
  await expect(page).toHaveURL(LIST_URL);
  await expect(page.getByRole('list', { name: 'Реквизиты' })).toContainText('•••• 1111');
  await sleep(SETTLE_MS);
  expect(creates(backend)).toHaveLength(attemptsBefore);
  expect(backend.count({ operationId: 'listRequisites' })).toBeGreaterThan(listReadsBefore);
  expect(backend.snapshot().requisites).toHaveLength(before + 1);
  expect(backend.snapshot().requisites.filter((r) => r.card_number === '5555555555554444')).toEqual([]);

  // The trader still wants the other card: a new add is a new intent, with a new key.
  await submitButton(page).first().click();
  await expect(page).toHaveURL(/\/requisite\/add$/);
  await fillCard(page, OTHER_CARD);
  await submitButton(page).click();
  await expect(page).toHaveURL(LIST_URL);
  await sleep(SETTLE_MS);
  const keys = creates(backend).map((r) => r.idempotencyKey);
  expect(new Set(keys).size).toBe(2);
  expect(backend.applied('createRequisite')).toBe(2);
  expect(backend.snapshot().requisites.map((r) => r.card_number).filter((c) => c === '4111111111111111' || c === '5555555555554444')).toEqual([
    '4111111111111111',
    '5555555555554444',
  ]);
});

test('a 500, then other values: the list has nothing, so the new values go out with a new key, one requisite', async () => {
  const backend = screenBackend();
  const before = backend.snapshot().requisites.length;
  const page = await renderScreen('requisite-add');
  await fillCard(page);
  // A 5xx may or may not have created anything; this one did not.
  backend.failNext('createRequisite', 500);
  await submitButton(page).click();
  await expect(page.locator('.req-server-error')).toContainText(UNKNOWN_HINT);
  const [first] = creates(backend);

  await page.getByLabel('Номер карты').fill(OTHER_CARD);
  await submitButton(page).click();
  await expect(page).toHaveURL(LIST_URL);
  await sleep(SETTLE_MS);
  const attempts = creates(backend);
  expect(attempts).toHaveLength(2);
  expect(attempts[1]?.idempotencyKey).not.toBe(first?.idempotencyKey);
  expect(attempts[1]).toMatchObject({ status: 201, body: { card_number: '5555555555554444' } });
  expect(backend.applied('createRequisite')).toBe(1);
  expect(backend.snapshot().requisites).toHaveLength(before + 1);
});

test('a refusal (422) says nothing was created: the next press is a new intent with a new key', async () => {
  const backend = screenBackend();
  const page = await renderScreen('requisite-add');
  await fillCard(page);
  backend.failNext('createRequisite', 422);
  await submitButton(page).click();
  const error = page.locator('.req-server-error');
  await expect(error).toBeVisible();
  await expect(error).not.toContainText(UNKNOWN_HINT);

  await submitButton(page).click();
  await expect(page).toHaveURL(LIST_URL);
  const attempts = creates(backend);
  expect(attempts).toHaveLength(2);
  expect(attempts[0]?.idempotencyKey).not.toBe(attempts[1]?.idempotencyKey);
  expect(backend.applied('createRequisite')).toBe(1);
});
