// USDT withdrawals go out on TRON (TRC20), and a blockchain transfer cannot be undone, so the
// address is checked fully before anything is sent: 'T' and 33 more base58 characters, which
// decode to 25 bytes (0x41, the 20-byte account, a 4-byte checksum), the checksum being the first
// 4 bytes of SHA-256(SHA-256(the first 21)). A typo changes the checksum.

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const SHAPE = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;
const TRON_PREFIX = 0x41;

export const ADDRESS_MESSAGES = {
  format: 'Адрес USDT в сети TRC20: 34 символа, начинается с T',
  checksum: 'Проверьте адрес: в нём опечатка',
} as const;

/** Pasted addresses often carry spaces or line breaks: none belongs to an address. */
export function normalizeAddress(text: string): string {
  return text.replace(/\s+/g, '');
}

/** 'T' and 33 base58 characters (no 0, O, I, l). */
export function hasTrc20Shape(address: string): boolean {
  return SHAPE.test(address);
}

function base58Decode(text: string): Uint8Array<ArrayBuffer> | null {
  let value = 0n;
  for (const char of text) {
    const digit = BASE58.indexOf(char);
    if (digit < 0) return null;
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value % 256n));
    value /= 256n;
  }
  for (const char of text) {
    if (char !== '1') break;
    bytes.unshift(0);
  }
  return Uint8Array.from(bytes);
}

async function sha256(data: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', data));
}

/** The full check: shape, TRON prefix and the base58check checksum. */
export async function isTrc20Address(address: string): Promise<boolean> {
  if (!hasTrc20Shape(address)) return false;
  const bytes = base58Decode(address);
  if (!bytes || bytes.length !== 25 || bytes[0] !== TRON_PREFIX) return false;
  const body = bytes.slice(0, 21);
  const digest = await sha256(await sha256(body));
  return bytes.subarray(21).every((byte, i) => byte === digest[i]);
}

/** Null when the address may be sent to; otherwise the message to show beside the field. */
export async function addressError(address: string): Promise<string | null> {
  if (!hasTrc20Shape(address)) return ADDRESS_MESSAGES.format;
  return (await isTrc20Address(address)) ? null : ADDRESS_MESSAGES.checksum;
}

/**
 * The address a scanned QR code carries: the text itself, or the address of a `tron:` payment
 * URI (`tron:T…?amount=10`, also `tron://T…`), without whitespace. Validated afterwards like a
 * typed address (addressError).
 */
export function addressFromQr(text: string): string {
  const trimmed = text.trim();
  const uri = /^tron:(?:\/\/)?([^?#]*)/i.exec(trimmed);
  if (!uri) return normalizeAddress(trimmed);
  const target = uri[1] ?? '';
  try {
    return normalizeAddress(decodeURIComponent(target));
  } catch {
    return normalizeAddress(target);
  }
}
