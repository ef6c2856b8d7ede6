// Driving the events mock from a test.
import { expect } from '@playwright/test';

const base = `http://127.0.0.1:${process.env.E2E_EVENTS_PORT ?? '4112'}`;

async function post(path: string, body: unknown) {
  const res = await fetch(`${base}${path}`, { method: 'POST', body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { delivered?: number };
}

/** Wait until exactly `count` apps are connected to the events mock. */
export async function connectedApps(count: number) {
  await expect
    .poll(
      async () => {
        try {
          return ((await (await fetch(`${base}/__clients`)).json()) as { connected: number }).connected;
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
