// Money (product spec section 9), the one module for every amount a trader reads: screens,
// toasts, sheets and the CSV export. Amounts are rounded to 3 decimals, truncated to 2 for
// display and formatted in the ru locale with 2 fraction digits. Screens write a negative
// amount with the true minus sign U+2212 ('−50,25'); the CSV writes the ASCII hyphen-minus
// ('-50,25'), which spreadsheets read as a number (docs/formats.md).
//
// Rounding and truncation work on the decimal digits, never on binary floating point: the
// backend sends amounts as numbers or decimal strings, and `Math.round(x * 1000) / 1000`
// gets values like 1.0005 wrong. A number is read through its shortest round-trip string
// (so 0.1 + 0.2 is 0.30000000000000004, which rounds to 0.3).
//
// The ru locale's form is written from those digits too: groups of three with a no-break space
// (U+00A0), a decimal comma. That is what Intl.NumberFormat('ru-RU') writes (money.test.ts
// holds the two equal), but a page's first ru-RU NumberFormat loads the locale's ICU data, 47 to
// 51 ms at 4x CPU inside home's first render on every open, cold, warm and third (issue 39,
// ADR 0050); written here it costs microseconds.

/** An amount as the API sends it (a JSON number or a decimal string). */
export type AmountInput = number | string;

/** What the UI shows when an amount cannot be read. */
export const INVALID_AMOUNT_TEXT = '—';

const MAX_EXPONENT = 400;

const DECIMAL_STRING = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** A decimal split into sign, integer digits (no leading zeros but at least "0") and fraction digits. */
interface Decimal {
  negative: boolean;
  int: string;
  frac: string;
}

function toDecimal(value: AmountInput): Decimal | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value);
  } else {
    text = value.trim();
    if (!DECIMAL_STRING.test(text)) return null;
  }
  const negative = text.startsWith('-');
  const unsigned = text.replace(/^[+-]/, '');
  const [mantissa = '', exponentText] = unsigned.toLowerCase().split('e');
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  // Far outside any amount (and `'0'.repeat` of it would exhaust memory).
  if (Math.abs(exponent) > MAX_EXPONENT) return null;
  const [intPart = '', fracPart = ''] = mantissa.split('.');
  const digits = intPart + fracPart;
  // Position of the decimal point inside `digits` after applying the exponent.
  const point = intPart.length + exponent;
  let int: string;
  let frac: string;
  if (point <= 0) {
    int = '0';
    frac = '0'.repeat(-point) + digits;
  } else if (point >= digits.length) {
    int = digits + '0'.repeat(point - digits.length);
    frac = '';
  } else {
    int = digits.slice(0, point);
    frac = digits.slice(point);
  }
  int = int.replace(/^0+/, '') || '0';
  return { negative, int, frac };
}

/** Rounds half away from zero to `places` fraction digits, on the digits. */
function roundDecimal(d: Decimal, places: number): Decimal {
  const padded = d.frac.padEnd(places + 1, '0');
  const kept = padded.slice(0, places);
  const next = padded.charCodeAt(places) - 48;
  if (next < 5) return { negative: d.negative, int: d.int, frac: kept };
  const bumped = (BigInt(d.int + kept) + 1n).toString().padStart(places + 1, '0');
  return {
    negative: d.negative,
    int: bumped.slice(0, bumped.length - places).replace(/^0+/, '') || '0',
    frac: bumped.slice(bumped.length - places),
  };
}

/** Drops fraction digits beyond `places` (toward zero), padding with zeros. */
function truncateDecimal(d: Decimal, places: number): Decimal {
  return { negative: d.negative, int: d.int, frac: d.frac.padEnd(places, '0').slice(0, places) };
}

function isZero(d: Decimal): boolean {
  return /^0*$/.test(d.int) && /^0*$/.test(d.frac);
}

function decimalToNumber(d: Decimal): number {
  // Never -0: a value that rounds to zero is plain zero.
  if (isZero(d)) return 0;
  return Number(`${d.negative ? '-' : ''}${d.int}.${d.frac || '0'}`);
}

/**
 * Reads an amount. Accepts finite numbers and decimal strings such as '1300.75', '-35.125',
 * '1e3' (surrounding whitespace ignored); anything else (including '', '1 300', '1300,75',
 * NaN, Infinity) gives null.
 */
export function parseAmount(value: AmountInput): number | null {
  const d = toDecimal(value);
  if (d === null) return null;
  const n = decimalToNumber(d);
  return Number.isFinite(n) ? n : null;
}

/**
 * Rounds an amount to 3 decimals, half away from zero, on its decimal digits
 * (1.0005 -> 1.001, -1.0005 -> -1.001). An unreadable amount gives NaN.
 */
export function roundAmount(value: AmountInput): number {
  const d = toDecimal(value);
  if (d === null) return Number.NaN;
  const n = decimalToNumber(roundDecimal(d, 3));
  return Number.isFinite(n) ? n : Number.NaN;
}

/** The minus sign on screens (U+2212), never the hyphen. */
export const MINUS = '\u2212';

const NO_BREAK_SPACE = '\u00a0';

/** The shown digits (rounded to 3, truncated to 2, so exactly 2 fraction digits); null when unreadable. */
function shownDecimal(value: AmountInput): Decimal | null {
  const d = toDecimal(value);
  if (d === null) return null;
  const shown = truncateDecimal(roundDecimal(d, 3), 2);
  return Number.isFinite(decimalToNumber(shown)) ? shown : null;
}

/** The shown value as a number; null when unreadable. */
function shownValue(value: AmountInput): number | null {
  const d = shownDecimal(value);
  return d === null ? null : decimalToNumber(d);
}

/** Integer digits in groups of three from the right, as ru-RU writes them ('1 300 000'). */
function groupThousands(int: string): string {
  const head = int.length % 3 || 3;
  let text = int.slice(0, head);
  for (let i = head; i < int.length; i += 3) text += NO_BREAK_SPACE + int.slice(i, i + 3);
  return text;
}

/** The sign an amount is written with: `minus` for a negative one, nothing for zero. */
function signOf(d: Decimal, minus: string): string {
  return d.negative && !isZero(d) ? minus : '';
}

/**
 * The displayed amount: rounded to 3 decimals, then truncated (toward zero) to 2, formatted
 * for ru-RU ("1 300,75" with U+00A0 between groups, "−35,12" with U+2212). Zero never shows
 * a minus sign. An unreadable amount gives '—'.
 */
export function displayAmount(value: AmountInput): string {
  const d = shownDecimal(value);
  return d === null ? INVALID_AMOUNT_TEXT : `${signOf(d, MINUS)}${groupThousands(d.int)},${d.frac}`;
}

export type Currency = 'RUB' | 'USDT';

const CURRENCY_SIGNS: Readonly<Record<Currency, string>> = { RUB: '₽', USDT: 'USDT' };

/** '1 300,75 ₽', '12,50 USDT' (a no-break space before the currency). */
export function formatMoney(value: AmountInput, currency: Currency): string {
  return `${displayAmount(value)}${NO_BREAK_SPACE}${CURRENCY_SIGNS[currency]}`;
}

/**
 * A movement of money: '+500,00 USDT' for a credit, '−50,25 USDT' for a debit, '0,00 USDT'
 * for zero. `currency` is the operation's own code (shown as sent when it is not RUB or USDT).
 */
export function signedMoney(value: AmountInput, currency: string): string {
  const n = shownValue(value);
  const sign = n !== null && n > 0 ? '+' : '';
  const code = currency === 'RUB' || currency === 'USDT' ? CURRENCY_SIGNS[currency] : currency;
  return `${sign}${displayAmount(value)}${NO_BREAK_SPACE}${code}`;
}

/**
 * An amount for a CSV cell, read by a spreadsheet in a Russian locale as a number: the shown
 * value (rounded to 3, truncated to 2), always two decimals, a decimal comma, no grouping and
 * the ASCII hyphen-minus ('-100,00', '1300,75'). An unreadable amount gives ''.
 */
export function csvAmount(value: AmountInput): string {
  const d = shownDecimal(value);
  return d === null ? '' : `${signOf(d, '-')}${d.int},${d.frac}`;
}

/**
 * An amount as the trader types it into an amount field, for a value the app fills in ("Вся
 * сумма"): the shown value (rounded to 3, truncated to 2, never more than the amount), two
 * decimals, a decimal comma and no grouping ('1250,50'), so the field reads it back as it is.
 * An unreadable amount gives ''.
 */
export function fieldAmount(value: AmountInput): string {
  return csvAmount(value);
}

/**
 * An amount as it is copied to the clipboard, for a bank app's amount field: the shown value
 * (rounded to 3, truncated to 2), no grouping, a decimal comma, and no kopecks when there are
 * none ('15000', '8200,50'). An unreadable amount gives ''. (Issue 28: home's one-tap copy.)
 */
export function copyAmount(value: AmountInput): string {
  const d = shownDecimal(value);
  if (d === null) return '';
  return `${signOf(d, '-')}${d.int}${d.frac === '00' ? '' : `,${d.frac}`}`;
}

/**
 * The sum of amounts as they are shown (each rounded to 3 decimals, then truncated to 2), added in
 * kopecks/cents so that no binary-float error piles up: the total equals the sum of the rows on
 * the screen and of the CSV column a spreadsheet adds up. Unreadable amounts are left out.
 * (Issue 28: History's totals.)
 */
export function sumAmounts(values: Iterable<AmountInput>): number {
  let hundredths = 0;
  for (const value of values) {
    const n = shownValue(value);
    if (n !== null) hundredths += Math.round(n * 100);
  }
  return hundredths / 100 || 0;
}
