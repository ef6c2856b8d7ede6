// The bench's stack: Prism for both OpenAPI documents and the events mock behind one backend
// origin (scripts/mock/base-path-proxy.ts), and in front of it the production build served by
// real nginx with the repository's config (deploy/nginx/trader-mini-app.conf.template, through
// scripts/lib/nginx.ts as `npm run serve` and the e2e specs start it) over HTTPS and HTTP/2,
// as the README's "Deployment" section asks. The bench measures what is deployed.
//
// The certificate: a throwaway certificate authority signs the server's certificate, and the
// browsers trust that authority through an NSS database (the one Chromium on Linux reads,
// $HOME/.pki/nssdb, under a HOME of the stack's own). Not --ignore-certificate-errors: Chromium
// keeps nothing in its HTTP cache from a host whose certificate it was told to ignore, so a
// second visit would download every asset again (issue 27).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import { startBasePathProxy, type ProxiedAnswer } from '../scripts/mock/base-path-proxy.ts';
import { startEventsServer, type RunningEventsServer } from '../scripts/mock/events-server.ts';
import { baseRoutes } from '../scripts/mock/ports.ts';
import { startPrism } from '../scripts/mock/prism.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.ts';
import { launchUrl } from '../scripts/lib/telegram-launch.ts';
import { onFreePort } from '../scripts/lib/free-port.ts';
import { nginxInstallProblems, nginxProblems, startNginx } from '../scripts/lib/nginx.ts';

// What an interrupted bench (Ctrl+C, or SIGTERM from a CI timeout or `kill`) must stop: without
// this the mocks (Prism children), nginx and Lighthouse's Chromium outlived the process.
const onInterrupt = new Set<() => Promise<unknown>>();
let handlersInstalled = false;
let interrupted = false;

/** Launch options for Playwright's browsers that leave SIGINT and SIGTERM to `stopOnInterrupt`:
 * its own handlers exit the process before the mocks are stopped. It still kills its browsers
 * when the process exits. (chrome-launcher takes `handleSIGINT: false` for the same reason.) */
export const LEAVE_SIGNALS = { handleSIGINT: false, handleSIGTERM: false } as const;

/** Runs `stop` if the process is interrupted before the returned function is called. The first
 * signal stops everything registered (at most 10 s), then exits with 130 or 143; a second one
 * exits at once. */
export function stopOnInterrupt(stop: () => Promise<unknown>): () => void {
  if (!handlersInstalled) {
    handlersInstalled = true;
    for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]] as const) {
      process.on(signal, () => {
        if (interrupted) {
          console.error(`bench: ${signal} again: exiting without waiting for the stops`);
          process.exit(code);
        }
        interrupted = true;
        console.error(`bench: ${signal}: stopping the mocks, nginx and the browsers`);
        setTimeout(() => {
          console.error('bench: the stops took over 10 s: exiting');
          process.exit(code);
        }, 10_000);
        void Promise.allSettled([...onInterrupt].map((s) => s())).finally(() => process.exit(code));
      });
    }
  }
  onInterrupt.add(stop);
  return () => onInterrupt.delete(stop);
}

/** Runs a bench's main. Once the process is interrupted, a failure of main (a browser or child
 * process killed under it) is the interrupt's doing: the signal handler reports and exits. */
export async function benchMain(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    if (!interrupted) throw error;
  }
}

const TOOLS = [
  { command: 'openssl', fix: 'apt-get install -y openssl', why: 'to create the throwaway certificate' },
  { command: 'certutil', fix: 'apt-get install -y libnss3-tools', why: "to trust that certificate in the browsers' NSS database, so that Chromium caches the app for the warm open" },
];

/** What the bench needs on the machine besides npm's packages, each missing one as a sentence with its fix. */
export function benchToolProblems(): string[] {
  const missing = TOOLS.filter((tool) => spawnSync('sh', ['-c', `command -v ${tool.command}`]).status !== 0).map(
    (tool) => `${tool.command} is not installed (${tool.why}): ${tool.fix}`,
  );
  return [...missing, ...nginxInstallProblems()];
}

export interface TrustedCertificate {
  /** The server's certificate and key (PEM files). */
  certificate: string;
  key: string;
  /** A HOME whose .pki/nssdb trusts the certificate's authority: the browsers' environment. */
  home: string;
  remove(): void;
}

/** A throwaway authority and a certificate it signs for 127.0.0.1, trusted in a new NSS database. */
function trustedCertificate(): TrustedCertificate {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-tls-'));
  const run = (command: string, args: string[]) => {
    const result = spawnSync(command, args, { cwd: dir, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`bench: ${command} ${args.join(' ')} failed:\n${result.error?.message ?? result.stderr}`);
  };
  try {
    const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'];
    run('openssl', ['req', '-x509', ...ec, '-days', '2', '-subj', '/CN=trader mini-app bench CA', '-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign,cRLSign', '-keyout', 'ca.key', '-out', 'ca.pem']);
    run('openssl', ['req', ...ec, '-subj', '/CN=127.0.0.1', '-keyout', 'key.pem', '-out', 'server.csr']);
    writeFileSync(path.join(dir, 'server.ext'), 'subjectAltName=IP:127.0.0.1\nbasicConstraints=CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=serverAuth\n');
    run('openssl', ['x509', '-req', '-in', 'server.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-days', '2', '-extfile', 'server.ext', '-out', 'cert.pem']);
    const nssdb = path.join(dir, 'home', '.pki', 'nssdb');
    mkdirSync(nssdb, { recursive: true });
    run('certutil', ['-N', '-d', `sql:${nssdb}`, '--empty-password']);
    run('certutil', ['-A', '-d', `sql:${nssdb}`, '-n', 'trader mini-app bench CA', '-t', 'C,,', '-i', 'ca.pem']);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    certificate: path.join(dir, 'cert.pem'),
    key: path.join(dir, 'key.pem'),
    home: path.join(dir, 'home'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export interface BenchStack {
  /** https://127.0.0.1:<port>: nginx. */
  base: string;
  /** nginx's port, for what goes between the browser and it (bench/mobile-link.ts). */
  port: number;
  events: RunningEventsServer;
  /** The environment of the bench's browsers: a HOME whose NSS database trusts the stack's certificate. */
  browserEnv: Record<string, string | undefined>;
  /** The control build (bench/control.ts) behind a second nginx on the same mocks, when there is one. */
  control?: { base: string; port: number };
  /** The mocks' answer to the request sent with this x-request-id, as their origin passed it on (the last 5,000 kept). */
  backendAnswer(requestId: string): ProxiedAnswer | undefined;
  stop(): Promise<void>;
}

/** The port of a server's `http(s)://host:port` URL. */
function portOf(url: string): number {
  return Number(new URL(url).port);
}

/** The mocks behind one backend origin: Prism for both OpenAPI documents and the events mock. */
export interface MockBackend {
  /** http://127.0.0.1:<port>: the origin serving /api/v1, /gateway/api/v1 and /gateway/ws. */
  url: string;
  events: RunningEventsServer;
  stop(): Promise<void>;
}

/**
 * Starts the mocks and their backend origin (scripts/mock/base-path-proxy.ts), on `ports` or on
 * free ones: nothing is picked ahead of its bind (our servers bind port 0; Prism, told its port up
 * front, picks another when one is taken before it binds, scripts/lib/free-port.ts onFreePort).
 * `onAnswer` hears of each answer the origin passes on.
 */
export async function startMockBackend(ports?: { trader: number; gateway: number; events: number }, onAnswer?: (answer: ProxiedAnswer) => void): Promise<MockBackend> {
  const stops: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    for (const s of stops.splice(0).reverse()) await s();
  };
  try {
    const prisms = await Promise.all([
      startPrism({ document: 'openapi/trader-api.yaml', port: ports?.trader }),
      startPrism({ document: 'openapi/gateway-api.yaml', port: ports?.gateway }),
    ]);
    stops.push(() => Promise.all(prisms.map((p) => p.stop())));
    const events = await startEventsServer({ port: ports?.events ?? 0 });
    stops.push(() => events.close());
    const [trader, gateway, eventsPort] = [prisms[0].url, prisms[1].url, events.url].map(portOf) as [number, number, number];
    const backend = await startBasePathProxy(baseRoutes({ trader, gateway, events: eventsPort }), 0, onAnswer);
    stops.push(() => backend.close());
    return { url: backend.url, events, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Starts the mocks, their backend origin and nginx over `dist` on free ports (and over `controlDist`, on another). */
export async function startBenchStack(dist: string, controlDist?: string): Promise<BenchStack> {
  const distProblems = [dist, ...(controlDist ? [controlDist] : [])].flatMap((d) => nginxProblems(d).filter((p) => !nginxInstallProblems().includes(p)));
  const problems = [...benchToolProblems(), ...distProblems];
  if (problems.length > 0) throw new Error(`bench: cannot start:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  const certificate = trustedCertificate();
  const stops: (() => Promise<unknown>)[] = [async () => certificate.remove()];
  // Once: an interrupt and main's own `finally` may both ask for it; the last started stops first.
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      forget();
      for (const s of stops.reverse()) await s();
    })());
  const forget = stopOnInterrupt(stop);
  const answers = new Map<string, ProxiedAnswer>();
  const record = (answer: ProxiedAnswer) => {
    if (!answer.requestId) return;
    answers.set(answer.requestId, answer);
    if (answers.size > 5000) answers.delete(answers.keys().next().value!);
  };
  try {
    const backend = await startMockBackend(undefined, record);
    stops.push(() => backend.stop());
    const { events } = backend;
    const tls = { certificate: certificate.certificate, key: certificate.key };
    const nginx = await onFreePort((port) => startNginx({ port, backend: backend.url, dist, tls }));
    stops.push(() => nginx.stop());
    let control: BenchStack['control'];
    if (controlDist) {
      const controlNginx = await onFreePort((port) => startNginx({ port, backend: backend.url, dist: controlDist, tls }));
      stops.push(() => controlNginx.stop());
      control = { base: controlNginx.url, port: portOf(controlNginx.url) };
    }
    return {
      base: nginx.url,
      port: portOf(nginx.url),
      events,
      browserEnv: { ...process.env, HOME: certificate.home },
      ...(control ? { control } : {}),
      backendAnswer: (requestId) => answers.get(requestId),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Debian's Chromium with the tests' flags (scripts/lib/chromium.ts), trusting the stack's certificate, driven by Playwright. */
export function launchBrowser(stack: BenchStack, extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs], env: stack.browserEnv, ...LEAVE_SIGNALS });
}

/**
 * One unmeasured load of home first: Prism compiles its routes on the first requests (hundreds of
 * ms), which the first measured open (or Lighthouse's first run) would otherwise read as the
 * server's time. `npm run bench` and `npm run bench:trace` both start with it: without it the
 * trace's cold open paid that compile in its sign-in, and a lever was dropped for it (ADR 0057).
 */
export async function warmUpMocks(stack: BenchStack): Promise<void> {
  const warm = await launchBrowser(stack);
  try {
    const page = await warm.newPage();
    await page.goto(`${stack.base}${launchUrl('/')}`);
    await page.getByRole('heading', { name: /Трейдер #/ }).waitFor();
  } finally {
    await warm.close();
  }
}

/** The same browser with a profile of its own on disk (its HTTP cache outlives the browser): a phone's app opened again. */
export function launchProfile(stack: BenchStack, userDataDir: string, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS], env: stack.browserEnv, ...LEAVE_SIGNALS, ...options });
}

/** The same Chromium, headless, started by chrome-launcher for Lighthouse; interrupts are left to `stopOnInterrupt`. */
export function launchChrome(stack: BenchStack): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS], envVars: stack.browserEnv, handleSIGINT: false });
}
