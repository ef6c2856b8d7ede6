// Biometric confirmation of money moves (moved from tests/e2e/stateful/biometry.spec.ts, assertions
// kept), the stand-in client on jsdom's bridge, counted at the stateful backend (the ledger is
// checked after every test). Turned off in cloud storage, read at the SDK's start (per file).
import { describe, expect, it as test } from 'vitest';
import { screenBackend } from '../support/render-screen.tsx';
import { movedOnce, pressMainButtonTwice } from '../support/screen-telegram.ts';
import { GRANTED, order, withdrawForm } from './biometry.ts';

describe('biometric confirmation of money moves', () => {
  test('turned off (on another device, through cloud storage): the popup alone confirms', async () => {
    const backend = screenBackend();
    const page = await withdrawForm({ biometry: { ...GRANTED, auth: 'failed' } }, { biometry_confirm: '0' });
    // The press comes once the app has pulled the cloud value.
    await expect.poll(() => localStorage.getItem('tapps/biometry-confirm')).toBe('0');
    await pressMainButtonTwice(page, 0);
    await movedOnce(page, backend, 'withdraw', 12.5);
    expect(await order(page)).toEqual(['web_app_open_popup']);
  });
});
