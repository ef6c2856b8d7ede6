// A minimal same-origin proxy for what runs without Vite (the contract tests, and the bench's
// backend behind nginx): forwards each base path to its mock, the base path stripped where the
// route says so, exactly as the Vite proxy does in development; the socket's path (the events
// mock) both as HTTP long-polling and as a WebSocket upgrade.
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { REQUEST_ID } from '../../src/shared/api/request-id.ts';
import type { BaseRoute } from './ports.ts';

export interface RunningProxy {
  url: string;
  close(): Promise<void>;
}

/** One answer the proxy passed on: the request's id, and when it came in and its answer went out (this process's performance.now(), ms). */
export interface ProxiedAnswer {
  requestId: string | undefined;
  method: string;
  url: string;
  arrived: number;
  finished: number;
}

const upstreamPath = (route: BaseRoute, url: string) => {
  const path = route.strip ? url.slice(route.prefix.length) || '/' : url;
  return path.startsWith('?') ? `/${path}` : path;
};

/** Forwards a WebSocket upgrade to its mock as raw TCP: the request line and headers, then both ways. */
function forwardUpgrade(route: BaseRoute, req: http.IncomingMessage, socket: Duplex, head: Buffer): void {
  const target = new URL(route.target);
  const upstream = net.connect(Number(target.port), target.hostname, () => {
    const lines = [`${req.method} ${upstreamPath(route, req.url ?? '/')} HTTP/1.1`];
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

/** `onAnswer`, when given, hears of each HTTP answer once it has gone out (the bench's mocks' time, bench/warm-open.ts). */
export async function startBasePathProxy(routes: BaseRoute[], port = 0, onAnswer?: (answer: ProxiedAnswer) => void): Promise<RunningProxy> {
  const routeOf = (url: string | undefined) => routes.find((r) => url === r.prefix || url?.startsWith(`${r.prefix}/`) || url?.startsWith(`${r.prefix}?`));
  const server = http.createServer((req, res) => {
    if (onAnswer) {
      const arrived = performance.now();
      const requestId = req.headers[REQUEST_ID];
      res.once('finish', () => onAnswer({ requestId: Array.isArray(requestId) ? requestId[0] : requestId, method: req.method ?? '', url: req.url ?? '', arrived, finished: performance.now() }));
    }
    const route = routeOf(req.url);
    if (!route || !req.url) {
      res.writeHead(502, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ detail: `No mock behind ${req.url ?? ''}` }));
      return;
    }
    const target = new URL(route.target);
    const upstream = http.request({ host: target.hostname, port: target.port, method: req.method, path: upstreamPath(route, req.url), headers: req.headers }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    });
    upstream.on('error', (error) => {
      res.writeHead(502, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ detail: `Mock unreachable: ${error.message}` }));
    });
    req.pipe(upstream);
  });
  server.on('upgrade', (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    const route = routeOf(req.url);
    if (route?.ws) forwardUpgrade(route, req, socket, head);
    else socket.destroy();
  });
  const sockets = new Set<Duplex>();
  server.on('connection', (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}`,
    // Upgraded sockets and keep-alive connections are closed too, so close() does not wait on a browser.
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        sockets.forEach((socket) => socket.destroy());
      }),
  };
}
