// The pieces every list search reads a typed or pasted text with (History's orders, issue 28; the
// balance operations, issue 37): what a trader has at hand is a piece of an id (typed, pasted
// from a chat, or the short form the app shows), an amount as written anywhere, phone or card
// digits, or words. Invisible characters (a zero-width space pasted with an id) are ignored.
import { normalizeText } from '../shared/lib/text.ts';
import { csvAmount } from './money.ts';

/** The fewest characters of an id, or digits of a phone or card, that search for one. */
export const MIN_ID_PART = 4;
export const MIN_DIGITS = 4;

/** Lower case, ё read as е, invisible characters dropped, whitespace collapsed. */
export function foldText(text: string): string {
  return normalizeText(text).toLowerCase().replaceAll('ё', 'е');
}

/** Digits of a phone or card; a Russian number written with 8 in front is the +7 one. */
export function digitsOf(text: string): string {
  const digits = text.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('8') ? `7${digits.slice(1)}` : digits;
}

/** The digits a folded text searches phones and cards with ('' when it is not only a number). */
export function searchDigits(query: string): string {
  return /^[\d\s()+\-.]+$/.test(query) ? digitsOf(query) : '';
}

/**
 * A folded text as an amount in its CSV form ('15000,00'), or null when it is not one: spaces,
 * a currency word or sign dropped, ',' or '.' as the decimal point, at most 2 decimals.
 */
export function amountOf(text: string): string | null {
  const bare = text.replace(/(?:₽|руб\.?|rub|usdt|р\.)/g, '').replace(/\s/g, '');
  if (!/^\d+(?:[.,]\d{1,2})?$/.test(bare)) return null;
  return csvAmount(bare.replace(',', '.'));
}

/** The parts of an id a folded text names: 'b47d498b…fbf801' is two, 'fbf801' one; null when it is no id. */
export function idPartsOf(text: string): string[] | null {
  const bare = text.replace(/\s/g, '');
  const parts = bare.split(/…|\.{2,}/).filter((p) => p !== '');
  if (parts.length === 0 || !parts.every((p) => /^[0-9a-f-]+$/.test(p))) return null;
  return parts.join('').length >= MIN_ID_PART ? parts : null;
}

/** Whether `haystack` holds the parts in that order (an id against idPartsOf). */
export function containsInOrder(haystack: string, parts: readonly string[]): boolean {
  let from = 0;
  for (const part of parts) {
    const at = haystack.indexOf(part, from);
    if (at < 0) return false;
    from = at + part.length;
  }
  return true;
}
