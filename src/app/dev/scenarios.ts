// Dev-only mock scenarios (DESIGN section 7): `?scenario=<name>` on any dev URL makes the app
// ask Prism for the named spec example or status per operation (Prism's Prefer header), and
// keeps it for the tab's session; `?scenario=` clears it. Not part of production builds.
export const SCENARIOS: Record<string, Record<string, string>> = {
  // home states (GET /traders/check examples)
  'active-order-in': { 'GET /traders/check': 'example=active_order_in' },
  'active-order-out': { 'GET /traders/check': 'example=active_order_out' },
  dispute: { 'GET /traders/check': 'example=active_order_dispute' },
  autoaccept: { 'GET /traders/check': 'example=autoaccept' },
  onboarding: { 'GET /traders/check': 'example=onboarding' },
  'no-requisites': { 'GET /traders/check': 'example=no_requisites' },
  'no-balance': { 'GET /traders/check': 'example=no_balance' },
  done: { 'GET /traders/check': 'example=done' },
  // shell screens
  blocked: { 'GET /traders': 'example=blocked' },
  'no-access': { 'POST /auth/token': 'code=403, example=no_in_whitelist' },
  'rate-limited': { 'GET /data/banks': 'code=429' },
  'server-error': { 'GET /data/banks': 'code=500' },
  // lists
  empty: {
    'GET /traders/transactions': 'example=empty',
    'GET /traders/orders': 'example=empty',
    'GET /traders/orders/history': 'example=empty',
    'GET /traders/requisites': 'example=empty',
    'GET /help/categories': 'example=empty',
  },
};

const KEY = 'dev/scenario';

/** Read `?scenario=` from the URL (storing it), else the stored one. */
export function activeScenario(location: Location, storage: Storage): string | null {
  const param = new URLSearchParams(location.search).get('scenario');
  if (param !== null) {
    if (param === '' || !(param in SCENARIOS)) storage.removeItem(KEY);
    else storage.setItem(KEY, param);
    if (param !== '' && !(param in SCENARIOS)) {
      console.warn(`Unknown dev scenario "${param}". Known: ${Object.keys(SCENARIOS).join(', ')}`);
    }
  }
  return storage.getItem(KEY);
}

/** A fetch that adds the scenario's Prefer header to the operations it names. */
export function scenarioFetch(
  scenario: string | null,
  basePaths: string[],
  send: (request: Request) => Promise<Response> = (request) => fetch(request),
): (request: Request) => Promise<Response> {
  const rules = scenario ? (SCENARIOS[scenario] ?? {}) : {};
  return (request) => {
    const url = new URL(request.url);
    const base = basePaths.find((b) => url.pathname.startsWith(`${b}/`));
    const path = base ? url.pathname.slice(base.length) : url.pathname;
    const prefer = rules[`${request.method} ${path}`];
    if (prefer) request.headers.set('Prefer', prefer);
    return send(request);
  };
}
