// Requisites that can be corrected (issue 28, item 5) against the stateful backend: a requisite an
// order pays to is not offered for an edit, and its edit page says why; "К реквизитам" from an edit
// page the trader landed on leads to the list as the browser's history has it. The rest of the
// edit (it goes out once, bad input, the figures, a backend without the calls) is screen-tested:
// tests/screen/requisite-edit.test.tsx.
import type { Page } from '@playwright/test';
import { expect, openApp, test } from '../../support/stateful.ts';

const LIST_URL = /\/requisite$/;
/** The contract's requisites: 11 SBP (the active IN order pays to it), 12 a Sberbank card, 13 an inactive T-Bank card. */
const card = (page: Page, account: string) => page.getByRole('listitem').filter({ hasText: account });

test('a requisite an order in progress pays to is not offered for an edit, a switch-off or a delete, and its edit page says why', async ({ page, backend }) => {
  await openApp(page, 'requisite');
  const sbp = card(page, `+7 916 123-45-67`);
  // Issue 37: nor switched off or deleted while the customer may be paying to it (was: edit only).
  await expect(sbp).toContainText('По реквизиту идёт сделка: изменить, отключить или удалить его можно после её завершения.');
  await expect(sbp.getByRole('button', { name: /^Изменить/ })).toHaveCount(0);
  await expect(sbp.getByRole('button', { name: /^(Отключить|Удалить)/ })).toHaveCount(0);
  await expect(card(page, '•••• 5678').getByRole('button', { name: /^Удалить/ })).toBeVisible();
  await expect(card(page, '•••• 5432').getByRole('button', { name: /^Изменить/ })).toBeVisible();

  await openApp(page, 'requisite-add', {}, { search: 'edit=11' });
  await expect(page.getByRole('heading', { name: 'Сейчас изменить нельзя' })).toBeVisible();
  await expect(page.getByLabel('Номер телефона')).toHaveCount(0);
  await openApp(page, 'requisite-add', {}, { search: 'edit=99' });
  await expect(page.getByRole('heading', { name: 'Реквизит не найден' })).toBeVisible();
  await page.getByRole('button', { name: 'К реквизитам' }).click();
  await expect(page).toHaveURL(LIST_URL);
  expect(backend.count({ operationId: 'updateRequisite' })).toBe(0);
});
