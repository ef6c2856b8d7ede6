// npm run mock: Prism for each OpenAPI document + the events mock.
// npm run dev:  the same, plus Vite with its proxy (see vite.config.ts).
// Ports: MOCK_TRADER_PORT (4010), MOCK_GATEWAY_PORT (4011), MOCK_EVENTS_PORT (4012), APP_PORT (5173).
// PRISM_DYNAMIC=1 serves random valid data instead of examples; PRISM_SEED fixes it.
// Example dates are moved to now (scripts/mock/shift-dates.ts: Prism listens on a free port
// behind a proxy that moves them, events too); MOCK_DATES=examples serves them as written.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { startEventsServer } from './events-server.ts';
import { mockPorts } from './ports.ts';
import { startPrism, stopChild, type RunningPrism } from './prism.ts';
import { examplesDelta, freePort, shiftsDates, startShiftingProxy, type RunningShiftProxy } from './shift-dates.ts';

const root = path.resolve(import.meta.dirname, '../..');
const ports = mockPorts(process.env);
const withApp = process.argv.includes('--with-app');
const dynamic = process.env.PRISM_DYNAMIC === '1';
const seed = process.env.PRISM_SEED;

const shift = shiftsDates(process.env);
const proxies: RunningShiftProxy[] = [];

/** Prism on `port`, or, when dates are moved, on a free port behind the moving proxy on `port`. */
async function mock(document: string, port: number, logPrefix: string): Promise<RunningPrism> {
  if (!shift) return startPrism({ document, port, dynamic, seed, logPrefix });
  const prism = await startPrism({ document, port: await freePort(), dynamic, seed, logPrefix });
  proxies.push(await startShiftingProxy({ target: prism.url, port }));
  return { url: `http://127.0.0.1:${port}`, stop: prism.stop };
}

const prisms: RunningPrism[] = await Promise.all([
  mock('openapi/trader-api.yaml', ports.trader, '[trader-api]'),
  mock('openapi/gateway-api.yaml', ports.gateway, '[gateway-api]'),
]);
const events = await startEventsServer({
  port: ports.events,
  log: (line) => console.log(`[events] ${line}`),
  ...(shift ? { shiftDates: () => examplesDelta(Date.now()) } : {}),
});

console.log(`
Mocks are up:
  trader API   ${prisms[0]!.url}   (app: /api/v1)
  gateway API  ${prisms[1]!.url}   (app: /gateway/api/v1)
  events       ${events.url}/gateway/ws   (emit: npm run emit -- <event> [example])
  dates        ${shift ? 'moved to now (MOCK_DATES=examples serves them as written)' : dynamic ? 'random (dynamic data)' : 'as written in the examples (MOCK_DATES=examples)'}
`);

const vite = withApp
  ? spawn(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), '--host', '127.0.0.1'], {
      cwd: root,
      stdio: 'inherit',
      env: process.env,
    })
  : null;

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  await Promise.all([...prisms.map((p) => p.stop()), ...proxies.map((p) => p.close()), events.close(), vite ? stopChild(vite) : Promise.resolve()]);
  process.exit(code);
}
vite?.on('exit', (code) => void stop(code ?? 0));
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
