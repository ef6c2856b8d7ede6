// The contracts' own examples, for specs that serve or check a variant of one: read from the
// bundled trader API document (generated/openapi), not pasted, so an edited example reaches
// the specs.
import bundled from '../../generated/openapi/trader-api.bundled.json' with { type: 'json' };

type Example = { value: unknown } | { $ref: string };
type Operation = { responses: { '200': { content: { 'application/json': { examples: Record<string, Example> } } } } };

function deref(entry: Example): unknown {
  if (!('$ref' in entry)) return entry.value;
  const name = entry.$ref.split('/').pop() ?? '';
  const shared = (bundled.components.examples as Record<string, { value: unknown } | undefined>)[name];
  if (!shared) throw new Error(`No shared example ${entry.$ref}`);
  return shared.value;
}

/** The named example of GET `path`'s 200 answer, e.g. ('/traders/orders', 'default'). */
export function responseExample<T = unknown>(path: string, name: string): T {
  const operation = (bundled.paths as unknown as Record<string, { get?: Operation }>)[path]?.get;
  const entry = operation?.responses['200'].content['application/json'].examples[name];
  if (!entry) throw new Error(`No example "${name}" for GET ${path}`);
  return deref(entry) as T;
}

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
