// /trade/order/complete's own step (spec section 2): the order named by `order_id` (a UUID, the
// route table's rule), loaded before the screen; an invalid or missing id goes home. A failed load
// is the screen's own error state.
import { PATHS, RULES } from '../../shared/routes/route-table.ts';
import { defineStep } from './step.ts';

export const orderCompleteStep = defineStep({
  name: 'order-complete',
  check: async ({ nav, ports }) => {
    const orderId = new URLSearchParams(nav.search).get('order_id');
    if (!orderId || !RULES.uuid.test(orderId)) return { redirect: PATHS.index };
    await ports.loadOrder(orderId).catch(() => undefined);
    return null;
  },
});
