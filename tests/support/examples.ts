// The contracts' own examples, for specs that serve or check a variant of one: read from the
// bundled trader API document (generated/openapi), not pasted, so an edited example reaches
// the specs.
import { responseExample } from '../../src/shared/lib/testing/response-example.ts';

export { responseExample };

export interface ExampleOrder {
  id: string;
  direction: 'IN' | 'OUT';
  [field: string]: unknown;
}

/** The orders of GET /traders/orders, example `default`: one IN and one OUT order, both in process. */
export const EXAMPLE_ORDERS = responseExample<{ items: ExampleOrder[] }>('/traders/orders', 'default').items;
const byDirection = (direction: 'IN' | 'OUT') => {
  const order = EXAMPLE_ORDERS.find((o) => o.direction === direction);
  if (!order) throw new Error(`GET /traders/orders example default has no ${direction} order`);
  return order;
};
/** The IN order of the examples (the active order of /traders/check active_order_in). */
export const EXAMPLE_ORDER_IN = byDirection('IN');
/** The OUT order of the examples. */
export const EXAMPLE_ORDER_OUT = byDirection('OUT');
