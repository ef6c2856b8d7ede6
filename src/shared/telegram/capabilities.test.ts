import { afterEach, describe, expect, it } from 'vitest';
import { CAPABILITY_VERSIONS, PLATFORM_AVAILABILITY_TIMEOUT_MS, compareVersions, hasCapability, versionSupports, type Capability } from './capabilities.ts';
import { setSdk, type Sdk } from './sdk.ts';

function fakeSdk(version: string): Sdk {
  return { retrieveLaunchParams: () => ({ tgWebAppVersion: version }) } as unknown as Sdk;
}

afterEach(() => setSdk(null));

describe('platform capability checks', () => {
  it('the spec constants: thresholds 6.1, 7.2 and 8.0 among them, availability timeout 100 ms', () => {
    expect(PLATFORM_AVAILABILITY_TIMEOUT_MS).toBe(100);
    expect(new Set(Object.values(CAPABILITY_VERSIONS))).toEqual(new Set(['6.1', '6.2', '6.4', '6.9', '7.2', '8.0']));
    expect(CAPABILITY_VERSIONS.biometry).toBe('7.2');
    expect(CAPABILITY_VERSIONS.fullscreen).toBe('8.0');
    expect(CAPABILITY_VERSIONS.haptics).toBe('6.1');
  });

  it('compares versions by number, not as text', () => {
    expect(compareVersions('6.10', '6.9')).toBe(1);
    expect(compareVersions('6.9', '6.10')).toBe(-1);
    expect(compareVersions('7.2', '7.2.0')).toBe(0);
    expect(compareVersions('8.0', '7.10')).toBe(1);
    expect(compareVersions('10', '9.9')).toBe(1);
  });

  it.each<[string, Capability, boolean]>([
    ['6.0', 'haptics', false],
    ['6.1', 'haptics', true],
    ['6.0', 'qrScanner', false],
    ['6.4', 'qrScanner', true],
    ['6.8', 'phone', false],
    ['6.9', 'phone', true],
    ['6.10', 'writeAccess', true],
    ['7.1', 'biometry', false],
    ['7.2', 'biometry', true],
    ['7.10', 'fullscreen', false],
    ['8.0', 'fullscreen', true],
  ])('version %s: %s is %s', (version, capability, expected) => {
    expect(versionSupports(version, capability)).toBe(expected);
  });

  it('needs a client on the bridge, not only the version', () => {
    expect(versionSupports(null, 'popup')).toBe(false);
    expect(hasCapability('popup')).toBe(false); // no SDK
    setSdk(fakeSdk('8.0'), false); // launch params without a client (plain browser)
    expect(hasCapability('popup')).toBe(false);
    setSdk(fakeSdk('8.0'), true);
    expect(hasCapability('fullscreen')).toBe(true);
    setSdk(fakeSdk('6.0'), true);
    expect(hasCapability('popup')).toBe(false);
    expect(hasCapability('fullscreen')).toBe(false);
  });
});
