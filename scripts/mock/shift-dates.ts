// The contract's examples describe one moment, 2026-11-22 12:00 UTC (orders created at 11:50 and
// expiring at 12:10, a withdrawal at 09:30, a running auto-accept until 13:00). Served as they
// are, every timer of the demo reads "Время истекло 00:00". The mocks move every date in an
// answer by the same amount, so that moment becomes now and the offsets between dates stay:
// the active order then has 5 to 10 minutes left and its timer counts down.
//
// - The moment "now" moves in steps of STEP_MS (5 minutes), not with every request: answers
//   fetched within a step agree with each other, so a refetch does not reset a timer, and a
//   demo left open keeps an order in time (the active order never has less than 5 minutes).
// - Only date-times (RFC 3339, with a zone) and dates (YYYY-MM-DD, moved by whole days) are
//   moved; ids, amounts and other strings are left alone.
// - `npm run mock` and `npm run dev` serve moved dates; MOCK_DATES=examples serves the examples
//   as written (the end-to-end specs pin the examples' own times with a fake clock), and Prism's
//   dynamic mode (random data) is never moved. The stateful test backend seeds its state with
//   the same shiftDates (tests/backend/seed.ts).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The moment the contract's examples describe. */
export const EXAMPLES_NOW = Date.parse('2026-11-22T12:00:00Z');
export const STEP_MS = 5 * 60_000;
const DAY_MS = 86_400_000;

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Every date-time moved by `deltaMs`; dates (statistic days) by whole days. */
export function shiftDates(value: unknown, deltaMs: number): unknown {
  if (typeof value === 'string') {
    if (DATE_TIME.test(value)) return new Date(Date.parse(value) + deltaMs).toISOString();
    if (DATE.test(value)) return new Date(Date.parse(`${value}T00:00:00Z`) + Math.round(deltaMs / DAY_MS) * DAY_MS).toISOString().slice(0, 10);
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => shiftDates(item, deltaMs));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shiftDates(item, deltaMs)]));
  }
  return value;
}

/** How far the examples move at `nowMs`: to the start of its 5-minute step. */
export function examplesDelta(nowMs: number): number {
  return Math.floor(nowMs / STEP_MS) * STEP_MS - EXAMPLES_NOW;
}

/** Whether the mocks move the examples' dates (not with MOCK_DATES=examples, nor for dynamic data). */
export function shiftsDates(env: Record<string, string | undefined>): boolean {
  const mode = env.MOCK_DATES ?? 'now';
  if (mode !== 'now' && mode !== 'examples') throw new Error(`MOCK_DATES must be "now" or "examples", got "${mode}"`);
  return mode === 'now' && env.PRISM_DYNAMIC !== '1';
}

export interface RunningShiftProxy {
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * An HTTP proxy in front of a mock (Prism) that moves the dates of its JSON answers by
 * `delta()`; other answers, the status and the other headers pass unchanged.
 */
export async function startShiftingProxy(options: { target: string; port?: number; host?: string; delta?: () => number }): Promise<RunningShiftProxy> {
  const target = new URL(options.target);
  const delta = options.delta ?? (() => examplesDelta(Date.now()));
  const server = http.createServer((req, res) => {
    const upstream = http.request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers }, (up) => {
      const json = /\bjson\b/i.test(String(up.headers['content-type'] ?? ''));
      if (!json || up.headers['content-encoding']) {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      up.on('data', (chunk: Buffer) => chunks.push(chunk));
      up.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body = text;
        try {
          body = JSON.stringify(shiftDates(JSON.parse(text), delta()));
        } catch {
          // Not JSON after all: pass it on as it came.
        }
        const headers = { ...up.headers, 'content-length': String(Buffer.byteLength(body)) };
        delete headers['transfer-encoding'];
        res.writeHead(up.statusCode ?? 502, headers);
        res.end(body);
      });
    });
    upstream.on('error', (error) => {
      res.writeHead(502, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ detail: `Mock unreachable: ${error.message}` }));
    });
    req.pipe(upstream);
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return { url: `http://${host}:${port}`, port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
