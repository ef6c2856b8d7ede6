// What the customer of an IN order declared about the account they pay from (Order.payer, a
// proposed field, issue 37), as one short line the trader matches the incoming transfer with:
// "Сергей Д., телефон •••• 9012". Null when nothing was declared, on OUT orders, and from a
// backend that does not send the field: the order screens then show no payer at all.
import type { Order } from './order-view.ts';

/** Invisible format characters (bidi overrides, zero-width): a declared name must not reorder the line. */
const INVISIBLE = /\p{Cf}/gu;

export function payerLine(order: Pick<Order, 'direction' | 'payer'>): string | null {
  const payer = order.direction === 'IN' ? order.payer : null;
  if (!payer) return null;
  const parts = [
    payer.name?.replace(INVISIBLE, '').trim(),
    payer.card_last4 && `карта •••• ${payer.card_last4}`,
    payer.phone_last4 && `телефон •••• ${payer.phone_last4}`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}
