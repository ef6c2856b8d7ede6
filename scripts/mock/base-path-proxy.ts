// A minimal same-origin proxy for tests that run without Vite: forwards each base path to
// its mock with the base path stripped, exactly as the Vite proxy does in development.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BaseRoute } from './ports.ts';

export interface RunningProxy {
  url: string;
  close(): Promise<void>;
}

export async function startBasePathProxy(routes: BaseRoute[], port = 0): Promise<RunningProxy> {
  const server = http.createServer((req, res) => {
    const route = routes.find((r) => !r.ws && (req.url === r.prefix || req.url?.startsWith(`${r.prefix}/`) || req.url?.startsWith(`${r.prefix}?`)));
    if (!route || !req.url) {
      res.writeHead(502, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ detail: `No mock behind ${req.url ?? ''}` }));
      return;
    }
    const target = new URL(route.target);
    const path = route.strip ? req.url.slice(route.prefix.length) || '/' : req.url;
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: path.startsWith('?') ? `/${path}` : path, headers: req.headers },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      res.writeHead(502, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ detail: `Mock unreachable: ${error.message}` }));
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
