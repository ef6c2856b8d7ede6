import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Sdk } from './sdk.ts';

/** Fresh modules per test: biometry.ts keeps its mount for the page's life. */
async function load() {
  vi.resetModules();
  const { setSdk } = await import('./sdk.ts');
  const { confirmWithBiometry } = await import('./biometry.ts');
  return { setSdk, confirmWithBiometry };
}

interface State {
  available: boolean;
  accessRequested: boolean;
  accessGranted: boolean;
  type: string;
}

function fakeSdk(state: State, grant: boolean, auth: 'authorized' | 'failed') {
  let mounted = false;
  const calls: string[] = [];
  const method = <F extends (...args: never[]) => unknown>(fn: F) => Object.assign(fn, { isAvailable: () => true });
  const s = {
    isConcurrentCallError: () => false,
    isAccessDeniedError: () => false,
    biometry: {
      isMounted: () => mounted,
      state: () => ({ ...state, deviceId: 'd', tokenSaved: false }),
      mount: method(() => {
        calls.push('mount');
        mounted = true;
        return Promise.resolve();
      }),
      requestAccess: method(() => {
        calls.push('requestAccess');
        state.accessRequested = true;
        state.accessGranted = grant;
        return Promise.resolve(grant);
      }),
      authenticate: method(() => {
        calls.push('authenticate');
        return Promise.resolve({ status: auth });
      }),
      openSettings: method(() => undefined),
    },
  };
  return { sdk: s as unknown as Sdk, calls };
}

afterEach(() => {
  vi.resetModules();
});

describe('confirmWithBiometry', () => {
  it('asks for access on the first use only, then authenticates each time', async () => {
    const { setSdk, confirmWithBiometry } = await load();
    const fake = fakeSdk({ available: true, accessRequested: false, accessGranted: false, type: 'finger' }, true, 'authorized');
    setSdk(fake.sdk, true);
    await expect(confirmWithBiometry('why')).resolves.toBe('authorized');
    await expect(confirmWithBiometry('why')).resolves.toBe('authorized');
    expect(fake.calls).toEqual(['mount', 'requestAccess', 'authenticate', 'authenticate']);
  });

  it('a refused access, or one refused before, sends nothing: no authentication', async () => {
    const { setSdk, confirmWithBiometry } = await load();
    const fake = fakeSdk({ available: true, accessRequested: false, accessGranted: false, type: 'face' }, false, 'authorized');
    setSdk(fake.sdk, true);
    await expect(confirmWithBiometry('why')).resolves.toBe('no-access');
    await expect(confirmWithBiometry('why')).resolves.toBe('no-access');
    expect(fake.calls).toEqual(['mount', 'requestAccess']);
  });

  it('failed authentication is "failed"; no biometry on the device is "unavailable"', async () => {
    const { setSdk, confirmWithBiometry } = await load();
    const fake = fakeSdk({ available: true, accessRequested: true, accessGranted: true, type: 'finger' }, true, 'failed');
    setSdk(fake.sdk, true);
    await expect(confirmWithBiometry('why')).resolves.toBe('failed');
    const fresh = await load();
    fresh.setSdk(fakeSdk({ available: false, accessRequested: false, accessGranted: false, type: '' }, true, 'authorized').sdk, true);
    await expect(fresh.confirmWithBiometry('why')).resolves.toBe('unavailable');
  });
});
