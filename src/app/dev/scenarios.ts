// Dev-only mock scenarios (DESIGN section 7, ADR 0020): `?scenario=<name>` on any dev URL makes
// the app ask Prism for the named spec example or status per operation (Prism's Prefer header),
// and keeps it for the tab's session; `?scenario=` clears it. Not part of production builds.
//
// Each scenario is one world: the examples it picks agree across home (GET /traders/check),
// balance, the trade list and History (current and finished orders), operations, requisites and
// the settings statistic (scenarios.test.ts walks every rule and checks that). A detail call
// (GET /traders/transactions/{id}, /help/articles/{id}, ...) that no rule names gets the example
// whose `id` is the requested one, so the detail shows the item tapped, not Prism's first example.
import bundled from '../../../generated/openapi/trader-api.bundled.json' with { type: 'json' };

/**
 * The worlds with no active order: no order in progress, so no current orders at all, and no
 * requisite in use (each one editable).
 */
const IDLE = { 'GET /traders/orders': 'example=empty', 'GET /traders/requisites': 'example=idle' };

export const SCENARIOS: Record<string, Record<string, string>> = {
  // home states (GET /traders/check examples) with the lists that agree with them
  'active-order-in': {
    'GET /traders/check': 'example=active_order_in',
    'GET /traders/status': 'example=active_order',
    'GET /traders/orders': 'example=active_in',
  },
  'active-order-out': {
    'GET /traders/check': 'example=active_order_out',
    'GET /traders/status': 'example=active_order_out',
    'GET /traders/orders': 'example=active_out',
    'GET /traders/orders/{order_id}': 'example=out_process',
  },
  dispute: {
    'GET /traders/check': 'example=active_order_dispute',
    'GET /traders/status': 'example=dispute_open',
    'GET /traders/orders': 'example=active_dispute',
    'GET /traders/orders/{order_id}': 'example=dispute_open',
    'GET /traders/orders/{order_id}/dispute/attachments': 'example=one_receipt',
  },
  autoaccept: { 'GET /traders/check': 'example=autoaccept', ...IDLE },
  onboarding: {
    'GET /traders/check': 'example=onboarding',
    ...IDLE,
    'GET /traders/orders/history': 'example=empty',
    'GET /traders/balance': 'example=zero',
    'GET /traders/transactions': 'example=empty',
    'GET /traders/requisites': 'example=empty',
    'GET /traders/statistic': 'example=empty',
  },
  'no-requisites': { 'GET /traders/check': 'example=no_requisites', ...IDLE, 'GET /traders/requisites': 'example=empty' },
  'no-balance': {
    'GET /traders/check': 'example=no_balance',
    ...IDLE,
    'GET /traders/balance': 'example=low_balance',
    'GET /traders/transactions': 'example=settled',
  },
  done: { 'GET /traders/check': 'example=done', ...IDLE },
  // shell screens
  blocked: { 'GET /traders': 'example=blocked' },
  'no-access': { 'POST /auth/token': 'code=403, example=no_in_whitelist' },
  'rate-limited': { 'GET /data/banks': 'code=429' },
  'server-error': { 'GET /data/banks': 'code=500' },
  // lists: a new trader's world, every list empty
  empty: {
    'GET /traders/check': 'example=onboarding',
    'GET /traders/balance': 'example=zero',
    'GET /traders/statistic': 'example=empty',
    'GET /traders/transactions': 'example=empty',
    'GET /traders/orders': 'example=empty',
    'GET /traders/orders/history': 'example=empty',
    'GET /traders/requisites': 'example=empty',
    'GET /help/categories': 'example=empty',
  },
};

/** The same documented error answer on both money writes (withdrawal and transfer). */
const moneyWrites = (prefer: string) => ({ 'POST /traders/balance/withdraw': prefer, 'POST /traders/balance/transfer': prefer });

/**
 * Error answers to a write, from the contract's named error examples, on the default world: the
 * screens are those of no scenario until the trader sends the form. Not worlds, so the walk over
 * every scenario's screens (tests/e2e/walk.spec.ts) leaves them out.
 */
export const WRITE_ERROR_SCENARIOS: Record<string, Record<string, string>> = {
  'withdrawal-limit': moneyWrites('code=400, example=withdrawal_limit_exceeded'),
  'insufficient-funds': moneyWrites('code=400, example=insufficient_funds'),
  'amount-too-small': moneyWrites('code=422, example=amount_too_small'),
  'payout-down': moneyWrites('code=500, example=payout_gateway_down'),
};

/** Every scenario `?scenario=` accepts. */
export const ALL_SCENARIOS: Record<string, Record<string, string>> = { ...SCENARIOS, ...WRITE_ERROR_SCENARIOS };

const KEY = 'dev/scenario';

/** Read `?scenario=` from the URL (storing it), else the stored one. */
export function activeScenario(location: Location, storage: Storage): string | null {
  const param = new URLSearchParams(location.search).get('scenario');
  if (param !== null) {
    if (param === '' || !(param in ALL_SCENARIOS)) storage.removeItem(KEY);
    else storage.setItem(KEY, param);
    if (param !== '' && !(param in ALL_SCENARIOS)) {
      console.warn(`Unknown dev scenario "${param}". Known: ${Object.keys(ALL_SCENARIOS).join(', ')}`);
    }
  }
  return storage.getItem(KEY);
}

// ---------------------------------------------------------------- examples per item

type Example = { value?: unknown; $ref?: string };
type Spec = {
  paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { examples?: Record<string, Example> }> }> }>>;
  components?: { examples?: Record<string, Example> };
};

/** An example's value, following a `$ref` to components.examples. */
export function exampleValue(spec: Spec, example: Example): unknown {
  if (example.$ref) return spec.components?.examples?.[example.$ref.split('/').pop() ?? '']?.value;
  return example.value;
}

/** The named 200 examples of an operation ('GET /traders/check'), or {} when it has none. */
export function examplesOf(spec: Spec, operation: string): Record<string, Example> {
  const [method = '', path = ''] = operation.split(' ');
  return spec.paths[path]?.[method.toLowerCase()]?.responses?.['200']?.content?.['application/json']?.examples ?? {};
}

interface Template {
  method: string;
  template: string;
  pattern: RegExp;
}

/** Every GET with path parameters, as a pattern capturing the last parameter. */
function templates(spec: Spec): Template[] {
  const out: Template[] = [];
  for (const [template, methods] of Object.entries(spec.paths)) {
    if (!template.includes('{')) continue;
    for (const method of Object.keys(methods)) {
      const source = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '([^/]+)');
      out.push({ method: method.toUpperCase(), template, pattern: new RegExp(`^${source}$`) });
    }
  }
  return out;
}

/**
 * The example of `operation` for the item `id`: the one whose value's `id` is `id`, else the one
 * named `<anything>_<id>` (e.g. category_2 for a category's articles), else null (Prism's first).
 */
export function exampleForId(spec: Spec, operation: string, id: string): string | null {
  const examples = Object.entries(examplesOf(spec, operation));
  for (const [name, example] of examples) {
    const value = exampleValue(spec, example);
    if (value && typeof value === 'object' && 'id' in value && String(value.id) === id) return name;
  }
  return examples.find(([name]) => name.endsWith(`_${id}`))?.[0] ?? null;
}

const TRADER_TEMPLATES = templates(bundled as Spec);

/** The operation ('GET /traders/orders/{order_id}') and last path parameter of a path. */
export function matchTemplate(method: string, path: string, list: readonly Template[] = TRADER_TEMPLATES): { operation: string; id: string } | null {
  for (const t of list) {
    if (t.method !== method) continue;
    const m = t.pattern.exec(path);
    if (m) return { operation: `${method} ${t.template}`, id: decodeURIComponent(m[m.length - 1] ?? '') };
  }
  return null;
}

/** A fetch that adds the scenario's Prefer header to the operations it names. */
export function scenarioFetch(
  scenario: string | null,
  basePaths: string[],
  send: (request: Request) => Promise<Response> = (request) => fetch(request),
): (request: Request) => Promise<Response> {
  const rules = scenario ? (ALL_SCENARIOS[scenario] ?? {}) : {};
  return (request) => {
    const url = new URL(request.url);
    const base = basePaths.find((b) => url.pathname.startsWith(`${b}/`));
    const path = base ? url.pathname.slice(base.length) : url.pathname;
    let prefer = rules[`${request.method} ${path}`];
    // Detail calls: the scenario's rule for the template, else the example of the tapped item.
    // A path the spec names as it is (/traders/orders/history) is never an item of a template.
    if (!prefer && base === '/api/v1' && !(path in (bundled as Spec).paths)) {
      const match = matchTemplate(request.method, path);
      if (match) {
        const name = rules[match.operation] ? null : exampleForId(bundled as Spec, match.operation, match.id);
        prefer = rules[match.operation] ?? (name ? `example=${name}` : undefined);
      }
    }
    if (prefer) request.headers.set('Prefer', prefer);
    return send(request);
  };
}
