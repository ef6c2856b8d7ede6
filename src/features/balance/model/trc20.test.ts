import { describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES, addressError, addressFromQr, hasTrc20Shape, isTrc20Address, normalizeAddress } from './trc20.ts';

// Real TRON addresses (the USDT contract, and the contract examples' deposit addresses).
const VALID = ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE'];

describe('TRC20 addresses', () => {
  it.each(VALID)('%s passes', async (address) => {
    expect(hasTrc20Shape(address)).toBe(true);
    await expect(isTrc20Address(address)).resolves.toBe(true);
    await expect(addressError(address)).resolves.toBeNull();
  });

  it('one changed character (a typo) fails the checksum', async () => {
    for (const address of VALID) {
      const typo = `${address.slice(0, 10)}${address[10] === 'a' ? 'b' : 'a'}${address.slice(11)}`;
      expect(hasTrc20Shape(typo)).toBe(true);
      await expect(addressError(typo)).resolves.toBe(ADDRESS_MESSAGES.checksum);
    }
    // Two neighbours swapped.
    const swapped = 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDCe';
    await expect(addressError(swapped)).resolves.toBe(ADDRESS_MESSAGES.checksum);
  });

  it.each([
    ['empty', ''],
    ['a word', 'bad address'],
    ['too short', 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDe'],
    ['too long', 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeCC'],
    ['not starting with T', 'AJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC'],
    ['with 0 (not base58)', 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDe0'],
    ['an Ethereum address', '0x52908400098527886E0F7030069857D2E4169EE7'],
  ])('%s has the wrong shape', async (_name, address) => {
    await expect(addressError(address)).resolves.toBe(ADDRESS_MESSAGES.format);
  });

  it('pasted spaces and line breaks are dropped', () => {
    expect(normalizeAddress('  TJRyWwFs9wTF GZg3JbrVriFbNfCug5tDeC\n')).toBe('TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC');
  });
});

describe('addresses from a scanned QR code', () => {
  const ADDRESS = 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC';
  it.each([
    [ADDRESS, ADDRESS],
    [` ${ADDRESS}\n`, ADDRESS],
    [`tron:${ADDRESS}`, ADDRESS],
    [`TRON:${ADDRESS}?amount=10&token=USDT`, ADDRESS],
    [`tron://${ADDRESS}#memo`, ADDRESS],
    ['tron:%54JRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC', ADDRESS],
  ])('%j gives the address', async (text, address) => {
    expect(addressFromQr(text)).toBe(address);
    await expect(addressError(addressFromQr(text))).resolves.toBeNull();
  });

  it('anything else is kept, to be refused like a typed address', async () => {
    expect(addressFromQr('https://example.com/pay')).toBe('https://example.com/pay');
    await expect(addressError(addressFromQr('https://example.com/pay'))).resolves.toBe(ADDRESS_MESSAGES.format);
    expect(addressFromQr('tron:%E0%A4%A')).toBe('%E0%A4%A');
    await expect(addressError(addressFromQr(`tron:${ADDRESS.slice(0, -1)}D`))).resolves.toBe(ADDRESS_MESSAGES.checksum);
  });
});
