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
// Invisible characters (a zero-width space pasted with the id) are ignored. The reading of the
// text (id parts, amount, digits, words) is the domain's (src/domain/search-text.ts).
import type { components } from '../../../../generated/openapi/trader-api.ts';
import { SEARCH_MAX_LENGTH } from '../../../domain/list-filters.ts';
import { csvAmount } from '../../../domain/money.ts';
import { amountOf, containsInOrder, digitsOf, foldText, idPartsOf, MIN_DIGITS, searchDigits } from '../../../domain/search-text.ts';

type Order = components['schemas']['Order'];
export type SearchableOrder = Pick<Order, 'id' | 'amount_rub' | 'usdt_to_trader' | 'requisite' | 'customer_details'>;

export type OrderMatcher = (order: SearchableOrder) => boolean;

/** The matcher of a search text; an empty text matches every order. */
export function orderSearch(text: string): OrderMatcher {
  const query = foldText(text.slice(0, SEARCH_MAX_LENGTH));
  if (query === '') return () => true;
  const idParts = idPartsOf(query);
  const amount = amountOf(query);
  const digits = searchDigits(query);
  const words = query.split(' ');
  return (order) => {
    if (idParts && containsInOrder(order.id.toLowerCase(), idParts)) return true;
    if (amount !== null && (csvAmount(order.amount_rub) === amount || csvAmount(order.usdt_to_trader) === amount)) return true;
    for (const details of [order.requisite, order.customer_details]) {
      if (!details) continue;
      if (digits.length >= MIN_DIGITS) {
        for (const number of [details.phone, details.card_number]) if (number && digitsOf(number).includes(digits)) return true;
      }
      const holder = foldText(details.holder_name);
      if (words.every((word) => holder.includes(word))) return true;
    }
    return false;
  };
}
