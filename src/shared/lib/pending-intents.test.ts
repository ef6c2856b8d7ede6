// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearPendingIntent,
  intentFingerprint,
  PENDING_INTENT_TTL_MS,
  pendingIntentKey,
  readPendingIntent,
  writePendingIntent,
  type PendingIntent,
} from './pending-intents.ts';

const intent: PendingIntent = {
  kind: 'withdraw',
  key: '9b2d7f1e-4c3a-4e8b-a1d2-5f6e7a8b9c0d',
  fingerprint: intentFingerprint({ amount: 20, address: 'T1' }),
  body: { amount: 20, address: 'T1' },
  sentAt: 1_000_000,
};

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('pending intents', () => {
  it('fingerprints values, not their order', () => {
    expect(intentFingerprint({ address: 'T1', amount: 20 })).toBe(intentFingerprint({ amount: 20, address: 'T1' }));
    expect(intentFingerprint({ amount: 20, address: 'T1' })).not.toBe(intentFingerprint({ amount: 20.5, address: 'T1' }));
  });

  it('survives a reload (session storage) and a reopen (session storage empty, local storage kept)', () => {
    expect(writePendingIntent(intent)).toBe(true);
    expect(sessionStorage.getItem(pendingIntentKey('withdraw'))).not.toBeNull();
    expect(readPendingIntent('withdraw', intent.sentAt + 1)).toEqual(intent);
    sessionStorage.clear();
    expect(readPendingIntent('withdraw', intent.sentAt + 1)).toEqual(intent);
    expect(readPendingIntent('transfer', intent.sentAt + 1)).toBeNull();
  });

  it('is gone everywhere once cleared, and ignored when a day old or corrupt', () => {
    writePendingIntent(intent);
    expect(readPendingIntent('withdraw', intent.sentAt + PENDING_INTENT_TTL_MS)).toBeNull();
    clearPendingIntent('withdraw');
    expect(readPendingIntent('withdraw', intent.sentAt + 1)).toBeNull();
    localStorage.setItem(pendingIntentKey('withdraw'), '{"kind":"withdraw","key":1}');
    sessionStorage.setItem(pendingIntentKey('withdraw'), 'not json');
    expect(readPendingIntent('withdraw', intent.sentAt + 1)).toBeNull();
  });
});

describe('the start-up probe', () => {
  it('sees a kept intent of any kind, in either storage', async () => {
    const { hasPendingIntent } = await import('./pending-intent-probe.ts');
    expect(hasPendingIntent()).toBe(false);
    writePendingIntent({ ...intent, kind: 'transfer' });
    sessionStorage.clear();
    expect(hasPendingIntent()).toBe(true);
    clearPendingIntent('transfer');
    expect(hasPendingIntent()).toBe(false);
  });
});
