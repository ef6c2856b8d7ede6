// Issue 37's proposals beyond the contract, against the stateful backend: an edit of the transfer's
// recipient while its lookup (GET /traders/balance/transfer/recipient) is on its way aborts it in
// the browser, and only the new recipient is named. The payer of an IN order, the recipient named
// under the field and in the confirmation, one not found and a backend without either are screen
// tests: tests/screen/proposals.test.tsx.
import type { Page } from '@playwright/test';
import { installTelegramClient } from '../../support/telegram-client.ts';
import { expect, openApp, test } from '../../support/stateful.ts';

test.describe('the recipient of a transfer named before it is confirmed', () => {
  const recipient = (page: Page) => page.getByLabel('Получатель', { exact: true });
  const named = (page: Page) => page.getByTestId('recipient-name');
  const lookups = (backend: { requests: readonly { operationId: string | null; query: Record<string, unknown> }[] }) =>
    backend.requests.filter((r) => r.operationId === 'getTransferRecipient').map((r) => r.query['query']);

  test('an edit while the lookup is on its way aborts it; only the new recipient is named', async ({ page, backend }) => {
    await installTelegramClient(page);
    await openApp(page, '/balance/translation');
    await expect(recipient(page)).toBeVisible();
    const aborted: string[] = [];
    page.on('requestfailed', (request) => {
      if (request.url().includes('/transfer/recipient')) aborted.push(new URL(request.url()).searchParams.get('query') ?? '');
    });
    // A slow backend from now on: the first lookup is still on its way when the trader edits.
    backend.configure({ latencyMs: 2000 });
    await recipient(page).fill('maria_trader');
    await expect.poll(() => lookups(backend)).toEqual(['maria_trader']);
    await recipient(page).fill('42');
    await expect.poll(() => aborted).toEqual(['maria_trader']);
    await expect(named(page)).toHaveText('Получатель: Пётр С.', { timeout: 10_000 });
    await expect(page.getByText('Мария К.')).toHaveCount(0);
  });
});
