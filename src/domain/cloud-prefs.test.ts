// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readBiometryConfirm, readPreference } from './preferences.ts';
import { pushCloudPref, savePreference, syncCloudPrefs } from './cloud-prefs.ts';
import { setSdk, type Sdk } from '../shared/telegram/sdk.ts';

function fakeSdk(version: string, cloud: Record<string, string>): Sdk {
  const method = <F extends (...args: never[]) => unknown>(fn: F) => Object.assign(fn, { isAvailable: () => true });
  return {
    retrieveLaunchParams: () => ({ tgWebAppVersion: version }),
    isConcurrentCallError: () => false,
    isAccessDeniedError: () => false,
    cloudStorage: {
      getItem: method((keys: string[]) => Promise.resolve(Object.fromEntries(keys.map((k) => [k, cloud[k] ?? ''])))),
      setItem: method((key: string, value: string) => {
        cloud[key] = value;
        return Promise.resolve();
      }),
    },
  } as unknown as Sdk;
}

beforeEach(() => localStorage.clear());
afterEach(() => setSdk(null));

describe('preferences in cloud storage', () => {
  it('the cloud value (another device) wins at start; a value only here goes up', async () => {
    const cloud: Record<string, string> = { autoaccept_duration: '90' };
    localStorage.setItem('tapps/autoaccept-duration', '30');
    localStorage.setItem('tapps/biometry-confirm', '0');
    setSdk(fakeSdk('8.0', cloud), true);
    await expect(syncCloudPrefs()).resolves.toEqual({ ok: true, value: undefined });
    expect(readPreference('autoacceptDuration')).toBe('90');
    await vi.waitFor(() => expect(cloud).toEqual({ autoaccept_duration: '90', biometry_confirm: '0' }));
    expect(readBiometryConfirm()).toBe(false);
  });

  it('an invalid cloud value is ignored and replaced by this device’s', async () => {
    const cloud: Record<string, string> = { autoaccept_duration: '3', biometry_confirm: 'maybe' };
    localStorage.setItem('tapps/autoaccept-duration', '45');
    setSdk(fakeSdk('8.0', cloud), true);
    await syncCloudPrefs();
    expect(readPreference('autoacceptDuration')).toBe('45');
    expect(readPreference('biometryConfirm')).toBeNull();
    await vi.waitFor(() => expect(cloud['autoaccept_duration']).toBe('45'));
  });

  it('a change is stored here, then in the cloud', async () => {
    const cloud: Record<string, string> = {};
    setSdk(fakeSdk('7.2', cloud), true);
    expect(savePreference('biometryConfirm', '1')).toBe(true);
    expect(localStorage.getItem('tapps/biometry-confirm')).toBe('1');
    await vi.waitFor(() => expect(cloud).toEqual({ biometry_confirm: '1' }));
  });

  it('a client older than 6.9 keeps everything on the device', async () => {
    const cloud: Record<string, string> = { autoaccept_duration: '90' };
    localStorage.setItem('tapps/autoaccept-duration', '30');
    setSdk(fakeSdk('6.0', cloud), true);
    await syncCloudPrefs();
    await pushCloudPref('autoacceptDuration');
    expect(readPreference('autoacceptDuration')).toBe('30');
    expect(cloud).toEqual({ autoaccept_duration: '90' });
  });
});

describe('saved withdrawal addresses in cloud storage (issue 28)', () => {
  const saved = '[{"address":"TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC","label":"Binance","used_at":1}]';

  it('come from the cloud at start (another device saved them) and go up when saved here', async () => {
    const cloud: Record<string, string> = { withdraw_addresses: saved };
    setSdk(fakeSdk('8.0', cloud), true);
    await syncCloudPrefs();
    expect(readPreference('withdrawAddresses')).toBe(saved);
    const more = '[{"address":"TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE","label":"OKX","used_at":2}]';
    expect(savePreference('withdrawAddresses', more)).toBe(true);
    await vi.waitFor(() => expect(cloud['withdraw_addresses']).toBe(more));
  });

  it('a corrupt cloud value is not taken; without cloud storage they stay on this device', async () => {
    const cloud: Record<string, string> = { withdraw_addresses: '[{"address":1}]' };
    localStorage.setItem('tapps/withdraw-addresses', saved);
    setSdk(fakeSdk('6.0', cloud), true);
    await syncCloudPrefs();
    expect(readPreference('withdrawAddresses')).toBe(saved);
    expect(savePreference('withdrawAddresses', saved)).toBe(true);
    expect(cloud['withdraw_addresses']).toBe('[{"address":1}]');
    setSdk(fakeSdk('8.0', cloud), true);
    await syncCloudPrefs();
    expect(readPreference('withdrawAddresses')).toBe(saved);
    await vi.waitFor(() => expect(cloud['withdraw_addresses']).toBe(saved));
  });
});
