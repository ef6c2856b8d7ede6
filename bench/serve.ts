// The bench's stack: Prism for both OpenAPI documents, the events mock, and the production build
// served the way the README's "Deployment" section asks for: HTTPS with HTTP/2, the build's
// precompressed Brotli or gzip copies, hashed assets immutable, index.html no-cache and under the
// build's Content-Security-Policy (dist/content-security-policy.txt), with the API base paths
// forwarded to the mocks.
//
// Why not `vite preview`: it serves HTTP/1.1 whenever a proxy is configured. Over HTTP/1.1 a
// browser opens at most 6 connections per origin, so the first screen's parallel round of API
// requests goes out in two waves, each paying its own handshakes and round trip; no production
// host serves a Telegram mini-app (HTTPS only) that way. The e2e tests keep `vite preview`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import http2, { type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import { startEventsServer, type RunningEventsServer } from '../scripts/mock/events-server.ts';
import { baseRoutes, type BaseRoute } from '../scripts/mock/ports.ts';
import { startPrism } from '../scripts/mock/prism.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.ts';
import { freePort } from '../scripts/lib/free-port.ts';

/** The flags the bench's browsers run with: the tests' (scripts/lib/chromium.ts), and the stack's certificate is self-signed. */
const CHROMIUM_FLAGS = [...CHROMIUM_ARGS, '--ignore-certificate-errors'];

/** Debian's Chromium with the bench's flags, driven by Playwright; interrupts are left to `stopOnInterrupt`. */
export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, ...extraArgs], ...LEAVE_SIGNALS });
}

/** The same Chromium, headless, started by chrome-launcher for Lighthouse; interrupts are left to `stopOnInterrupt`. */
export function launchChrome(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS], handleSIGINT: false });
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = /\.(html|js|css|json|map|txt|svg)$/;
/** The build's precompressed copies (vite.config.ts, ADR 0016), in order of preference. */
const STORED_ENCODINGS = [
  { name: 'br', suffix: '.br', accepted: /\bbr\b/ },
  { name: 'gzip', suffix: '.gz', accepted: /\bgzip\b/ },
];
// Hop-by-hop headers (RFC 9110 section 7.6.1), and what fetch() has already decoded.
const NOT_FORWARDED = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'host', 'content-length', 'content-encoding']);

// What an interrupted bench (Ctrl+C, or SIGTERM from a CI timeout or `kill`) must stop: without
// this the mocks (Prism children) and Lighthouse's Chromium outlived the process.
const onInterrupt = new Set<() => Promise<unknown>>();
let handlersInstalled = false;
let interrupted = false;

/** Launch options for Playwright's browsers that leave SIGINT and SIGTERM to `stopOnInterrupt`:
 * its own handlers exit the process before the mocks are stopped. It still kills its browsers
 * when the process exits. (chrome-launcher takes `handleSIGINT: false` for the same reason.) */
const LEAVE_SIGNALS = { handleSIGINT: false, handleSIGTERM: false } as const;

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
        console.error(`bench: ${signal}: stopping the mocks and browsers`);
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

export interface BenchStack {
  /** https://127.0.0.1:<port> */
  base: string;
  events: RunningEventsServer;
  stop(): Promise<void>;
}

/** A throwaway self-signed certificate for 127.0.0.1 (browsers run with --ignore-certificate-errors). */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-tls-'));
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '2', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', 'key.pem', '-out', 'cert.pem'],
      { cwd: dir, stdio: 'ignore' },
    );
    return { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) };
  } catch (error) {
    throw new Error('bench: could not create a TLS certificate with openssl (apt-get install -y openssl)', { cause: error });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Static files of `dist` with the deployment headers; unknown non-asset paths get index.html. */
function staticFiles(dist: string) {
  const root = path.resolve(dist);
  const policy = readFileSync(path.join(root, 'content-security-policy.txt'), 'utf8').trim();
  const gzipped = new Map<string, Buffer>();
  return (req: Http2ServerRequest, res: Http2ServerResponse) => {
    const pathname = decodeURIComponent(new URL(req.url, 'https://bench.invalid').pathname);
    let file = path.join(root, pathname);
    if (!file.startsWith(root + path.sep) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
      if (pathname.startsWith('/assets/')) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end(`no such file: ${pathname}`);
        return;
      }
      file = path.join(root, 'index.html');
    }
    const isIndex = file === path.join(root, 'index.html');
    const headers: Record<string, string> = {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': isIndex ? 'no-cache' : 'public, max-age=31536000, immutable',
    };
    if (isIndex) headers['content-security-policy'] = policy;
    let body: Buffer = readFileSync(file);
    if (COMPRESSIBLE.test(file)) {
      headers.vary = 'accept-encoding';
      const accepted = String(req.headers['accept-encoding'] ?? '');
      // The build's precompressed copies first (ADR 0016), Brotli before gzip; gzip on the fly
      // for a file the build wrote none for.
      const stored = STORED_ENCODINGS.find((e) => e.accepted.test(accepted) && statSync(file + e.suffix, { throwIfNoEntry: false })?.isFile());
      if (stored) {
        body = readFileSync(file + stored.suffix);
        headers['content-encoding'] = stored.name;
      } else if (/\bgzip\b/.test(accepted)) {
        body = gzipped.get(file) ?? gzipped.set(file, gzipSync(body)).get(file)!;
        headers['content-encoding'] = 'gzip';
      }
    }
    res.writeHead(200, headers).end(body);
  };
}

function upstreamUrl(route: BaseRoute, url: string): string {
  return route.target + (route.strip ? url.slice(route.prefix.length) || '/' : url);
}

/** Forwards a request under a base path to its mock. */
async function forward(route: BaseRoute, req: Http2ServerRequest, res: Http2ServerResponse): Promise<void> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (name.startsWith(':') || NOT_FORWARDED.has(name) || value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    const upstream = await fetch(upstreamUrl(route, req.url), { method: req.method, headers, ...(chunks.length ? { body: Buffer.concat(chunks) } : {}) });
    const out: Record<string, string> = {};
    upstream.headers.forEach((value, name) => {
      if (!NOT_FORWARDED.has(name)) out[name] = value;
    });
    res.writeHead(upstream.status, out).end(Buffer.from(await upstream.arrayBuffer()));
  } catch (error) {
    res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' }).end(`bench proxy: ${route.target} did not answer: ${String(error)}`);
  }
}

/** Forwards a WebSocket upgrade (HTTP/1.1) to its mock as raw TCP. */
function forwardUpgrade(route: BaseRoute, req: IncomingMessage, socket: Duplex, head: Buffer): void {
  const target = new URL(route.target);
  const upstream = net.connect(Number(target.port), target.hostname, () => {
    const lines = [`${req.method} ${upstreamUrl(route, req.url ?? '/').slice(route.target.length)} HTTP/1.1`];
    for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
    upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (head.length) upstream.write(head);
    upstream.pipe(socket).pipe(upstream);
  });
  const close = () => {
    upstream.destroy();
    socket.destroy();
  };
  upstream.on('error', close);
  socket.on('error', close);
  // A side that closes takes the other with it (a destroyed socket emits no 'end' for pipe() to
  // pass on), so the events mock is never left holding a connection that keeps it from closing.
  upstream.on('close', close);
  socket.on('close', close);
}

/** Starts the mocks and the HTTPS/HTTP/2 server for `dist` on free ports. */
export async function startBenchStack(dist: string): Promise<BenchStack> {
  const [trader, gateway, eventsPort, app] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const prisms = await Promise.all([
    startPrism({ document: 'openapi/trader-api.yaml', port: trader }),
    startPrism({ document: 'openapi/gateway-api.yaml', port: gateway }),
  ]);
  const events = await startEventsServer({ port: eventsPort });
  const routes = baseRoutes({ trader, gateway, events: eventsPort });
  const route = (url: string) => routes.find((r) => url === r.prefix || url.startsWith(`${r.prefix}/`) || url.startsWith(`${r.prefix}?`));
  const files = staticFiles(dist);
  const server = http2.createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, (req, res) => {
    const r = route(req.url);
    if (r) void forward(r, req, res);
    else files(req, res);
  });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const r = route(req.url ?? '');
    if (r?.ws) forwardUpgrade(r, req, socket, head);
    else socket.destroy();
  });
  const sockets = new Set<net.Socket>();
  server.on('secureConnection', (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(app, '127.0.0.1', resolve));
  // Once: an interrupt and main's own `finally` may both ask for it.
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      forget();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      sockets.forEach((socket) => socket.destroy());
      await closed;
      await events.close();
      await Promise.all(prisms.map((p) => p.stop()));
    })());
  const forget = stopOnInterrupt(stop);
  return { base: `https://127.0.0.1:${app}`, events, stop };
}
