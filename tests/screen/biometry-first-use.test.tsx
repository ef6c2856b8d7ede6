// Biometric confirmation of money moves (moved from tests/e2e/stateful/biometry.spec.ts, assertions
// kept), the stand-in client on jsdom's bridge, counted at the stateful backend (the ledger is
// checked after every test). Access never asked yet (the SDK's biometry state is per file).
import { describe, expect, it as test } from 'vitest';
import { screenBackend } from '../support/render-screen.tsx';
import { movedOnce, pressMainButtonTwice } from '../support/screen-telegram.ts';
import { order, withdrawForm } from './biometry.ts';

describe('biometric confirmation of money moves', () => {
  test('the first use asks for access; granted, the move goes', async () => {
    const backend = screenBackend();
    const page = await withdrawForm({ biometry: { available: true, granted: false, requested: false, grantOnRequest: true, auth: 'authorized' } });
    await pressMainButtonTwice(page, 0);
    await movedOnce(page, backend, 'withdraw', 12.5);
    expect(await order(page)).toEqual(['web_app_open_popup', 'web_app_biometry_request_access', 'web_app_biometry_request_auth']);
  });
});
