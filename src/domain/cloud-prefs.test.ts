// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readBiometryConfirm, readPreference } from './preferences.ts';
import { CLOUD_ANSWER_MS, CLOUD_PENDING_TEXT, CLOUD_RETRY_MS, cloudSaved, isCloudPending, pushCloudPref, savePreference, syncCloudPrefs } from './cloud-prefs.ts';
import { bookWithAddress, bookWithout, parseAddressBook, serializeAddressBook, type AddressBook } from './withdraw-addresses.ts';
import { setSdk, type Sdk } from '../shared/telegram/sdk.ts';

/**
 * How the fake client answers cloud calls: 'ok' at once, 'fail' with an error, 'hang' never,
 * or a number: answers after that many ms (the value is read and written when it answers).
 */
type CloudFault = 'ok' | 'fail' | 'hang' | number;

function fakeSdk(version: string, cloud: Record<string, string>, fault: { get?: CloudFault; set?: CloudFault } = {}): Sdk {
  const method = <F extends (...args: never[]) => unknown>(fn: F) => Object.assign(fn, { isAvailable: () => true });
  const answer = <T,>(how: CloudFault | undefined, fn: () => T): Promise<T> => {
    if (how === 'fail') return Promise.reject(new Error('STORAGE_UNAVAILABLE'));
    if (how === 'hang') return new Promise<T>(() => undefined);
    if (typeof how === 'number') return new Promise<T>((resolve) => setTimeout(() => resolve(fn()), how));
    return Promise.resolve(fn());
  };
  return {
    retrieveLaunchParams: () => ({ tgWebAppVersion: version }),
    isConcurrentCallError: () => false,
    isAccessDeniedError: () => false,
    cloudStorage: {
      getItem: method((keys: string[]) => answer(fault.get, () => Object.fromEntries(keys.map((k) => [k, cloud[k] ?? ''])))),
      setItem: method((key: string, value: string) =>
        answer(fault.set, () => {
          cloud[key] = value;
        }),
      ),
    },
  } as unknown as Sdk;
}

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  // Without a client a sync is done at once: a sync still running or a retry settles, none follows.
  setSdk(null);
  if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(2 * CLOUD_ANSWER_MS + (CLOUD_RETRY_MS.at(-1) ?? 0));
  vi.useRealTimers();
  await syncCloudPrefs();
  vi.restoreAllMocks();
});

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
    // A list saved here merges with the cloud's: an address it lacks is not a removal (issue 42).
    const more = '[{"address":"TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE","label":"OKX","used_at":2}]';
    const both = '[{"address":"TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE","label":"OKX","used_at":2},{"address":"TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC","label":"Binance","used_at":1}]';
    expect(savePreference('withdrawAddresses', more)).toBe(true);
    await vi.waitFor(() => expect(cloud['withdraw_addresses']).toBe(both));
    expect(readPreference('withdrawAddresses')).toBe(both);
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

// Issue 42: nothing a trader saves is lost when the cloud fails, hangs or answers late, or when
// two devices edit the same list.
describe('synced preferences merge, never overwrite (issue 42)', () => {
  const BINANCE = 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC';
  const OKX = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
  const BYBIT = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
  const empty: AddressBook = { saved: [], removed: [] };
  const book = (text: string | null | undefined) => (text ? parseAddressBook(text) : null) ?? empty;
  const labels = (text: string | null | undefined) => book(text).saved.map((e) => e.label);

  it('at launch an address saved only here (its cloud write was lost) and the cloud’s list merge on both sides', async () => {
    localStorage.setItem('tapps/withdraw-addresses', serializeAddressBook(bookWithAddress(empty, OKX, 'Новый', 2_000)));
    const cloud = { withdraw_addresses: serializeAddressBook(bookWithAddress(empty, BINANCE, 'Binance', 1_000)) };
    setSdk(fakeSdk('8.0', cloud), true);
    await expect(syncCloudPrefs()).resolves.toEqual({ ok: true, value: undefined });
    expect(labels(readPreference('withdrawAddresses'))).toEqual(['Новый', 'Binance']);
    expect(labels(cloud.withdraw_addresses)).toEqual(['Новый', 'Binance']);
  });

  it('a cloud write that fails keeps the address here, says so, and is retried until the cloud takes it', async () => {
    vi.useFakeTimers();
    const cloud: Record<string, string> = {};
    setSdk(fakeSdk('8.0', cloud, { set: 'fail' }), true);
    expect(savePreference('withdrawAddresses', serializeAddressBook(bookWithAddress(empty, OKX, 'Новый', 2_000)))).toBe(true);
    await expect(cloudSaved('withdrawAddresses')).resolves.toBe(false);
    expect(isCloudPending('withdrawAddresses')).toBe(true);
    expect(CLOUD_PENDING_TEXT).toBe('Сохранено на этом телефоне; на других устройствах появится, когда Telegram ответит');
    expect(cloud).toEqual({});
    // The client recovers; the retry puts it in the cloud without the trader doing anything.
    setSdk(fakeSdk('8.0', cloud), true);
    await vi.advanceTimersByTimeAsync(CLOUD_RETRY_MS.at(-1) ?? 0);
    expect(labels(cloud['withdraw_addresses'])).toEqual(['Новый']);
    expect(isCloudPending('withdrawAddresses')).toBe(false);
  });

  it('a cloud that does not answer counts as not saved after CLOUD_ANSWER_MS; the next launch still pushes it', async () => {
    vi.useFakeTimers();
    const cloud: Record<string, string> = { withdraw_addresses: serializeAddressBook(bookWithAddress(empty, BINANCE, 'Binance', 1_000)) };
    setSdk(fakeSdk('8.0', cloud, { set: 'hang' }), true);
    expect(savePreference('withdrawAddresses', serializeAddressBook(bookWithAddress(empty, OKX, 'Новый', 2_000)))).toBe(true);
    const saved = cloudSaved('withdrawAddresses');
    await vi.advanceTimersByTimeAsync(CLOUD_ANSWER_MS);
    await expect(saved).resolves.toBe(false);
    expect(isCloudPending('withdrawAddresses')).toBe(true);
    // Merged here already: the cloud's address came in while the write hung.
    expect(labels(readPreference('withdrawAddresses'))).toEqual(['Новый', 'Binance']);
    // The next launch (a new client that answers) pushes the merged list.
    setSdk(fakeSdk('8.0', cloud), true);
    await expect(syncCloudPrefs()).resolves.toEqual({ ok: true, value: undefined });
    expect(labels(cloud['withdraw_addresses'])).toEqual(['Новый', 'Binance']);
    expect(isCloudPending('withdrawAddresses')).toBe(false);
  });

  it('a cloud that answers late: a change made meanwhile is merged, and a late write of the older list does not count as saving the newer', async () => {
    vi.useFakeTimers();
    const cloud: Record<string, string> = { withdraw_addresses: serializeAddressBook(bookWithAddress(empty, BINANCE, 'Binance', 1_000)) };
    setSdk(fakeSdk('8.0', cloud, { get: 1_000, set: 1_000 }), true);
    const first = syncCloudPrefs();
    // While the cloud is still answering the read, the trader saves an address here.
    expect(savePreference('withdrawAddresses', serializeAddressBook(bookWithAddress(empty, OKX, 'Новый', 2_000)))).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(labels(readPreference('withdrawAddresses'))).toEqual(['Новый', 'Binance']);
    const saved = cloudSaved('withdrawAddresses');
    // The first sync's write, then the one the change asked for (a read and a write): all in time.
    await vi.advanceTimersByTimeAsync(3 * 1_000);
    await expect(first).resolves.toEqual({ ok: true, value: undefined });
    await expect(saved).resolves.toBe(true);
    expect(labels(cloud['withdraw_addresses'])).toEqual(['Новый', 'Binance']);

    // A write answered after the deadline: not saved for the trader, retried, and it lands once.
    setSdk(fakeSdk('8.0', cloud, { set: CLOUD_ANSWER_MS + 1_000 }), true);
    expect(savePreference('withdrawAddresses', serializeAddressBook(bookWithAddress(book(readPreference('withdrawAddresses')), BYBIT, 'Bybit', 3_000)))).toBe(true);
    const late = cloudSaved('withdrawAddresses');
    await vi.advanceTimersByTimeAsync(CLOUD_ANSWER_MS);
    await expect(late).resolves.toBe(false);
    // Before the late answer lands the trader removes Binance: the late write is of the older list.
    expect(savePreference('withdrawAddresses', serializeAddressBook(bookWithout(book(readPreference('withdrawAddresses')), BINANCE, 4_000)))).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(labels(cloud['withdraw_addresses'])).toEqual(['Bybit', 'Новый', 'Binance']);
    expect(isCloudPending('withdrawAddresses')).toBe(true);
    setSdk(fakeSdk('8.0', cloud), true);
    await vi.advanceTimersByTimeAsync(CLOUD_RETRY_MS.at(-1) ?? 0);
    expect(labels(cloud['withdraw_addresses'])).toEqual(['Bybit', 'Новый']);
    expect(isCloudPending('withdrawAddresses')).toBe(false);
  });

  it('two devices editing one list while each one’s cloud calls fail: after the next launch of each, both hold every address once, and a removal stays removed', async () => {
    const cloud: Record<string, string> = { withdraw_addresses: serializeAddressBook(bookWithAddress(empty, BINANCE, 'Binance', 1_000)) };
    const devices: Record<'phone' | 'laptop', Record<string, string>> = { phone: {}, laptop: {} };
    /** Switches this test's storage to `name`'s (each device keeps its own localStorage). */
    const on = (name: 'phone' | 'laptop') => {
      const other = name === 'phone' ? 'laptop' : 'phone';
      devices[other] = { ...localStorage } as Record<string, string>;
      localStorage.clear();
      for (const [k, v] of Object.entries(devices[name])) localStorage.setItem(k, v);
    };
    const current = () => book(readPreference('withdrawAddresses'));
    // Both launched once with the cloud working: both hold Binance.
    on('phone');
    setSdk(fakeSdk('8.0', cloud), true);
    await syncCloudPrefs();
    on('laptop');
    await syncCloudPrefs();
    // The phone saves OKX and the laptop Bybit and removes Binance, each while its cloud fails.
    on('phone');
    setSdk(fakeSdk('8.0', cloud, { get: 'fail', set: 'fail' }), true);
    savePreference('withdrawAddresses', serializeAddressBook(bookWithAddress(current(), OKX, 'OKX', 2_000)));
    await expect(cloudSaved('withdrawAddresses')).resolves.toBe(false);
    on('laptop');
    savePreference('withdrawAddresses', serializeAddressBook(bookWithAddress(current(), BYBIT, 'Bybit', 3_000)));
    await expect(cloudSaved('withdrawAddresses')).resolves.toBe(false);
    savePreference('withdrawAddresses', serializeAddressBook(bookWithout(current(), BINANCE, 4_000)));
    await expect(cloudSaved('withdrawAddresses')).resolves.toBe(false);
    expect(labels(cloud['withdraw_addresses'])).toEqual(['Binance']);
    // The next launch of each, the cloud answering: the phone, the laptop, the phone again.
    setSdk(fakeSdk('8.0', cloud), true);
    on('phone');
    await syncCloudPrefs();
    on('laptop');
    await syncCloudPrefs();
    expect(labels(readPreference('withdrawAddresses'))).toEqual(['Bybit', 'OKX']);
    on('phone');
    await syncCloudPrefs();
    expect(labels(readPreference('withdrawAddresses'))).toEqual(['Bybit', 'OKX']);
    expect(labels(cloud['withdraw_addresses'])).toEqual(['Bybit', 'OKX']);
    expect(book(cloud['withdraw_addresses']).removed.map((e) => e.address)).toEqual([BINANCE]);
  });

  it('a setting changed here while the cloud failed wins over the cloud’s older value at the next launch', async () => {
    const cloud: Record<string, string> = { biometry_confirm: '1' };
    setSdk(fakeSdk('8.0', cloud, { set: 'fail' }), true);
    expect(savePreference('biometryConfirm', '0')).toBe(true);
    await expect(cloudSaved('biometryConfirm')).resolves.toBe(false);
    setSdk(fakeSdk('8.0', cloud), true);
    await syncCloudPrefs();
    expect(readPreference('biometryConfirm')).toBe('0');
    expect(cloud['biometry_confirm']).toBe('0');
    expect(isCloudPending('biometryConfirm')).toBe(false);
    // Once the cloud holds it, the cloud's value (another device's later change) wins again.
    cloud['biometry_confirm'] = '1';
    await syncCloudPrefs();
    expect(readPreference('biometryConfirm')).toBe('1');
  });
});
