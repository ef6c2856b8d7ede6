// npm run mock: Prism for each OpenAPI document + the events mock.
// npm run dev:  the same, plus Vite with its proxy (see vite.config.ts).
// Ports: MOCK_TRADER_PORT (4010), MOCK_GATEWAY_PORT (4011), MOCK_EVENTS_PORT (4012), APP_PORT (5173).
// PRISM_DYNAMIC=1 serves random valid data instead of examples; PRISM_SEED fixes it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { startEventsServer } from './events-server.ts';
import { mockPorts } from './ports.ts';
import { startPrism, stopChild, type RunningPrism } from './prism.ts';

const root = path.resolve(import.meta.dirname, '../..');
const ports = mockPorts(process.env);
const withApp = process.argv.includes('--with-app');
const dynamic = process.env.PRISM_DYNAMIC === '1';
const seed = process.env.PRISM_SEED;

const prisms: RunningPrism[] = await Promise.all([
  startPrism({ document: 'openapi/trader-api.yaml', port: ports.trader, dynamic, seed, logPrefix: '[trader-api]' }),
  startPrism({ document: 'openapi/gateway-api.yaml', port: ports.gateway, dynamic, seed, logPrefix: '[gateway-api]' }),
]);
const events = await startEventsServer({ port: ports.events, log: (line) => console.log(`[events] ${line}`) });

console.log(`
Mocks are up:
  trader API   ${prisms[0]!.url}   (app: /api/v1)
  gateway API  ${prisms[1]!.url}   (app: /gateway/api/v1)
  events       ${events.url}/gateway/ws   (emit: npm run emit -- <event> [example])
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
  await Promise.all([...prisms.map((p) => p.stop()), events.close(), vite ? stopChild(vite) : Promise.resolve()]);
  process.exit(code);
}
vite?.on('exit', (code) => void stop(code ?? 0));
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
