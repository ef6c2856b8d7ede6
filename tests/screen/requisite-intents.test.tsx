// Adding a requisite whose answer was lost, then the form left and opened again, or the app
// reloaded (issue 40: the one intent rule keeps the add's Idempotency-Key in storage, not in the
// form): one requisite at the backend whatever the trader does next. Counted in the backend's state.
import { describe, expect, it } from 'vitest';
import { renderScreen, type Screen } from '../support/render-screen.tsx';

const CARD = '4111 1111 1111 1111';
const HOLDER = 'Иван Петров';
const submit = (page: Screen) => page.getByRole('button', { name: 'Добавить реквизит', exact: true });
const creates = (page: Screen) => page.requests({ operationId: 'createRequisite' });
const cardsAdded = (page: Screen) => page.backend.snapshot().requisites.filter((r) => r.card_number === '4111111111111111');

async function fillCard(page: Screen): Promise<void> {
  await page.getByRole('tab', { name: 'Карта' }).click();
  await page.getByRole('button', { name: /Банк/ }).click();
  await page.getByRole('dialog', { name: 'Выберите банк' }).getByRole('option', { name: 'Sberbank' }).click();
  await page.getByLabel('Номер карты').fill(CARD);
  await page.getByLabel('Имя владельца').fill(HOLDER);
}

/** One tap whose answer is lost: the backend created the requisite, the app does not know. */
async function tapAndLoseTheAnswer(page: Screen): Promise<void> {
  page.backend.dropNextResponse('createRequisite');
  await submit(page).click();
  await expect(page.locator('.req-server-error')).toContainText('повторная попытка не создаст второй');
  expect(page.backend.applied('createRequisite')).toBe(1);
}

describe('an add whose answer was lost', () => {
  it('the form left and opened again: the list is read, the trader is told it was added, nothing is sent again', async () => {
    const page = await renderScreen('requisite-add');
    const before = page.backend.snapshot().requisites.length;
    await fillCard(page);
    await tapAndLoseTheAnswer(page);

    await page.navigate('/requisite');
    await page.navigate('/requisite/add');
    await expect(page.getByText('Реквизит •••• 1111 уже добавлен')).toBeVisible();
    await expect(page).toHaveURL(/\/requisite$/);
    expect(creates(page)).toHaveLength(1);
    expect(page.backend.applied('createRequisite')).toBe(1);
    expect(page.backend.snapshot().requisites).toHaveLength(before + 1);
    expect(cardsAdded(page)).toHaveLength(1);

    // The intent is settled: a later add starts empty, as a new intent.
    await page.navigate('/requisite/add');
    await expect(page.getByLabel('Имя владельца')).toHaveValue('');
  });

  it('the app reloaded and the list unreadable: the form shows the kept values, and the same key makes one requisite', async () => {
    const page = await renderScreen('requisite-add');
    const before = page.backend.snapshot().requisites.length;
    await fillCard(page);
    await tapAndLoseTheAnswer(page);

    page.backend.fail('listRequisites', 500);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'Не удалось проверить прошлое добавление' })).toBeVisible();
    page.backend.clearFaults('listRequisites');
    await expect(page.getByLabel('Номер карты')).toHaveValue(CARD);
    await expect(page.getByLabel('Имя владельца')).toHaveValue(HOLDER);

    await submit(page).click();
    await expect(page.getByText('Реквизит добавлен')).toBeVisible();
    await expect(page).toHaveURL(/\/requisite$/);
    const attempts = creates(page);
    expect(attempts).toHaveLength(2);
    expect(new Set(attempts.map((r) => r.idempotencyKey)).size).toBe(1);
    expect(attempts[1]).toMatchObject({ replayed: true, status: 201 });
    expect(page.backend.applied('createRequisite')).toBe(1);
    expect(page.backend.snapshot().requisites).toHaveLength(before + 1);
    expect(cardsAdded(page)).toHaveLength(1);
  });
});
