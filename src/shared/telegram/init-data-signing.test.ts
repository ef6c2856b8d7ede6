import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectedInitDataHash as expectedHash } from '../lib/testing/init-data-oracle.ts';
import { dataCheckString, signInitData, signInitDataSync } from './init-data-signing.ts';

const fields = {
  user: '{"id":42,"first_name":"Иван","username":"ivan"}',
  auth_date: '1700000000',
  query_id: 'AAHdF6IQAAAAAN0XohDhrOrc',
  signature: 'sig',
  start_param: 'balance__operations__7',
};

describe('signInitData', () => {
  it('signs exactly like Telegram (HMAC-SHA256 with the WebAppData secret)', async () => {
    const raw = await signInitData(fields, '123456:ABC-token');
    const params = new URLSearchParams(raw);
    expect(params.get('hash')).toBe(expectedHash(fields, '123456:ABC-token'));
    expect(params.get('hash')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keeps every field URL-encoded in the raw string and puts hash last', async () => {
    const raw = await signInitData(fields, 'token');
    const params = new URLSearchParams(raw);
    expect(Object.fromEntries([...params].filter(([key]) => key !== 'hash'))).toEqual(fields);
    expect(raw).toMatch(/&hash=[0-9a-f]{64}$/);
    expect(raw).not.toContain('"');
  });

  it('depends on the bot token and on every field value', async () => {
    const base = new URLSearchParams(await signInitData(fields, 'token-a')).get('hash');
    const otherToken = new URLSearchParams(await signInitData(fields, 'token-b')).get('hash');
    const otherField = new URLSearchParams(await signInitData({ ...fields, auth_date: '1700000001' }, 'token-a')).get('hash');
    expect(otherToken).not.toBe(base);
    expect(otherField).not.toBe(base);
  });

  it('ignores a stale hash among the fields', async () => {
    const raw = await signInitData({ ...fields, hash: 'stale' }, 'token');
    expect(new URLSearchParams(raw).getAll('hash')).toEqual([expectedHash(fields, 'token')]);
  });
});

describe('signInitDataSync', () => {
  it('signs as signInitData does, with the HMAC it is given', async () => {
    const nodeHmac = (key: Uint8Array, message: Uint8Array) => createHmac('sha256', key).update(message).digest();
    expect(signInitDataSync(fields, '123456:ABC-token', nodeHmac)).toBe(await signInitData(fields, '123456:ABC-token'));
  });
});

describe('dataCheckString', () => {
  it('sorts by key, excludes hash and joins key=value with newlines', () => {
    expect(dataCheckString({ b: '2', hash: 'x', a: '1', c: 'line' })).toBe('a=1\nb=2\nc=line');
  });

  it('reads the entries of a raw init-data query, as a verifier receives it', () => {
    expect(dataCheckString(new URLSearchParams('b=2&hash=x&a=1'))).toBe('a=1\nb=2');
  });
});
