// /dispute/close's own step (spec section 2): the outcome of the stored dispute order, loaded
// before the screen; without a dispute order there is nothing to show, and the trader goes home.
// It reads the dispute order the status step has just kept, so it loads after it, not in the round.
import { PATHS } from '../../shared/routes/route-table.ts';
import { defineStep, errorAnswer } from './step.ts';

export const disputeCloseStep = defineStep({
  name: 'dispute-close',
  check: async ({ ports }) => {
    const order = ports.getDisputeOrder();
    if (!order) return { redirect: PATHS.index };
    try {
      await ports.loadDisputeOutcome(order.order_id);
    } catch (error) {
      return errorAnswer(error);
    }
    return null;
  },
});
