// Driving the events mock from a test: the one of this Playwright worker's mock stack
// (fixtures.ts sets it when the stack starts; a worker runs one stack, so a module value is
// this worker's).
import { expect } from '@playwright/test';

let eventsUrl: string | null = null;

/** Called by the worker's mock-stack fixture. */
export function useEventsMock(url: string): void {
  eventsUrl = url;
}

function base(): string {
  if (!eventsUrl) throw new Error('No events mock in this worker: import test from tests/support/fixtures.ts');
  return eventsUrl;
}

async function post(path: string, body: unknown) {
  const res = await fetch(`${base()}${path}`, { method: 'POST', body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { delivered?: number };
}

/** Wait until exactly `count` apps are connected to the events mock. */
export async function connectedApps(count: number) {
  await expect
    .poll(
      async () => {
        try {
          return ((await (await fetch(`${base()}/__clients`)).json()) as { connected: number }).connected;
        } catch {
          return -1; // the mock is down (an outage test)
        }
      },
      { timeout: 15_000 },
    )
    .toBe(count);
}

export async function emit(event: string, example: string) {
  const { delivered } = await post('/__emit', { event, example });
  expect(delivered, `${event}/${example} reached no app`).toBeGreaterThan(0);
}

export async function emitRaw(event: string, payload: unknown) {
  const { delivered } = await post('/__emit', { event, raw: true, payload });
  expect(delivered, `${event} reached no app`).toBeGreaterThan(0);
}

export async function outage(ms: number) {
  await post('/__outage', { ms });
}
