// Real nginx in front of the build, with the repository's server config
// (deploy/nginx/trader-mini-app.conf.template): `npm run serve` and the tests that go through it.
// Debian's nginx with libnginx-mod-http-brotli-static; nothing of the system's nginx config is
// used but its mime.types: the server runs from a prefix directory of its own.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stopChild } from '../mock/prism.ts';
import { waitForHttp } from './wait-for-http.ts';

const root = path.resolve(import.meta.dirname, '../..');
export const NGINX_TEMPLATE = path.join(root, 'deploy/nginx/trader-mini-app.conf.template');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const BROTLI_MODULE = process.env.NGINX_BROTLI_MODULE ?? '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const MIME_TYPES = '/etc/nginx/mime.types';

/** What the server needs that may be missing, each as a sentence with its fix; empty when all is there. */
export function nginxProblems(dist: string): string[] {
  const problems: string[] = [];
  if (!existsSync(NGINX)) problems.push(`nginx is not installed at ${NGINX}: apt-get install -y nginx libnginx-mod-http-brotli-static (or set NGINX_PATH)`);
  if (!existsSync(BROTLI_MODULE)) problems.push(`nginx's Brotli module is missing (${BROTLI_MODULE}): apt-get install -y libnginx-mod-http-brotli-static (or set NGINX_BROTLI_MODULE)`);
  if (!existsSync(path.join(dist, 'index.html')) || !existsSync(path.join(dist, 'content-security-policy.txt'))) {
    problems.push(`no build in ${dist}: run npm run build first`);
  }
  return problems;
}

/** The template with its ${NAME} placeholders filled; a placeholder without a value is an error. */
export function renderTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{([A-Z_]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`nginx template: no value for \${${name}}`);
    return value;
  });
}

export interface NginxOptions {
  port: number;
  /** The backend's origin, e.g. http://127.0.0.1:8000. */
  backend: string;
  /** The build directory (default dist/). */
  dist?: string;
  host?: string;
}

export interface RunningNginx {
  url: string;
  child: ChildProcess;
  /** Stops nginx and removes its prefix directory. */
  stop(): Promise<void>;
}

/** The server's own prefix: the main config around the repository's server block. */
function writePrefix(options: Required<NginxOptions>): string {
  const prefix = mkdtempSync(path.join(tmpdir(), 'trader-nginx-'));
  const policy = readFileSync(path.join(options.dist, 'content-security-policy.txt'), 'utf8').trim();
  const server = renderTemplate(readFileSync(NGINX_TEMPLATE, 'utf8'), {
    APP_LISTEN: `${options.host}:${options.port}`,
    APP_ROOT: path.resolve(options.dist),
    BACKEND_ORIGIN: options.backend.replace(/\/$/, ''),
    CONTENT_SECURITY_POLICY: policy.replace(/"/g, '\\"'),
  });
  writeFileSync(path.join(prefix, 'trader-mini-app.conf'), server);
  const asRoot = process.getuid?.() === 0;
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `load_module ${BROTLI_MODULE};
${asRoot ? 'user root;\n' : ''}worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log stderr warn;
events { worker_connections 512; }
http {
    include ${MIME_TYPES};
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    client_body_temp_path ${prefix}/client_body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
    include ${prefix}/trader-mini-app.conf;
}
`,
  );
  return prefix;
}

/** Starts nginx in the foreground of a child process; resolves once it answers. */
export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  const full: Required<NginxOptions> = { dist: path.join(root, 'dist'), host: '127.0.0.1', ...options };
  const problems = nginxProblems(full.dist);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  const prefix = writePrefix(full);
  const args = ['-p', prefix, '-e', 'stderr', '-c', path.join(prefix, 'nginx.conf')];
  const test = spawnSync(NGINX, [...args, '-t', '-q'], { encoding: 'utf8' });
  if (test.status !== 0) {
    rmSync(prefix, { recursive: true, force: true });
    throw new Error(`nginx refused the config:\n${test.stderr}`);
  }
  const child = spawn(NGINX, args, { stdio: ['ignore', 'inherit', 'pipe'] });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
    process.stderr.write(chunk);
  });
  const url = `http://${full.host}:${full.port}`;
  const stop = async () => {
    await stopChild(child);
    rmSync(prefix, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`${url}/version.json`, child, () => output, 15_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, child, stop };
}
