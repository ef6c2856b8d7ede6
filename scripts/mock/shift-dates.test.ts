import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { EXAMPLES_NOW, STEP_MS, examplesDelta, shiftDates, shiftsDates, startShiftingProxy } from './shift-dates.ts';

const HOUR = 3_600_000;

describe('shiftDates', () => {
  it('moves date-times by the delta and dates by whole days, keeping everything else', () => {
    const example = {
      id: 'b47d498b-e478-4c77-9465-c03d34fbf801',
      created_at: '2026-11-22T11:50:00Z',
      expires_at: '2026-11-22T12:10:00+00:00',
      day: '2026-11-22',
      amount_rub: 15000,
      note: 'at 2026-11-22T12:00:00Z',
      items: [{ at: '2026-11-21T18:02:00.000Z' }],
    };
    expect(shiftDates(example, 25 * HOUR)).toEqual({
      id: 'b47d498b-e478-4c77-9465-c03d34fbf801',
      created_at: '2026-11-23T12:50:00.000Z',
      expires_at: '2026-11-23T13:10:00.000Z',
      day: '2026-11-23',
      amount_rub: 15000,
      note: 'at 2026-11-22T12:00:00Z',
      items: [{ at: '2026-11-22T19:02:00.000Z' }],
    });
  });
});

describe('examplesDelta', () => {
  it('makes the examples moment the start of the current 5-minute step', () => {
    const now = Date.parse('2026-12-01T08:07:30Z');
    expect(EXAMPLES_NOW + examplesDelta(now)).toBe(Date.parse('2026-12-01T08:05:00Z'));
    // Within a step every answer agrees; the next step moves them together.
    expect(examplesDelta(now + 60_000)).toBe(examplesDelta(now));
    expect(examplesDelta(now + STEP_MS)).toBe(examplesDelta(now) + STEP_MS);
  });

  it('leaves the active order 5 to 10 minutes (it expires at 12:10 in the examples), whenever it is', () => {
    for (const now of [Date.parse('2026-12-01T08:05:00Z'), Date.parse('2027-03-09T23:59:59Z'), Date.now()]) {
      const expires = Date.parse(shiftDates('2026-11-22T12:10:00Z', examplesDelta(now)) as string);
      expect(expires - now).toBeGreaterThan(5 * 60_000 - 1000);
      expect(expires - now).toBeLessThanOrEqual(10 * 60_000);
    }
  });
});

describe('shiftsDates (MOCK_DATES)', () => {
  it('moves by default, not with MOCK_DATES=examples nor for dynamic data, and refuses other values', () => {
    expect(shiftsDates({})).toBe(true);
    expect(shiftsDates({ MOCK_DATES: 'now' })).toBe(true);
    expect(shiftsDates({ MOCK_DATES: 'examples' })).toBe(false);
    expect(shiftsDates({ PRISM_DYNAMIC: '1' })).toBe(false);
    expect(() => shiftsDates({ MOCK_DATES: 'yesterday' })).toThrow(/MOCK_DATES/);
  });
});

describe('the shifting proxy', () => {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    await Promise.all(closers.splice(0).map((close) => close()));
  });

  async function upstream(handler: http.RequestListener): Promise<string> {
    const server = http.createServer(handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closers.push(() => new Promise((resolve) => server.close(() => resolve())));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it("moves the dates of JSON answers and keeps the status, the headers and the request's Prefer header", async () => {
    let prefer: string | undefined;
    const target = await upstream((req, res) => {
      prefer = req.headers.prefer as string | undefined;
      res.writeHead(201, { 'Content-Type': 'application/json; charset=utf-8', 'X-Request-Id': 'r1' });
      res.end(JSON.stringify({ expires_at: '2026-11-22T12:10:00Z', status: 'PROCESS' }));
    });
    const proxy = await startShiftingProxy({ target, delta: () => HOUR });
    closers.push(proxy.close);
    const response = await fetch(`${proxy.url}/traders/orders?size=100`, { headers: { Prefer: 'example=active_order_in' } });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-request-id')).toBe('r1');
    expect(await response.json()).toEqual({ expires_at: '2026-11-22T13:10:00.000Z', status: 'PROCESS' });
    expect(prefer).toBe('example=active_order_in');
  });

  it('passes other answers and request bodies through unchanged', async () => {
    const target = await upstream((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        res.writeHead(200, { 'Content-Type': 'text/plain' });
        res.end(`got ${body} 2026-11-22T12:10:00Z`);
      });
    });
    const proxy = await startShiftingProxy({ target, delta: () => HOUR });
    closers.push(proxy.close);
    const response = await fetch(`${proxy.url}/x`, { method: 'POST', body: '{"at":"2026-11-22T12:00:00Z"}' });
    expect(await response.text()).toBe('got {"at":"2026-11-22T12:00:00Z"} 2026-11-22T12:10:00Z');
  });
});
