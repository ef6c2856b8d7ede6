import { afterEach, describe, expect, it, vi } from 'vitest';
import { assertSupportLink, isTelegramUsername, supportLink } from './support-link.ts';

afterEach(() => vi.restoreAllMocks());

describe('assertSupportLink', () => {
  it('accepts https://t.me/<username>, with a bot start parameter, and normalises it', () => {
    expect(assertSupportLink('https://t.me/trader_support')).toBe('https://t.me/trader_support');
    expect(assertSupportLink(' https://T.ME/Desk_Help_bot ')).toBe('https://t.me/Desk_Help_bot');
    expect(assertSupportLink('https://t.me:443/trader_support')).toBe('https://t.me/trader_support');
    expect(assertSupportLink('https://t.me/desk_bot?start=trader-42_x')).toBe('https://t.me/desk_bot?start=trader-42_x');
    expect(assertSupportLink(`https://t.me/a${'b'.repeat(31)}`)).toBe(`https://t.me/a${'b'.repeat(31)}`);
  });

  it.each([
    // t.me actions that are not a chat with support
    'https://t.me/proxy?server=1.2.3.4&port=443&secret=ee0000',
    'https://t.me/socks?server=1.2.3.4&port=1080',
    'https://t.me/proxy',
    'https://t.me/+AbCdEf123456',
    'https://t.me/joinchat/AbCdEf123456',
    'https://t.me/JoinChat',
    'https://t.me/addstickers/SomePack',
    'https://t.me/addemoji/SomePack',
    'https://t.me/addtheme/SomeTheme',
    'https://t.me/addlist/AbCd',
    'https://t.me/setlanguage/xx',
    'https://t.me/share/url?url=https://evil.example',
    'https://t.me/share',
    'https://t.me/login/12345',
    'https://t.me/invoice/AbCd',
    'https://t.me/confirmphone?phone=1&hash=2',
    'https://t.me/c/123/45',
    'https://t.me/trader_support/123',
    'https://t.me/s/trader_support',
    // not a username
    'https://t.me/abcd',
    `https://t.me/a${'b'.repeat(32)}`,
    'https://t.me/1trader',
    'https://t.me/_trader',
    'https://t.me/trader-support',
    'https://t.me/trader%5Fsupport',
    'https://t.me/трейдер_саппорт',
    // other queries, hosts and forms
    'https://t.me/trader_support?text=hi',
    'https://t.me/trader_support?start=',
    'https://t.me/trader_support?start=a b',
    `https://t.me/desk_bot?start=${'a'.repeat(65)}`,
    'https://t.me/trader_support?start=x&admin=1',
    'https://t.me/trader_support#x',
    'http://t.me/trader_support',
    'https://telegram.me/trader_support',
    'https://t.me.evil.example/trader_support',
    'https://user@t.me/trader_support',
    'https://t.me:8443/trader_support',
    'tg://resolve?domain=trader_support',
    '@trader_support',
    'javascript:alert(1)',
    '',
  ])('refuses %j with "invalid URL"', (url) => {
    expect(() => assertSupportLink(url)).toThrow(new Error('invalid URL'));
  });

  it('knows a username from a reserved t.me path', () => {
    expect(isTelegramUsername('trader_support')).toBe(true);
    expect(isTelegramUsername('Proxy')).toBe(false);
    expect(isTelegramUsername('socks')).toBe(false);
  });
});

describe('supportLink', () => {
  it("takes the server's contact when it is a link to a username", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(supportLink('https://t.me/desk_bot', 'https://t.me/trader_support')).toBe('https://t.me/desk_bot');
    expect(supportLink(undefined, 'https://t.me/trader_support')).toBe('https://t.me/trader_support');
    expect(supportLink(null, 'https://t.me/trader_support')).toBe('https://t.me/trader_support');
    expect(warn).not.toHaveBeenCalled();
  });

  it('falls back to the default for a proxy, an invite or any other form, with an English warning naming it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const remote of ['https://t.me/proxy?server=1.2.3.4&port=443&secret=ee00', 'https://t.me/+AbCdEf123', 'https://t.me/joinchat/AbCdEf', '@desk_bot', 'https://evil.example/desk']) {
      expect(supportLink(remote, 'https://t.me/trader_support'), remote).toBe('https://t.me/trader_support');
    }
    expect(warn).toHaveBeenCalledTimes(5);
    expect(String(warn.mock.calls[0]?.[0])).toBe(
      'support_trader_tg "https://t.me/proxy?server=1.2.3.4&port=443&secret=ee00" is not a https://t.me/<username> link (invalid URL); using https://t.me/trader_support',
    );
  });
});
