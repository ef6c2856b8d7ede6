// `npm run dev -- --backend stateful` (npm run dev:stateful, ADR 0020): Vite and the stateful test
// backend instead of Prism. It starts, serves the app, signs the dev build's init data in, and a
// save persists: what Prism cannot show (it answers every save and forgets it).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_BOT_TOKEN } from '../../src/app/dev/telegram-env.ts';
import { signedInitData } from '../lib/telegram-launch.ts';
import { freePort } from '../lib/free-port.ts';
import { stopChild } from './prism.ts';

const root = path.resolve(import.meta.dirname, '../..');


let child: ChildProcess;
let output = '';
let app = '';

beforeAll(async () => {
  const [appPort, trader, gateway, events] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  app = `http://127.0.0.1:${appPort}`;
  child = spawn(process.execPath, [path.join(root, 'scripts', 'mock', 'index.ts'), '--with-app', '--backend', 'stateful'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, APP_PORT: String(appPort), MOCK_TRADER_PORT: String(trader), MOCK_GATEWAY_PORT: String(gateway), MOCK_EVENTS_PORT: String(events) },
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`npm run dev -- --backend stateful did not start:\n${output}`);
    // Up once the app answers and the one block of URLs is printed (after the app answers).
    const ok = await fetch(`${app}/`).then((r) => r.ok, () => false);
    if (ok && output.includes('Ctrl+C stops everything')) break;
    await new Promise((r) => setTimeout(r, 200));
  }
}, 90_000);

afterAll(async () => {
  if (child) await stopChild(child);
});

const headers = (token?: string) => ({ 'content-type': 'application/json', 'x-request-id': randomUUID(), ...(token ? { authorization: `Bearer ${token}` } : {}) });

describe('npm run dev -- --backend stateful', () => {
  it('serves the app, signs in the dev init data and keeps a save', async () => {
    expect(output).toContain('stateful test backend is up');
    const page = await fetch(`${app}/`);
    expect(page.headers.get('content-type')).toContain('text/html');

    const init = signedInitData({}, DEV_BOT_TOKEN);
    const signIn = await fetch(`${app}/gateway/api/v1/auth/token`, { method: 'POST', headers: headers(), body: JSON.stringify({ init_data_raw: init.raw, hash: init.hash }) });
    expect(signIn.status).toBe(200);
    const { access_token: token } = (await signIn.json()) as { access_token: string };

    const before = (await (await fetch(`${app}/api/v1/traders`, { headers: headers(token) })).json()) as { timezone: string };
    const zone = before.timezone === 'Asia/Almaty' ? 'Europe/Moscow' : 'Asia/Almaty';
    const saved = await fetch(`${app}/api/v1/traders/timezone`, { method: 'PUT', headers: headers(token), body: JSON.stringify({ timezone: zone }) });
    expect(saved.status).toBe(200);
    const after = (await (await fetch(`${app}/api/v1/traders`, { headers: headers(token) })).json()) as { timezone: string };
    expect(after.timezone).toBe(zone);
  }, 30_000);
});
