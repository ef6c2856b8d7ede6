// Picking mock scenarios and reading what the app sent, for the end-to-end specs (Prism's
// examples by name: Prefer headers; the requests and bodies the app sent).
import type { Page, Request } from '@playwright/test';

/** Ask Prism for a named example or status (`example=<name>`, `code=<status>`) on matching requests. */
export function prefer(page: Page, pattern: string, value: string, method?: string) {
  return page.route(pattern, (route) =>
    method && route.request().method() !== method ? route.fallback() : route.continue({ headers: { ...route.request().headers(), Prefer: value } }),
  );
}

/**
 * Serves Prism's answer to the GETs matching `pattern` with `patch` applied (a state the examples
 * lack); `preferValue` picks the example first (a Prefer header: `example=<name>`). Other
 * methods pass through.
 */
export function patchJson(page: Page, pattern: string | RegExp, patch: (body: Record<string, unknown>) => unknown, preferValue?: string) {
  return page.route(pattern, async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const headers = { ...route.request().headers(), ...(preferValue ? { Prefer: preferValue } : {}) };
    try {
      const response = await route.fetch({ headers });
      const body = (await response.json()) as Record<string, unknown>;
      return await route.fulfill({ response, json: patch(body) });
    } catch (error) {
      // A refetch still in flight when its test ends has nobody left to answer: the fetch, the
      // answer's body (disposed with the context) or the fulfil fails; the next test would get
      // the error otherwise.
      if (error instanceof Error && /Test ended|has been closed|has been disposed/.test(error.message)) return;
      throw error;
    }
  });
}

/**
 * Bodies the app sent with `method` to `pattern`. Chromium hides the bodies of streamed fetch
 * requests from `page.on('request')`; an intercepting route sees them. Falls back to the
 * handlers registered before it (e.g. a Prefer header), so register it last.
 */
export async function captureBodies(page: Page, pattern: string, method: string): Promise<unknown[]> {
  const bodies: unknown[] = [];
  await page.route(pattern, (route) => {
    if (route.request().method() === method) bodies.push(route.request().postDataJSON());
    return route.fallback();
  });
  return bodies;
}

/** Serve this example of GET /traders/check (the trader's status) from now on, replacing the last one. */
export async function statusExample(page: Page, example: string) {
  await page.unroute('**/api/v1/traders/check');
  await prefer(page, '**/api/v1/traders/check', `example=${example}`);
}

/**
 * Every request the page sends with `method` ('*': any) whose URL path ends with `path` (a string,
 * e.g. '/traders/orders/autoaccept'), or whose trader API path (after /api/v1) matches `path` (a
 * RegExp), in the order they go out. The one request counter of the specs: read `r.url()`,
 * `r.method()`, `r.postDataJSON()`, `r.headerValue(name)`.
 */
export function recordRequests(page: Page, method: string, path: string | RegExp): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (method !== '*' && request.method() !== method) return;
    const { pathname } = new URL(request.url());
    const matches = typeof path === 'string' ? pathname.endsWith(path) : pathname.startsWith('/api/v1/') && path.test(pathname.slice('/api/v1'.length));
    if (matches) seen.push(request);
  });
  return seen;
}
