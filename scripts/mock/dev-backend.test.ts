// `npm run dev -- --backend <api> --gateway <url>` without Vite (`npm run mock -- --backend ...`
// starts the same proxies): Prism's validating proxies in front of the stateful test backend,
// conforming and broken. The app's own client, with the dev-only violation middleware the dev
// build installs, calls through them: violations are printed in the terminal and warned.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClients, type ApiClients } from '../../src/shared/api/client.ts';
import { createProxyViolationMiddleware } from '../../src/shared/api/proxy-violations.ts';
import { PLANTED_BREAKS } from '../../tests/backend/breaks.ts';
import { startBackend, type TestBackend } from '../../tests/backend/server.ts';
import { signedInitData } from '../lib/telegram-launch.ts';
import { stopChild } from './prism.ts';

const root = path.resolve(import.meta.dirname, '../..');


interface Dev {
  child: ChildProcess;
  output(): string;
  trader: string;
  gateway: string;
}

/** The URL the banner names for a proxy ('trader API', 'gateway API'). */
function proxyUrl(output: string, label: string): string {
  const url = new RegExp(`^  ${label} +(http://127\\.0\\.0\\.1:\\d+) -> `, 'm').exec(output)?.[1];
  if (url === undefined) throw new Error(`the banner names no ${label} proxy:\n${output}`);
  return url;
}

async function startDev(backend: TestBackend): Promise<Dev> {
  // Port 0: each proxy binds a free port itself and the banner names it (no port is picked
  // before it is bound, so two runs at once cannot collide; Prism behind them is told a free port
  // and given another if one is taken first).
  const child = spawn(
    process.execPath,
    [path.join(root, 'scripts', 'mock', 'index.ts'), '--backend', `${backend.origin}/api/v1`, '--gateway', `${backend.origin}/gateway/api/v1`],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, MOCK_TRADER_PORT: '0', MOCK_GATEWAY_PORT: '0', MOCK_EVENTS_PORT: '0' } },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  running.push(child);
  // Four Prisms start at once here, beside the rest of the Vitest run: on a busy 2-core machine
  // that takes more than 45 s. Prism's own start limit (60 s, prism.ts) still ends a stuck one.
  const deadline = Date.now() + 120_000;
  // The banner, one block, ends with 'Ctrl+C stops everything'.
  while (!(output.includes('Validating proxies are up') && output.includes('Ctrl+C stops everything'))) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the validating proxies did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, output: () => output, trader: proxyUrl(output, 'trader API'), gateway: proxyUrl(output, 'gateway API') };
}

/** The app's clients through the proxies, with the dev build's violation middleware, warnings captured. */
async function appClients(dev: Dev): Promise<{ clients: ApiClients; warnings: string[] }> {
  const warnings: string[] = [];
  const logger = { warn: (message: string) => warnings.push(message), error: (message: string) => warnings.push(message) };
  let token: string | null = null;
  const clients = createApiClients({
    traderBaseUrl: dev.trader,
    gatewayBaseUrl: dev.gateway,
    timeoutMs: 10_000,
    logger,
    auth: { getAccessToken: () => token, recover: () => Promise.resolve(null), logout: () => undefined },
    proxyViolations: createProxyViolationMiddleware,
  });
  const init = signedInitData();
  const { data } = await clients.gateway.POST('/auth/token', { body: { init_data_raw: init.raw, hash: init.hash } });
  token = data?.access_token ?? null;
  expect(token).not.toBeNull();
  return { clients, warnings };
}

/** The reads the first screens make; failures are the point on the broken backend. */
async function readAll(clients: ApiClients): Promise<void> {
  await Promise.allSettled([
    clients.trader.GET('/traders'),
    clients.trader.GET('/traders/balance'),
    clients.trader.GET('/traders/orders', { params: { query: { size: 100 } } }),
    clients.trader.GET('/config'),
    clients.trader.GET('/traders/requisites'),
  ]);
}

let conforming: TestBackend;
let broken: TestBackend;
let devConforming: Dev;
let devBroken: Dev;
const running: ChildProcess[] = [];

// Both proxies start at once (Prism takes some seconds to start); the tests then only call.
beforeAll(async () => {
  [conforming, broken] = await Promise.all([startBackend({ latencyMs: 0 }), startBackend({ latencyMs: 0, breaks: PLANTED_BREAKS })]);
  [devConforming, devBroken] = await Promise.all([startDev(conforming), startDev(broken)]);
}, 150_000);

afterAll(async () => {
  await Promise.all(running.map((child) => stopChild(child)));
  await Promise.all([conforming.close(), broken.close()]);
});

describe('npm run dev -- --backend (Prism validating proxy)', () => {
  it('shows no violation against a conforming backend', async () => {
    const dev = devConforming;
    const { clients, warnings } = await appClients(dev);
    await readAll(clients);
    expect(warnings).toEqual([]);
    expect(dev.output()).not.toMatch(/^\[contract\] /m);
    expect(conforming.requests.filter((r) => r.path === '/api/v1/traders').length).toBe(1);
  }, 30_000);

  it('prints every violation of a broken backend in the terminal and the console, with operation and field', async () => {
    const dev = devBroken;
    const { clients, warnings } = await appClients(dev);
    await readAll(clients);
    await new Promise((r) => setTimeout(r, 200));
    const terminal = dev.output();
    expect(terminal).toMatch(/\[contract\] trader-api getTrader \(GET \/traders -> 500\): response body blocked: .*must be boolean/);
    expect(terminal).toMatch(/\[contract\] trader-api getBalance \(GET \/traders\/balance -> 500\): response body: .*available_amount/);
    expect(terminal).toMatch(/\[contract\] trader-api listOrders \(GET \/traders\/orders -> 500\): response body items\[0\]\.status: .*allowed values/);
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Contract violation in getTrader \(GET \/traders -> 500\): response body blocked: .*must be boolean/),
        expect.stringMatching(/^Contract violation in listOrders \(GET \/traders\/orders -> 500\): response body items\[0\]\.status/),
      ]),
    );
    expect(terminal).not.toMatch(/\[contract\] trader-api getConfig/);
  }, 30_000);
});
