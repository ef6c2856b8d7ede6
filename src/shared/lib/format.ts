// Identifier and contact formatting: long identifiers are shortened to the first 8 and last 6
// characters around an ellipsis; phones and card numbers are grouped the one way every screen
// shows them. Money is a product rule and lives in src/domain/money.ts.

const SHORT_ID_HEAD = 8;
const SHORT_ID_TAIL = 6;

/**
 * A long identifier as its first 8 and last 6 characters around '…'. Identifiers of up to
 * 15 characters (which shortening would not make shorter) are shown whole. Counts code
 * points, so a surrogate pair is never split.
 */
export function shortId(id: string): string {
  const chars = Array.from(id);
  if (chars.length <= SHORT_ID_HEAD + SHORT_ID_TAIL + 1) return id;
  return `${chars.slice(0, SHORT_ID_HEAD).join('')}…${chars.slice(-SHORT_ID_TAIL).join('')}`;
}

/**
 * A phone as a trader compares it with a payment: '+7 916 123-45-67' for a Russian number in any
 * common spelling (+7…, 8…, with spaces, dashes or brackets); anything else as it is. The one
 * formatter for phones on every screen (home, trades, requisites, history).
 */
export function formatPhoneNumber(phone: string): string {
  if (!/^[\d\s()+-]+$/.test(phone)) return phone;
  const digits = phone.replace(/\D/g, '');
  if (digits.length !== 11 || !/^[78]/.test(digits)) return phone;
  return `+7 ${digits.slice(1, 4)} ${digits.slice(4, 7)}-${digits.slice(7, 9)}-${digits.slice(9, 11)}`;
}

/** A card number in groups of four ('2202 2000 1234 5678'), 12 to 19 digits; anything else as it is. */
export function formatCardNumber(card: string): string {
  if (!/^[\d\s-]+$/.test(card)) return card;
  const digits = card.replace(/\D/g, '');
  if (digits.length < 12 || digits.length > 19) return card;
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}
