// npm run serve -- --port <port> --backend <origin>: the production build (dist/) behind real
// nginx with the repository's config (deploy/nginx/trader-mini-app.conf.template), in front of the
// backend at <origin>, in the foreground; Ctrl+C stops it.
import path from 'node:path';
import { httpOrigin, tcpPort } from './lib/address.ts';
import { checkedOrExit, commandLine } from './lib/cli.ts';
import { nginxProblems, startNginx } from './lib/nginx.ts';

const USAGE = `Usage: npm run serve -- --port <port> --backend <origin> [--dist <dir>]

  --port <port>       the port nginx listens on (127.0.0.1)
  --backend <origin>  the backend serving /api/v1, /gateway/api/v1 and /gateway/ws, e.g. http://127.0.0.1:8000
  --dist <dir>        the build to serve (default dist/; npm run build first)

Needs Debian's nginx and its Brotli module: apt-get install -y nginx libnginx-mod-http-brotli-static.`;
const { values } = commandLine('serve', USAGE, { port: { type: 'string' }, backend: { type: 'string' }, dist: { type: 'string' } });

const { port, backend } = checkedOrExit(
  'serve',
  () => {
    if (values.port === undefined) throw new Error('--port is required');
    const port = tcpPort(values.port, '--port');
    return { port, backend: httpOrigin(values.backend ?? '', '--backend', "http://127.0.0.1:8000 (no path: the app's prefixes are kept)") };
  },
  USAGE,
);
const dist = path.resolve(values.dist ?? 'dist');
const problems = nginxProblems(dist);
if (problems.length > 0) {
  console.error(`serve: cannot start:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}

const server = await startNginx({ port, backend, dist }).catch((error: unknown) => {
  console.error(`serve: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
console.log(`nginx serves ${path.relative(process.cwd(), dist) || '.'} at ${server.url}/ in front of ${backend} (deploy/nginx/trader-mini-app.conf.template). Ctrl+C stops it.`);
let stopping = false;
const stop = () => {
  stopping = true;
  void server.stop().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.child.on('exit', (code) => {
  if (stopping) return;
  console.error(`serve: nginx exited (${code})`);
  process.exit(1);
});
