// npm run mock: Prism for each OpenAPI document + the events mock.
// npm run dev:  the same, plus Vite with its proxy (see vite.config.ts).
// npm run dev -- --backend <trader API url> --gateway <gateway API url> [--ws <origin>]:
//   the app against a real backend through Prism's validating proxy (`prism proxy --errors`),
//   one per document, on the mock ports; every violation is printed here with its operation and
//   field (violation-tap.ts) and warned in the browser console (src/shared/api/proxy-violations.ts).
//   The socket goes to the real gateway (--ws, default the gateway's origin; path /gateway/ws).
// npm run dev -- --backend stateful (or npm run dev:stateful): the app on the stateful test
//   backend (tests/backend: saves persist, money moves once, flows run end to end) instead of
//   Prism; it listens on MOCK_TRADER_PORT and serves every base path and the socket itself, and
//   accepts the init data the dev build signs (ADR 0020). Its state lives until it stops.
//   `npm run backend -- <command>` (scripts/mock/backend-cli.ts) drives it from another terminal:
//   an order assigned or expired, a dispute closed, a withdrawal settled, a top-up, each with its
//   socket event, through its control endpoint (tests/backend/control.ts, loopback only).
// Ports: MOCK_TRADER_PORT (4010), MOCK_GATEWAY_PORT (4011), MOCK_EVENTS_PORT (4012), APP_PORT (5173);
// a mock's 0 is a free port its server binds itself: the banner names the one it got, and Vite is
// told it. Prism is told its port: a free one, picked again if taken first (free-port.ts).
// PRISM_DYNAMIC=1 serves random valid data instead of examples; PRISM_SEED fixes it.
// Example dates are moved to now (scripts/mock/shift-dates.ts: Prism listens on a free port
// behind a proxy that moves them, events too); MOCK_DATES=examples serves them as written.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { operations as gatewayOperations } from '../../generated/openapi/gateway-api.operations.ts';
import { operations as traderOperations } from '../../generated/openapi/trader-api.operations.ts';
import type { TestBackend } from '../../tests/backend/server.ts';
import { httpUrl, portOf } from '../lib/address.ts';
import { checkedOrExit, commandLine } from '../lib/cli.ts';
import { waitForHttp } from '../lib/wait-for-http.ts';
import { startEventsServer } from './events-server.ts';
import { mockPorts } from './ports.ts';
import { startPrism, stopChild, type RunningPrism } from './prism.ts';
import { examplesDelta, shiftsDates, startShiftingProxy, type RunningShiftProxy } from './shift-dates.ts';
import { startViolationTap, type RunningTap } from './violation-tap.ts';

const root = path.resolve(import.meta.dirname, '../..');
const ports = checkedOrExit('mock', () => mockPorts(process.env));
const USAGE = `Usage: npm run mock                     Prism for each OpenAPI document and the events mock
       npm run dev                      the same, and the app (Vite) with its proxy
       npm run dev -- --backend <trader API url> --gateway <gateway API url> [--ws <origin>]
                                        the app against a real backend through Prism's validating proxy
       npm run dev -- --backend stateful
                                        the app on the stateful test backend (npm run dev:stateful)

  --with-app           also start the app (what npm run dev adds)
  --backend <url>      the trader API base URL of a real backend, or "stateful"
  --gateway <url>      the gateway API base URL of that backend
  --ws <origin>        its socket.io origin, path /gateway/ws (default: the gateway's origin)
  --verbose            print every request Prism answers, the socket's connections and Vite's own output

Environment: MOCK_TRADER_PORT (4010), MOCK_GATEWAY_PORT (4011), MOCK_EVENTS_PORT (4012), APP_PORT (5173),
PRISM_DYNAMIC=1, PRISM_SEED, MOCK_DATES=examples.`;
const { values: options } = commandLine('mock', USAGE, {
  'with-app': { type: 'boolean' },
  backend: { type: 'string' },
  gateway: { type: 'string' },
  ws: { type: 'string' },
  verbose: { type: 'boolean' },
});
const withApp = options['with-app'] === true;
const verbose = options.verbose === true;
/** Prism's lines worth a developer's attention when not --verbose: errors and warnings, not its line per route and request. */
const prismProblem = (line: string) => /✖|⚠|\berror\b|\bfatal\b/i.test(line);
/** What the developer is told once everything is up: one block. */
const banner: string[] = [];
const dynamic = process.env.PRISM_DYNAMIC === '1';
const seed = process.env.PRISM_SEED;

const shift = shiftsDates(process.env);
const proxies: RunningShiftProxy[] = [];

/** Prism on `port` (0: a free one), or, when dates are moved, on a free port behind the moving proxy on `port`. */
async function mock(document: string, port: number, logPrefix: string): Promise<RunningPrism> {
  const logFilter = verbose ? undefined : prismProblem;
  if (!shift) return startPrism({ document, port, dynamic, seed, logPrefix, logFilter });
  const prism = await startPrism({ document, dynamic, seed, logPrefix, logFilter });
  try {
    const proxy = await startShiftingProxy({ target: prism.url, port });
    proxies.push(proxy);
    return { url: proxy.url, stop: prism.stop };
  } catch (error) {
    await prism.stop();
    throw error;
  }
}

/** Starts servers side by side; those that came up are kept in `into` even when another fails, so stop() stops them. */
async function startAll<T>(into: T[], starts: Promise<T>[]): Promise<void> {
  const results = await Promise.allSettled(starts);
  for (const r of results) if (r.status === 'fulfilled') into.push(r.value);
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
}

const backendArg = options.backend;
const gatewayArg = options.gateway;
const stateful = backendArg === 'stateful';
const upstream = checkedOrExit('mock', () => {
  if (stateful && gatewayArg !== undefined) throw new Error('--backend stateful serves the gateway too: drop --gateway');
  if (!stateful && (backendArg === undefined) !== (gatewayArg === undefined)) {
    throw new Error('--backend <trader API url> and --gateway <gateway API url> go together, e.g. npm run dev -- --backend https://host/api/v1 --gateway https://host/gateway/api/v1');
  }
  if (backendArg === undefined || gatewayArg === undefined) return null;
  const example = 'https://host/api/v1';
  const gateway = httpUrl(gatewayArg, '--gateway', example);
  // The socket's origin: --ws, else the gateway's.
  const ws = new URL(httpUrl(options.ws ?? new URL(gateway).origin, '--ws', 'https://host')).origin;
  return { trader: httpUrl(backendArg, '--backend', example), gateway, ws };
});

/**
 * The commands that play what the stateful backend does on its own (scripts/mock/backend-cli.ts),
 * with --port when it is not the one `npm run backend` finds by itself.
 */
function backendCommands(port: number): string[] {
  const run = `npm run backend --${port === mockPorts({}).trader ? '' : ` --port ${port}`}`;
  return [
    'What the backend does on its own, from another terminal (each sends its socket event):',
    `  ${run} status                  the current orders, withdrawals on hold, the balance`,
    `  ${run} assign-order [--type in|out] [--amount <roubles>] [--invite]`,
    `  ${run} expire-order [<order id>]`,
    `  ${run} close-dispute [<order id>] --winner trader|merchant [--comment <text>]`,
    `  ${run} settle-withdrawal [<operation id>] --ok|--fail`,
    `  ${run} top-up <amount> [--internal]`,
  ];
}

const prisms: RunningPrism[] = [];
const taps: RunningTap[] = [];
let events: { url: string; close(): Promise<void> } | null = null;
let backend: TestBackend | null = null;
let vite: ChildProcess | null = null;
const env = { ...process.env };

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  await Promise.all([
    ...prisms.map((p) => p.stop()),
    ...taps.map((t) => t.close()),
    ...proxies.map((p) => p.close()),
    events ? events.close() : Promise.resolve(),
    backend ? backend.close() : Promise.resolve(),
    vite ? stopChild(vite) : Promise.resolve(),
  ]);
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  if (stateful) {
    // The dev build signs its init data with DEV_BOT_TOKEN outside Telegram; tokens last an hour
    // and answers come at once, as on Prism.
    const [{ startBackend }, { DEV_BOT_TOKEN }] = await Promise.all([import('../../tests/backend/server.ts'), import('../../src/app/dev/telegram-env.ts')]);
    backend = await startBackend({ port: ports.trader, botToken: DEV_BOT_TOKEN, latencyMs: 0, accessTtlS: 3600, control: true });
    env.BACKEND_ORIGIN = backend.origin;
    env.MOCK_TRADER_PORT = String(portOf(backend.origin));
    banner.push(
      'The stateful test backend is up (tests/backend): saves persist until it stops (a restart resets',
      "it); seeded from the contract's examples moved to now.",
      `  backend      ${backend.origin}   (app: /api/v1, /gateway/api/v1, /gateway/ws)`,
      '',
      ...backendCommands(Number(env.MOCK_TRADER_PORT)),
    );
  } else if (upstream) {
    // Prism prints a line per request and hop; keep failures and violations (all with --verbose).
    const logFilter = verbose ? undefined : (line: string) => prismProblem(line) || /Violation/i.test(line);
    const documents = [
      { label: 'trader-api', document: 'openapi/trader-api.yaml', upstream: upstream.trader, port: ports.trader, operations: traderOperations },
      { label: 'gateway-api', document: 'openapi/gateway-api.yaml', upstream: upstream.gateway, port: ports.gateway, operations: gatewayOperations },
    ];
    await startAll(
      prisms,
      documents.map((d) => startPrism({ document: d.document, upstream: d.upstream, errors: true, logPrefix: `[${d.label}]`, logFilter })),
    );
    await startAll(
      taps,
      documents.map((d, i) => startViolationTap({ port: d.port, target: prisms[i]!.url, operations: d.operations, label: d.label, log: (line) => console.warn(line) })),
    );
    env.MOCK_TRADER_PORT = String(portOf(taps[0]!.url));
    env.MOCK_GATEWAY_PORT = String(portOf(taps[1]!.url));
    env.DEV_GATEWAY_WS_ORIGIN = upstream.ws;
    banner.push(
      'Validating proxies are up (prism proxy --errors): an answer that breaks the contract becomes a 500',
      'and is printed here as [contract] <document> <operation> ...: <field>: <message>.',
      `  trader API   ${taps[0]!.url} -> ${upstream.trader}   (app: /api/v1)`,
      `  gateway API  ${taps[1]!.url} -> ${upstream.gateway}   (app: /gateway/api/v1)`,
      `  socket       ${upstream.ws}/gateway/ws, straight to the gateway   (app: /gateway/ws)`,
    );
  } else {
    await startAll(prisms, [mock('openapi/trader-api.yaml', ports.trader, '[trader-api]'), mock('openapi/gateway-api.yaml', ports.gateway, '[gateway-api]')]);
    events = await startEventsServer({
      port: ports.events,
      // What a developer did (an emit, an outage) is always printed; connections only with --verbose.
      log: (line) => {
        if (verbose || !/^app (dis)?connected/.test(line)) console.log(`[events] ${line}`);
      },
      ...(shift ? { shiftDates: () => examplesDelta(Date.now()) } : {}),
    });
    env.MOCK_TRADER_PORT = String(portOf(prisms[0]!.url));
    env.MOCK_GATEWAY_PORT = String(portOf(prisms[1]!.url));
    env.MOCK_EVENTS_PORT = String(portOf(events.url));
    banner.push(
      'Mocks are up:',
      `  trader API   ${prisms[0]!.url}   (app: /api/v1)`,
      `  gateway API  ${prisms[1]!.url}   (app: /gateway/api/v1)`,
      `  events       ${events.url}/gateway/ws   (npm run emit -- <event> [example])`,
      `  dates        ${shift ? 'moved to now (MOCK_DATES=examples serves them as written)' : dynamic ? 'random (dynamic data)' : 'as written in the examples (MOCK_DATES=examples)'}`,
    );
  }
} catch (error) {
  // A port taken, a document that does not load: say so, and stop what did start.
  console.error(`mock: could not start: ${error instanceof Error ? error.message : String(error)}`);
  await stop(1);
}

if (withApp) {
  // Vite's own banner and info lines only with --verbose (DEV_LOG, vite.config.ts devLogger): the
  // block below names the app's URL.
  vite = spawn(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), '--host', '127.0.0.1'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, DEV_LOG: verbose ? 'verbose' : 'quiet' },
  });
  vite.on('exit', (code) => void stop(code ?? 0));
  const app = `http://127.0.0.1:${ports.app}`;
  try {
    await waitForHttp(`${app}/`, vite);
  } catch (error) {
    console.error(`dev: ${error instanceof Error ? error.message : String(error)}`);
    await stop(1);
  }
  // Scenarios are Prism's Prefer rules: they pick nothing on the stateful backend or a real one.
  banner.unshift(stateful || upstream ? `The app: ${app}/` : `The app: ${app}/   (?scenario=<name> picks a mock world: README "Mock scenarios")`, '');
}
banner.push(
  '',
  `Docs: npm run docs, then dist-docs/index.html. ${verbose ? '' : 'Requests are not logged: --verbose logs each one. '}Ctrl+C stops everything.`,
);
console.log(`\n${banner.join('\n')}\n`);
