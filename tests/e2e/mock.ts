// Picking mock scenarios and reading what the app sent, for the end-to-end specs.
import type { Page } from '@playwright/test';

/** Ask Prism for a named example or status (`example=<name>`, `code=<status>`) on matching requests. */
export function prefer(page: Page, pattern: string, value: string, method?: string) {
  return page.route(pattern, (route) =>
    method && route.request().method() !== method ? route.fallback() : route.continue({ headers: { ...route.request().headers(), Prefer: value } }),
  );
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
