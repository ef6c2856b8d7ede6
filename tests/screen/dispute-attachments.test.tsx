// Evidence in a dispute (issue 28, item 6; moved from tests/e2e/stateful/dispute-attachments.spec.ts,
// assertions kept) against the stateful backend: a file too large or of another type never leaves
// the phone; a backend without the proposed calls gets the dispute without attaching. (Uploads,
// their progress, retries and reloads stay in e2e: a real browser's upload and network.)
import { expect, it as test } from 'vitest';
import { renderScreen, screenBackend, type Screen } from '../support/render-screen.tsx';
import { SETTLE_MS, sleep } from '../support/screen-telegram.ts';

const REASON = 'Клиент прислал чек, но деньги не поступили';

/** Home, "Открыть спор", the reason typed; the sheet is returned. */
async function disputeSheet(page: Screen) {
  await page.getByRole('button', { name: 'Открыть спор' }).click();
  const sheet = page.getByRole('dialog', { name: 'Открыть спор' });
  await sheet.getByLabel('Причина спора').fill(REASON);
  return sheet;
}

/** Opens the dispute (no file) and waits for /dispute with its files section. */
async function openDispute(page: Screen) {
  const sheet = await disputeSheet(page);
  await sheet.getByRole('button', { name: 'Отправить в поддержку' }).click();
  await expect(page).toHaveURL(/\/dispute$/);
  return page.getByRole('region', { name: 'Чеки и выписки' });
}

test('a file too large or of another type is refused in Russian before anything is sent', async () => {
  const backend = screenBackend();
  // 11 MB, and a text file.
  const big = new File([new Uint8Array(11 * 1024 * 1024).fill(0x25)], 'Выписка.pdf', { type: 'application/pdf' });
  const notes = new File(['оплата прошла'], 'notes.txt', { type: 'text/plain' });
  const page = await renderScreen('index');
  const files = await openDispute(page);
  await files.locator('input[type=file]').setInputFiles([big, notes]);
  const alert = files.getByRole('alert');
  await expect(alert).toContainText('«Выписка.pdf»: файл больше 10\u00a0МБ. Сожмите снимок или приложите другой файл.');
  await expect(alert).toContainText('«notes.txt»: такой файл не подходит. Приложите JPG, PNG, WebP или PDF.');
  await sleep(SETTLE_MS);
  expect(backend.count({ operationId: 'uploadDisputeAttachment' })).toBe(0);
  await expect(files.getByRole('listitem')).toHaveCount(0);
});

test('a backend without the proposed calls: no picker, no files section, no error; the dispute opens', async () => {
  const backend = screenBackend();
  backend.lack(['listDisputeAttachments', 'uploadDisputeAttachment']);
  const page = await renderScreen('index');
  const sheet = await disputeSheet(page);
  await expect.poll(() => backend.count({ operationId: 'listDisputeAttachments', status: 404 })).toBeGreaterThan(0);
  await expect(sheet.getByRole('button', { name: 'Приложить файл' })).toHaveCount(0);
  await sheet.getByRole('button', { name: 'Отправить в поддержку' }).click();
  await expect(page).toHaveURL(/\/dispute$/);
  await expect(page.getByRole('heading', { name: 'Что дальше' })).toBeVisible();
  await expect(page.getByText('отправьте их в поддержку, указав номер сделки')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Чеки и выписки' })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(backend.applied('openDispute')).toBe(1);
  expect(backend.count({ operationId: 'uploadDisputeAttachment' })).toBe(0);
});
