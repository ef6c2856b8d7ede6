// History's search (issue 28): one text box for what a trader has at hand when looking for a
// trade: a piece of its id (typed, or pasted from a chat, or the short form the app shows), its
// amount, or the requisite it was paid to or from (phone or card digits, the holder's name).
// The rules are the contract's (openapi/components/parameters.yaml, OrderSearch, proposed): the
// app filters what it has loaded with them, and a server that implements the parameter answers
// the same orders across all its pages; the stateful test backend (tests/backend) runs this very
// function, so the two cannot drift.
//
// An order matches when any of these holds:
// 1. its id contains the text (at least 4 characters, spaces dropped, case-insensitive); a
//    shortened id ('b47d498b…fbf801', or with '...') matches an id holding its parts in order;
// 2. the text read as an amount ('15 000', '15000,00', '158.73 USDT') equals its rouble or USDT
//    amount as shown (rounded to 3, truncated to 2);
// 3. the text's digits (at least 4; an 11-digit number starting with 8 read as +7) are in the
//    phone or card number it was paid to or from;
// 4. every word of the text is in the holder's name (case-insensitive, ё = е).
// Invisible characters (a zero-width space pasted with the id) are ignored.
import type { components } from '../../../../generated/openapi/trader-api.ts';
import { csvAmount } from '../../../domain/money.ts';
import { normalizeText } from '../../../shared/lib/text.ts';

type Order = components['schemas']['Order'];
export type SearchableOrder = Pick<Order, 'id' | 'amount_rub' | 'usdt_to_trader' | 'requisite' | 'customer_details'>;

/** The longest search the contract takes (OrderSearch maxLength). */
export const SEARCH_MAX_LENGTH = 100;
/** The fewest characters of an id, or digits of a phone or card, that search for one. */
export const MIN_ID_PART = 4;
export const MIN_DIGITS = 4;

/** Lower case, ё read as е, invisible characters dropped, whitespace collapsed. */
function fold(text: string): string {
  return normalizeText(text).toLowerCase().replaceAll('ё', 'е');
}

/** Digits of a phone or card; a Russian number written with 8 in front is the +7 one. */
function digitsOf(text: string): string {
  const digits = text.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('8') ? `7${digits.slice(1)}` : digits;
}

/** The text as an amount in its CSV form ('15000,00'), or null when it is not one. */
function amountOf(text: string): string | null {
  const bare = text.replace(/(?:₽|руб\.?|rub|usdt|р\.)/g, '').replace(/\s/g, '');
  if (!/^\d+(?:[.,]\d{1,2})?$/.test(bare)) return null;
  return csvAmount(bare.replace(',', '.'));
}

/** The parts of an id the text names: 'b47d498b…fbf801' is two, 'fbf801' one; null when it is no id. */
function idPartsOf(text: string): string[] | null {
  const bare = text.replace(/\s/g, '');
  const parts = bare.split(/…|\.{2,}/).filter((p) => p !== '');
  if (parts.length === 0 || !parts.every((p) => /^[0-9a-f-]+$/.test(p))) return null;
  return parts.join('').length >= MIN_ID_PART ? parts : null;
}

function containsInOrder(haystack: string, parts: readonly string[]): boolean {
  let from = 0;
  for (const part of parts) {
    const at = haystack.indexOf(part, from);
    if (at < 0) return false;
    from = at + part.length;
  }
  return true;
}

export type OrderMatcher = (order: SearchableOrder) => boolean;

/** The matcher of a search text; an empty text matches every order. */
export function orderSearch(text: string): OrderMatcher {
  const query = fold(text.slice(0, SEARCH_MAX_LENGTH));
  if (query === '') return () => true;
  const idParts = idPartsOf(query);
  const amount = amountOf(query);
  const digits = /^[\d\s()+\-.]+$/.test(query) ? digitsOf(query) : '';
  const words = query.split(' ');
  return (order) => {
    if (idParts && containsInOrder(order.id.toLowerCase(), idParts)) return true;
    if (amount !== null && (csvAmount(order.amount_rub) === amount || csvAmount(order.usdt_to_trader) === amount)) return true;
    for (const details of [order.requisite, order.customer_details]) {
      if (!details) continue;
      if (digits.length >= MIN_DIGITS) {
        for (const number of [details.phone, details.card_number]) if (number && digitsOf(number).includes(digits)) return true;
      }
      const holder = fold(details.holder_name);
      if (words.every((word) => holder.includes(word))) return true;
    }
    return false;
  };
}
