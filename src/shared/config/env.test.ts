import { describe, expect, it } from 'vitest';
import { absoluteUrl, parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('defaults to the same-origin base paths of the spec', () => {
    expect(parseEnv({})).toEqual({
      VITE_API_BASE_URL: '/api/v1',
      VITE_GATEWAY_API_BASE_URL: '/gateway/api/v1',
      VITE_GATEWAY_WS_URL: '/gateway/ws',
      VITE_REQUEST_TIMEOUT_MS: 15_000,
      VITE_SUPPORT_URL: 'https://t.me/trader_support',
      VITE_HELP_IMAGE_ORIGINS: [],
    });
  });

  it('takes a support contact only in the messenger short-link form', () => {
    expect(parseEnv({ VITE_SUPPORT_URL: 'https://t.me/desk_help' }).VITE_SUPPORT_URL).toBe('https://t.me/desk_help');
    expect(() => parseEnv({ VITE_SUPPORT_URL: 'https://example.com/help' })).toThrow(/VITE_SUPPORT_URL/);
    expect(() => parseEnv({ VITE_SUPPORT_URL: 'http://t.me/desk_help' })).toThrow(/VITE_SUPPORT_URL/);
  });

  it('takes a support contact only as a link to a username: no proxy, invite or other t.me action', () => {
    for (const url of ['https://t.me/proxy?server=1.2.3.4&port=443&secret=ee00', 'https://t.me/+AbCdEf123', 'https://t.me/joinchat/AbCdEf', 'https://t.me/addstickers/Pack', 'https://t.me/c/123/45', ' https://t.me/desk_help']) {
      expect(() => parseEnv({ VITE_SUPPORT_URL: url }), url).toThrow(/VITE_SUPPORT_URL: must be a https:\/\/t\.me\/<username> link/);
    }
    expect(parseEnv({ VITE_SUPPORT_URL: 'https://t.me/desk_help_bot?start=trader' }).VITE_SUPPORT_URL).toBe('https://t.me/desk_help_bot?start=trader');
  });

  it('reads the origins help images may come from: https origins only', () => {
    expect(parseEnv({ VITE_HELP_IMAGE_ORIGINS: 'https://cdn.example.com, https://img.example.com:8443/ ' }).VITE_HELP_IMAGE_ORIGINS).toEqual([
      'https://cdn.example.com',
      'https://img.example.com:8443',
    ]);
    expect(parseEnv({ VITE_HELP_IMAGE_ORIGINS: '' }).VITE_HELP_IMAGE_ORIGINS).toEqual([]);
    for (const bad of ['http://cdn.example.com', 'https://cdn.example.com/img', 'cdn.example.com', 'https:', 'https://u@cdn.example.com', '*']) {
      expect(() => parseEnv({ VITE_HELP_IMAGE_ORIGINS: bad }), bad).toThrow(/VITE_HELP_IMAGE_ORIGINS: must be https origins/);
    }
  });

  it('takes configured values and coerces the timeout', () => {
    const env = parseEnv({ VITE_API_BASE_URL: 'https://api.example.test/api/v1', VITE_REQUEST_TIMEOUT_MS: '5000' });
    expect(env.VITE_API_BASE_URL).toBe('https://api.example.test/api/v1');
    expect(env.VITE_REQUEST_TIMEOUT_MS).toBe(5000);
  });

  it('rejects a base that is neither a path nor a URL, naming the variable', () => {
    expect(() => parseEnv({ VITE_API_BASE_URL: 'api/v1' })).toThrow(/VITE_API_BASE_URL/);
  });
});

describe('absoluteUrl', () => {
  it('resolves a relative base against the origin without a trailing slash', () => {
    expect(absoluteUrl('/api/v1/', 'http://localhost:5173')).toBe('http://localhost:5173/api/v1');
    expect(absoluteUrl('https://x.test/api/', 'http://localhost')).toBe('https://x.test/api');
  });
});
