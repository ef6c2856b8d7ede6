import { describe, expect, it } from 'vitest';
import { assertTelegramLink } from './links.ts';

describe('assertTelegramLink', () => {
  it('accepts the https t.me short-link form and normalizes it', () => {
    expect(assertTelegramLink('https://t.me/support_bot')).toBe('https://t.me/support_bot');
    expect(assertTelegramLink('  https://T.ME/support_bot?start=abc-1 ')).toBe('https://t.me/support_bot?start=abc-1');
    expect(assertTelegramLink('https://t.me/+AbCd-Ef_12')).toBe('https://t.me/+AbCd-Ef_12');
    expect(assertTelegramLink('https://t.me/c/123/45')).toBe('https://t.me/c/123/45');
    expect(assertTelegramLink('https://t.me:443/x')).toBe('https://t.me/x');
  });

  it.each([
    'http://t.me/support_bot',
    'https://telegram.me/support_bot',
    'https://t.me.evil.com/support_bot',
    'https://evil.com/t.me/support_bot',
    'https://user@t.me/support_bot',
    'https://t.me:8443/support_bot',
    'https://t.me/',
    'https://t.me',
    'https://t.me/support bot',
    'https://t.me/%73upport',
    'https://t.me/support_bot#frag',
    'https://t.me/a.b',
    'tg://resolve?domain=support_bot',
    't.me/support_bot',
    'javascript:alert(1)',
    '',
  ])('rejects %j with "invalid URL"', (url) => {
    expect(() => assertTelegramLink(url)).toThrow(new Error('invalid URL'));
  });
});
