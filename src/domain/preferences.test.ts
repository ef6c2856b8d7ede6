// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { readAutoacceptDuration } from './autoaccept-duration.ts';
import { BIOMETRY_CONFIRM_KEY, ORDER_SOUND_KEY, SYNCED_PREFERENCES, readBiometryConfirm, readOrderSound, readPreference, subscribePreferences, writePreference } from './preferences.ts';

beforeEach(() => localStorage.clear());

describe('synced preferences', () => {
  it('kept under the tapps/ prefix, with cloud keys Telegram accepts', () => {
    for (const { local, cloud } of Object.values(SYNCED_PREFERENCES)) {
      expect(local).toMatch(/^tapps\//);
      expect(cloud).toMatch(/^[A-Za-z0-9_-]{1,128}$/);
    }
  });

  it('biometric confirmation is on until turned off', () => {
    expect(readBiometryConfirm()).toBe(true);
    writePreference('biometryConfirm', '0');
    expect(localStorage.getItem(BIOMETRY_CONFIRM_KEY)).toBe('0');
    expect(readBiometryConfirm()).toBe(false);
    writePreference('biometryConfirm', '1');
    expect(readBiometryConfirm()).toBe(true);
  });

  it('the new-order sound is on until turned off, and goes to the cloud as order_sound (issue 28)', () => {
    expect(readOrderSound()).toBe(true);
    writePreference('orderSound', '0');
    expect(localStorage.getItem(ORDER_SOUND_KEY)).toBe('0');
    expect(readOrderSound()).toBe(false);
    expect(SYNCED_PREFERENCES.orderSound.cloud).toBe('order_sound');
    expect(SYNCED_PREFERENCES.orderSound.valid('off')).toBe(false);
  });

  it('the auto-accept duration is the one its readers use; listeners hear a change once', () => {
    let heard = 0;
    const off = subscribePreferences(() => (heard += 1));
    writePreference('autoacceptDuration', '90');
    writePreference('autoacceptDuration', '90');
    off();
    writePreference('autoacceptDuration', '30');
    expect(heard).toBe(1);
    expect(readPreference('autoacceptDuration')).toBe('30');
    expect(readAutoacceptDuration()).toBe(30);
  });

  it('validates what comes from the cloud', () => {
    expect(SYNCED_PREFERENCES.autoacceptDuration.valid('45')).toBe(true);
    expect(SYNCED_PREFERENCES.autoacceptDuration.valid('4')).toBe(false);
    expect(SYNCED_PREFERENCES.biometryConfirm.valid('yes')).toBe(false);
  });
});
