// Biometric confirmation of money moves (moved from tests/e2e/stateful/biometry.spec.ts, assertions
// kept), the stand-in client on jsdom's bridge, counted at the stateful backend (the ledger is
// checked after every test). Access refused (the SDK's biometry state is per file).
import { describe, expect, it as test } from 'vitest';
import { screenBackend } from '../support/render-screen.tsx';
import { SETTLE_MS, pressMainButtonTwice, sleep } from '../support/screen-telegram.ts';
import { order, withdrawForm } from './biometry.ts';

describe('biometric confirmation of money moves', () => {
  test('access refused: nothing sent, and the trader is told where to allow it', async () => {
    const backend = screenBackend();
    const page = await withdrawForm({ biometry: { available: true, granted: false, requested: false, grantOnRequest: false, auth: 'authorized' } });
    await pressMainButtonTwice(page, 0);
    await expect(page.getByTestId('server-error')).toContainText('Нет доступа к биометрии');
    await sleep(SETTLE_MS);
    expect(backend.count({ operationId: 'withdraw' })).toBe(0);
    expect(await order(page)).toEqual(['web_app_open_popup', 'web_app_biometry_request_access']);
  });
});
