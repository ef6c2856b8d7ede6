// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearPendingIntent,
  failureOutcome,
  intentFingerprint,
  keptIntent,
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

describe('the one intent rule (keptIntent, failureOutcome: issue 40)', () => {
  const context = { operationId: 'op', method: 'post', path: '/x', requestId: null };
  const withdrawal = { amount: 20, address: 'T1' };
  const card = { payment_method_id: 2, bank_id: 3, card_number: '2200700012345678', holder_name: 'Иван Петров' };
  function keys() {
    let n = 0;
    return () => `key-${++n}`;
  }

  it('classifies a failure once for every intent: a readable 4xx refused, anything else (a server-sent 408 too) unknown', async () => {
    const { ApiError, ContractError, NetworkError, RequestTimeoutError } = await import('../api/errors.ts');
    for (const status of [400, 401, 403, 404, 409, 422, 429]) expect(failureOutcome(new ApiError(status, { detail: 'x' }, context)), String(status)).toBe('refused');
    for (const status of [408, 500, 502, 503, 504]) expect(failureOutcome(new ApiError(status, null, context)), String(status)).toBe('unknown');
    expect(failureOutcome(new NetworkError(context, 'Failed to fetch'))).toBe('unknown');
    expect(failureOutcome(new RequestTimeoutError(context))).toBe('unknown');
    expect(failureOutcome(new ContractError('op 201', [{ path: ['id'], message: 'Required' }]))).toBe('unknown');
    expect(failureOutcome(new TypeError('Failed to fetch'))).toBe('unknown');
  });

  it('a server-sent 408 keeps the key, for money and for requisites alike', async () => {
    const { ApiError } = await import('../api/errors.ts');
    for (const [kind, body] of [['withdraw', withdrawal], ['requisite-create', card]] as const) {
      const intent = keptIntent(kind, { randomUUID: keys() });
      const first = intent.next(body);
      expect(first, kind).toMatchObject({ kind: 'send', key: 'key-1' });
      expect(intent.failed(new ApiError(408, { detail: 'Request Timeout' }, context)), kind).toBe('unknown');
      expect(readPendingIntent(kind)?.key, kind).toBe('key-1');
      expect(intent.next({ ...body }), kind).toMatchObject({ kind: 'send', key: 'key-1' });
    }
  });

  it('keeps the key before the request leaves, across a reload and a reopen (a new instance, session storage gone)', () => {
    const before = keptIntent('requisite-create', { randomUUID: keys(), now: () => 5_000 });
    expect(before.next(card)).toEqual({ kind: 'send', key: 'key-1', sentAt: 5_000 });
    // Reload: the page starts again, with its session storage.
    const reloaded = keptIntent('requisite-create', { randomUUID: () => 'other', now: () => 6_000 });
    expect(reloaded.kept()).toMatchObject({ key: 'key-1', body: card, sentAt: 5_000 });
    // The same values, keys in another order: the same key.
    const { holder_name, ...rest } = card;
    expect(reloaded.next({ holder_name, ...rest })).toEqual({ kind: 'send', key: 'key-1', sentAt: 5_000 });
    // Reopened on a phone: session storage empty, the device's copy kept.
    sessionStorage.clear();
    expect(keptIntent('requisite-create', { randomUUID: () => 'other', now: () => 7_000 }).next(card)).toMatchObject({ kind: 'send', key: 'key-1' });
    // A day later the key would protect nothing: a new intent.
    expect(keptIntent('requisite-create', { randomUUID: () => 'later', now: () => 5_000 + PENDING_INTENT_TTL_MS }).next(card)).toMatchObject({ key: 'later' });
  });

  it('other values after an unknown outcome reconcile first; a fresh intent then gets a new key', () => {
    const intent = keptIntent('requisite-create', { randomUUID: keys() });
    intent.next(card);
    const changed = { ...card, card_number: '4111111111111111' };
    expect(intent.next(changed)).toMatchObject({ kind: 'reconcile', previous: { key: 'key-1', body: card } });
    expect(intent.next(changed)).toMatchObject({ kind: 'reconcile' });
    expect(intent.fresh(changed).key).toBe('key-2');
    expect(intent.next(changed)).toMatchObject({ kind: 'send', key: 'key-2' });
  });

  it('forgets the key on a definite answer: a refusal or a known outcome', async () => {
    const { ApiError } = await import('../api/errors.ts');
    const intent = keptIntent('withdraw', { randomUUID: keys() });
    intent.next(withdrawal);
    expect(intent.failed(new ApiError(422, { detail: [{ msg: 'bad' }] }, context))).toBe('refused');
    expect(readPendingIntent('withdraw')).toBeNull();
    expect(intent.next(withdrawal)).toMatchObject({ kind: 'send', key: 'key-2' });
    intent.settle();
    expect(readPendingIntent('withdraw')).toBeNull();
    expect(intent.kept()).toBeNull();
    expect(intent.next(withdrawal)).toMatchObject({ key: 'key-3' });
  });

  it('without any storage, the key is still kept for this page', () => {
    const store = { read: () => null, write: () => false, clear: () => undefined };
    const intent = keptIntent('withdraw', { store, randomUUID: keys() });
    intent.next(withdrawal);
    expect(intent.next(withdrawal)).toMatchObject({ kind: 'send', key: 'key-1' });
    intent.settle();
    expect(intent.next(withdrawal)).toMatchObject({ key: 'key-2' });
  });
});

describe('the start-up probe by kind', () => {
  it('sees only the kinds asked for', async () => {
    const { hasPendingIntent } = await import('./pending-intent-probe.ts');
    writePendingIntent({ ...intent, kind: 'requisite-create' });
    expect(hasPendingIntent()).toBe(true);
    expect(hasPendingIntent(['withdraw', 'transfer'])).toBe(false);
    writePendingIntent(intent);
    expect(hasPendingIntent(['withdraw', 'transfer'])).toBe(true);
  });
});
