// What the customer of an IN order declared about the account they pay from (Order.payer, a
// proposed field, issue 37), as one short line the trader matches the incoming transfer with:
// "Сергей Д., телефон •••• 9012" (no-break spaces keep the digits with their word). Null when nothing was declared, on OUT orders, and from a
// backend that does not send the field: the order screens then show no payer at all.
import type { Order } from './order-view.ts';

/** Declared, so untrusted: invisible format characters (bidi overrides, zero-width) go, or a name could reorder the digits after it. */
export function payerLine({ direction, payer }: Pick<Order, 'direction' | 'payer'>): string | null {
  if (direction !== 'IN' || !payer) return null;
  const { name, card_last4: card, phone_last4: phone } = payer;
  return [name?.replace(/\p{Cf}/gu, '').trim(), card && `карта\u00a0••••\u00a0${card}`, phone && `телефон\u00a0••••\u00a0${phone}`].filter(Boolean).join(', ') || null;
}
