// `npm run dev -- --backend ...` (ADR 0012): a pass-through HTTP proxy in front of each Prism
// validating proxy that prints every contract violation Prism found (its `sl-violations` header)
// in the terminal, with the operation, the side (request or response), the field and Prism's
// message. Prism's own log, with --errors, says only "Request/Response not valid".
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OperationInfo } from '../../generated/openapi/trader-api.operations.ts';
import { parseViolations, VIOLATIONS_HEADER } from '../../src/shared/api/proxy-violations.ts';

export interface ViolationTapOptions {
  port: number;
  host?: string;
  /** Prism's URL. */
  target: string;
  operations: Readonly<Record<string, OperationInfo>>;
  /** e.g. "trader-api", printed with each violation. */
  label: string;
  log(line: string): void;
}

export interface RunningTap {
  url: string;
  /** Every violation line printed so far. */
  readonly printed: readonly string[];
  close(): Promise<void>;
}

/** operationId of a method and a concrete path ("/traders/orders/5f..." -> getOrder). */
export function matchOperation(operations: Readonly<Record<string, OperationInfo>>, method: string, pathname: string): OperationInfo | null {
  const candidates = Object.values(operations).filter((op) => op.method === method.toLowerCase());
  // Literal segments first: /traders/orders/history is listOrderHistory, not getOrder.
  const score = (op: OperationInfo) => (op.path.match(/\{/g) ?? []).length;
  for (const op of candidates.sort((a, b) => score(a) - score(b))) {
    const pattern = new RegExp(`^${op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}/?$`);
    if (pattern.test(pathname)) return op;
  }
  return null;
}

export async function startViolationTap(options: ViolationTapOptions): Promise<RunningTap> {
  const target = new URL(options.target);
  const printed: string[] = [];
  const server = http.createServer((req, res) => {
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        const header = answer.headers[VIOLATIONS_HEADER];
        const violations = parseViolations(typeof header === 'string' ? header : null);
        if (violations.length > 0) {
          const pathname = new URL(req.url ?? '/', 'http://x').pathname;
          const op = matchOperation(options.operations, req.method ?? 'GET', pathname);
          const name = `${options.label} ${op?.operationId ?? 'unknownOperation'} (${req.method} ${pathname} -> ${answer.statusCode})`;
          for (const v of violations) {
            const line = `[contract] ${name}: ${v.where}: ${v.message}`;
            printed.push(line);
            options.log(line);
          }
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      res.writeHead(502, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ detail: `Prism proxy unreachable: ${error.message}` }));
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    printed,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
