// Evidence in a dispute (issue 28, item 6) against the stateful backend, which stores and counts
// the uploads and enforces the proposed limits: a receipt picked while opening the dispute is
// stored once and listed; a failed upload is kept and its retry stores it once (a lost answer
// too, under the same Idempotency-Key). A file too large or of another type, and a backend without
// the proposed calls: tests/screen/dispute-attachments.test.tsx.
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/stateful.ts';
import { ORDER, PNG, disputeSheet, receipt } from './dispute.ts';
import { SETTLE_MS } from './money.ts';

/** Opens the dispute (no file) and waits for /dispute with its files section. */
async function openDispute(page: Page) {
  const sheet = await disputeSheet(page);
  await sheet.getByRole('button', { name: 'Отправить в поддержку' }).click();
  await expect(page).toHaveURL(/\/dispute$/);
  return page.getByRole('region', { name: 'Чеки и выписки' });
}

test('a receipt picked while opening the dispute is uploaded once it is open, and listed with its size and time', async ({ page, backend }) => {
  const sheet = await disputeSheet(page);
  await sheet.locator('input[type=file]').setInputFiles(receipt('Чек 22.11.png'));
  await expect(sheet.getByRole('list', { name: 'Файлы к спору' })).toContainText('Чек 22.11.png');
  expect(backend.count({ operationId: 'uploadDisputeAttachment' })).toBe(0); // not before the dispute is open
  await sheet.getByRole('button', { name: 'Отправить в поддержку' }).click();
  await expect(page).toHaveURL(/\/dispute$/);
  const files = page.getByRole('region', { name: 'Чеки и выписки' });
  const row = files.getByRole('listitem').filter({ hasText: 'Чек 22.11.png' });
  await expect(row.locator('time')).toBeVisible();
  await expect(row).toContainText(`${PNG.length}\u00a0Б`);
  await page.waitForTimeout(SETTLE_MS);
  expect(backend.count({ operationId: 'uploadDisputeAttachment' })).toBe(1);
  expect(backend.applied('uploadDisputeAttachment')).toBe(1);
  expect(backend.attachments()[ORDER]?.map((a) => [a.file_name, a.content_type, a.size_bytes])).toEqual([['Чек 22.11.png', 'image/png', PNG.length]]);
  // A reload shows what the backend holds.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Чеки и выписки' }).getByRole('listitem')).toHaveCount(1);
});

test('an upload shows its progress; a failed one keeps the file, Повторить stores it once; a lost answer retried is stored once too', async ({ page, backend }) => {
  const files = await openDispute(page);
  // A slow network: the upload is on screen with its progress until the answer comes.
  backend.configure({ latencyMs: 2000 });
  await files.locator('input[type=file]').setInputFiles(receipt('slow.png', 'slow'));
  await expect(files.getByRole('progressbar', { name: 'Загрузка «slow.png»' })).toBeVisible();
  await expect(files.getByRole('listitem').filter({ hasText: 'slow.png' })).toContainText(/Загружается… \d+\u00a0%|Сохраняется…/);
  await expect(files.getByRole('listitem').filter({ hasText: 'slow.png' }).locator('time')).toBeVisible({ timeout: 10_000 });
  backend.configure({ latencyMs: 150 });

  backend.failNext('uploadDisputeAttachment', 500);
  await files.locator('input[type=file]').setInputFiles(receipt('first.png', 'first'));
  const first = files.getByRole('listitem').filter({ hasText: 'first.png' });
  await expect(first.getByRole('alert')).toHaveText('Сервис временно недоступен. Попробуйте позже.');
  await first.getByRole('button', { name: 'Повторить' }).click();
  await expect(first.locator('time')).toBeVisible();

  backend.dropNextResponse('uploadDisputeAttachment');
  await files.locator('input[type=file]').setInputFiles(receipt('second.png', 'second'));
  const second = files.getByRole('listitem').filter({ hasText: 'second.png' });
  await expect(second.getByRole('alert')).toContainText('Нет соединения с сервером');
  await second.getByRole('button', { name: 'Повторить' }).click();
  await expect(second.locator('time')).toBeVisible();
  await page.waitForTimeout(SETTLE_MS);

  expect(backend.attachments()[ORDER]?.map((a) => a.file_name)).toEqual(['slow.png', 'first.png', 'second.png']);
  expect(backend.applied('uploadDisputeAttachment')).toBe(3);
  const uploads = backend.requests.filter((r) => r.operationId === 'uploadDisputeAttachment');
  // Each file under one key for all its attempts; the lost one's retry was a replay.
  const keys = [...new Set(uploads.map((r) => r.idempotencyKey))];
  expect(keys).toHaveLength(3);
  expect(uploads.filter((r) => r.idempotencyKey === keys[1]).map((r) => r.status)).toEqual([500, 201]);
  expect(uploads.filter((r) => r.replayed)).toHaveLength(uploads.filter((r) => r.idempotencyKey === keys[2]).length - 1);
  expect(uploads.filter((r) => r.replayed).length).toBeGreaterThan(0);
  await expect(files.getByRole('listitem')).toHaveCount(3);
});

// Issue 42: one intent rule for uploads, refusals that cannot change, names cleaned.
test('the same file picked twice is one intent: one key, one stored file, one row, and the trader is told; after a reload too', async ({ page, backend }) => {
  const files = await openDispute(page);
  await files.locator('input[type=file]').setInputFiles(receipt('Чек.png'));
  await expect(files.getByRole('listitem').filter({ hasText: 'Чек.png' }).locator('time')).toBeVisible();
  // The same bytes under another name: the same receipt.
  await files.locator('input[type=file]').setInputFiles(receipt('Чек (1).png'));
  await expect(files.getByRole('alert')).toContainText('«Чек (1).png» уже приложен к спору');
  await page.waitForTimeout(SETTLE_MS);
  expect(backend.attachments()[ORDER]?.map((a) => a.file_name)).toEqual(['Чек.png']);
  await expect(files.getByRole('listitem')).toHaveCount(1);

  // After a reload the page has forgotten it; its key has not: the answer is replayed, nothing stored.
  await page.reload();
  const again = page.getByRole('region', { name: 'Чеки и выписки' });
  await expect(again.getByRole('listitem')).toHaveCount(1);
  await again.locator('input[type=file]').setInputFiles(receipt('Чек.png'));
  await expect(page.getByText('«Чек.png» уже приложен к спору')).toBeVisible();
  await page.waitForTimeout(SETTLE_MS);
  await expect(again.getByRole('listitem')).toHaveCount(1);
  expect(backend.attachments()[ORDER]).toHaveLength(1);
  const uploads = backend.requests.filter((r) => r.operationId === 'uploadDisputeAttachment');
  expect(new Set(uploads.map((r) => r.idempotencyKey)).size).toBe(1);
  expect(backend.applied('uploadDisputeAttachment')).toBe(1);
});

test('a refusal that cannot change (415: not an image, whatever its name) offers another file, never Повторить; the other file is stored', async ({ page, backend }) => {
  const files = await openDispute(page);
  await files.locator('input[type=file]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: Buffer.from('<!doctype html><title>not a receipt</title>') });
  const row = files.getByRole('listitem').filter({ hasText: 'receipt.png' });
  await expect(row.getByRole('alert')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Повторить' })).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Выбрать другой файл' })).toBeVisible();
  await row.locator('input[type=file]').setInputFiles(receipt('Чек.png'));
  await expect(files.getByRole('listitem').filter({ hasText: 'Чек.png' }).locator('time')).toBeVisible();
  await expect(files.getByRole('listitem')).toHaveCount(1);
  await page.waitForTimeout(SETTLE_MS);
  expect(backend.attachments()[ORDER]?.map((a) => a.file_name)).toEqual(['Чек.png']);
  expect(backend.requests.filter((r) => r.operationId === 'uploadDisputeAttachment').map((r) => r.status)).toEqual([415, 201]);
});

test('file names are cleaned before they leave the phone: no bidi override, cut to the server’s 255 characters keeping the extension', async ({ page, backend }) => {
  const files = await openDispute(page);
  const long = `${'Выписка по карте '.repeat(20)}.png`;
  await files.locator('input[type=file]').setInputFiles([receipt('чек\u202Egnp.exe.png', 'a'), receipt(long, 'b')]);
  await expect(files.getByRole('listitem').locator('time')).toHaveCount(2);
  const names = backend.attachments()[ORDER]?.map((a) => a.file_name) ?? [];
  expect(names[0]).toBe('чекgnp.exe.png');
  expect([...(names[1] ?? '')]).toHaveLength(255);
  expect(names[1]?.endsWith('.png')).toBe(true);
});

test('a receipt on its way survives a reload: closing asks first, the next open resumes it under the same key, and it is stored once', async ({ page, backend, relay }) => {
  const files = await openDispute(page);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type());
    void dialog.accept();
  });
  // The network hangs: the upload stays on its way.
  relay.cut('hang');
  await files.locator('input[type=file]').setInputFiles(receipt('Чек.png', 'reload'));
  await expect(files.getByRole('listitem').filter({ hasText: 'Чек.png' })).toContainText(/Загружается|Сохраняется/);
  await page.waitForTimeout(500);
  await page.reload();
  expect(dialogs).toEqual(['beforeunload']);
  // The network comes back; the trader opens the app again.
  relay.restore();
  await page.reload();
  const again = page.getByRole('region', { name: 'Чеки и выписки' });
  await expect(again.getByRole('listitem').filter({ hasText: 'Чек.png' }).locator('time')).toBeVisible({ timeout: 15_000 });
  await page.waitForTimeout(SETTLE_MS);
  expect(backend.attachments()[ORDER]?.map((a) => a.file_name)).toEqual(['Чек.png']);
  expect(backend.applied('uploadDisputeAttachment')).toBe(1);
  // Once stored, nothing is left to resume: another reload sends nothing.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Чеки и выписки' }).getByRole('listitem')).toHaveCount(1);
  await page.waitForTimeout(SETTLE_MS);
  expect(new Set(backend.requests.filter((r) => r.operationId === 'uploadDisputeAttachment').map((r) => r.idempotencyKey)).size).toBe(1);
  expect(backend.applied('uploadDisputeAttachment')).toBe(1);
});

test('where the browser cannot keep a file, the trader is told after the reload which files were not sent', async ({ page, backend, relay }) => {
  // A browser without IndexedDB (some private modes).
  await page.addInitScript(() => Object.defineProperty(window, 'indexedDB', { get: () => undefined }));
  const files = await openDispute(page);
  page.on('dialog', (dialog) => void dialog.accept());
  relay.cut('hang');
  await files.locator('input[type=file]').setInputFiles(receipt('Чек 22.11.png', 'lost'));
  await expect(files.getByRole('listitem').filter({ hasText: 'Чек 22.11.png' })).toContainText(/Загружается|Сохраняется/);
  await page.waitForTimeout(500);
  await page.reload();
  relay.restore();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Чеки и выписки' }).getByRole('alert')).toHaveText(
    'Не отправлены: «Чек 22.11.png». Приложение закрылось до загрузки, а браузер не смог сохранить файл. Приложите его снова.',
  );
  expect(backend.attachments()[ORDER] ?? []).toEqual([]);
});
