// `npm run dev -- --backend stateful` (npm run dev:stateful, ADR 0020): Vite and the stateful test
// backend instead of Prism. It starts, serves the app, signs the dev build's init data in, and a
// save persists: what Prism cannot show (it answers every save and forgets it). Issue 37, item 12:
// its banner names the commands that drive it (`npm run backend`), not the scenarios that do
// nothing there; the app loads in Chromium without a warning, and a command from the terminal
// reaches the open app.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_BOT_TOKEN } from '../../src/app/dev/telegram-env.ts';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../lib/chromium.ts';
import { signedInitData } from '../lib/telegram-launch.ts';
import { onFreePort } from '../lib/free-port.ts';
import { runBackendCli } from './backend-cli.ts';
import { stopChild } from './prism.ts';

const root = path.resolve(import.meta.dirname, '../..');


let child: ChildProcess;
let output = '';
let app = '';
let backendPort = 0;

/**
 * `npm run dev:stateful` with Vite on `appPort`. The backend binds a free port itself (port 0) and
 * the banner names it; Vite, a child told its port, fails with "Port … is already in use" when
 * another process took it first, and onFreePort starts again on another.
 */
async function startDev(appPort: number): Promise<void> {
  app = `http://127.0.0.1:${appPort}`;
  output = '';
  child = spawn(process.execPath, [path.join(root, 'scripts', 'mock', 'index.ts'), '--with-app', '--backend', 'stateful'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, APP_PORT: String(appPort), MOCK_TRADER_PORT: '0', MOCK_GATEWAY_PORT: '0', MOCK_EVENTS_PORT: '0' },
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stopChild(child);
      throw new Error(`npm run dev -- --backend stateful did not start:\n${output}`);
    }
    // Up once the app answers and the one block of URLs is printed (after the app answers).
    const ok = await fetch(`${app}/`).then((r) => r.ok, () => false);
    if (ok && output.includes('Ctrl+C stops everything')) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const backend = /^ {2}backend +http:\/\/127\.0\.0\.1:(\d+)/m.exec(output)?.[1];
  if (backend === undefined) throw new Error(`the banner names no backend:\n${output}`);
  backendPort = Number(backend);
}

beforeAll(() => onFreePort(startDev), 90_000);

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

  it('its banner lists the commands that drive the backend, with its port, and no scenarios', () => {
    expect(output).not.toContain('?scenario=');
    expect(output).toContain('What the backend does on its own');
    for (const command of ['status', 'assign-order', 'expire-order', 'close-dispute', 'settle-withdrawal', 'top-up']) {
      expect(output).toContain(`npm run backend -- --port ${backendPort} ${command}`);
    }
  });

  it('the app loads in headless Chromium without a warning, and a command from the terminal reaches it', async () => {
    const browser = await chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
    try {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning' || message.type() === 'error') warnings.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => warnings.push(`pageerror: ${error.message}`));
      await page.goto(`${app}/`);
      await page.getByRole('heading', { name: /Активные сделки/ }).waitFor({ timeout: 30_000 });
      // The socket is up once the backend delivers to it; the wake lock's answer has come by then.
      const topUp = async () => {
        const result = await runBackendCli(['top-up', '7', '--port', String(backendPort)], {});
        expect(result.code).toBe(0);
        return result.out.join('\n');
      };
      await expect.poll(topUp, { timeout: 15_000, interval: 500 }).toContain('balance_replenishment sent to 1 connected app');
      await page.getByText('Баланс пополнен').first().waitFor({ timeout: 10_000 });
      await page.waitForTimeout(1000);
      expect(warnings).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 90_000);
});
