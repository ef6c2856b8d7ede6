// What the stateful specs that open a dispute share (dispute-attachments.spec.ts, outcomes.spec.ts):
// a real PNG receipt, the reason, and the way there: home, "Открыть спор", the reason typed.
import type { Page } from '@playwright/test';
import { EXAMPLE_ORDER_IN } from '../../support/examples.ts';
import { expect, openApp } from '../../support/stateful.ts';

/** The order the disputes are about: the contract's IN order in progress. */
export const ORDER = EXAMPLE_ORDER_IN.id;
/** A real 1x1 PNG: the backend decides by the bytes, not the name. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
/** The PNG under `name`; `variant` appends bytes after its end (another file, still a PNG by its content). */
export const receipt = (name: string, variant = '') => ({ name, mimeType: 'image/png', buffer: variant === '' ? PNG : Buffer.concat([PNG, Buffer.from(variant)]) });
export const REASON = 'Клиент прислал чек, но деньги не поступили';

/** Home, "Открыть спор", the reason typed; the sheet is returned. */
export async function disputeSheet(page: Page) {
  await openApp(page, 'index');
  await page.getByRole('button', { name: 'Открыть спор' }).click();
  const sheet = page.getByRole('dialog', { name: 'Открыть спор' });
  await sheet.getByLabel('Причина спора').fill(REASON);
  return sheet;
}

/** Opens the dispute with `file` picked in the sheet, and waits until /dispute lists it stored. */
export async function disputeWithReceipt(page: Page, file = receipt('Чек 22.11.png')): Promise<void> {
  const sheet = await disputeSheet(page);
  await sheet.locator('input[type=file]').setInputFiles(file);
  await sheet.getByRole('button', { name: 'Отправить в поддержку' }).click();
  await expect(page).toHaveURL(/\/dispute$/);
  await expect(page.getByRole('region', { name: 'Чеки и выписки' }).getByRole('listitem').filter({ hasText: file.name }).locator('time')).toBeVisible();
}
