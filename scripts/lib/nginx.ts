// Real nginx in front of the build, with the repository's server config
// (deploy/nginx/trader-mini-app.conf.template): `npm run serve`, the tests that go through it
// and the bench (over HTTPS and HTTP/2). Debian's nginx with libnginx-mod-http-brotli-static;
// nothing of the system's nginx config is used but its mime.types: the server runs from a prefix
// directory of its own.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stopChild } from '../mock/prism.ts';
import { waitForHttp, type HttpProbe } from './wait-for-http.ts';

const root = path.resolve(import.meta.dirname, '../..');
export const NGINX_TEMPLATE = path.join(root, 'deploy/nginx/trader-mini-app.conf.template');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const BROTLI_MODULE = process.env.NGINX_BROTLI_MODULE ?? '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const MIME_TYPES = '/etc/nginx/mime.types';

/** What of nginx may be missing from the machine, each as a sentence with its fix. */
export function nginxInstallProblems(): string[] {
  const problems: string[] = [];
  if (!existsSync(NGINX)) problems.push(`nginx is not installed at ${NGINX}: apt-get install -y nginx libnginx-mod-http-brotli-static (or set NGINX_PATH)`);
  if (!existsSync(BROTLI_MODULE)) problems.push(`nginx's Brotli module is missing (${BROTLI_MODULE}): apt-get install -y libnginx-mod-http-brotli-static (or set NGINX_BROTLI_MODULE)`);
  return problems;
}

/** What the server needs that may be missing, each as a sentence with its fix; empty when all is there. */
export function nginxProblems(dist: string): string[] {
  const problems = nginxInstallProblems();
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

/** HTTPS with HTTP/2 on the server's port, as a real deployment serves the app. */
export interface NginxTls {
  /** PEM files: the server's certificate (chain) and its key. */
  certificate: string;
  key: string;
}

export interface NginxOptions {
  port: number;
  /** The backend's origin, e.g. http://127.0.0.1:8000. */
  backend: string;
  /** The build directory (default dist/). */
  dist?: string;
  host?: string;
  /** Serve HTTPS and HTTP/2 with this certificate (default: plain HTTP/1.1). */
  tls?: NginxTls;
}

export interface RunningNginx {
  /** http://host:port, or https:// with `tls`. */
  url: string;
  child: ChildProcess;
  /**
   * Serves another build from now on, as a deploy switches releases: the config's root is a
   * symlink in the prefix, replaced at once (nothing reloads). The build's policy must be the
   * running config's (it is rendered into it): a release that changes it needs nginx started
   * again with the new one.
   */
  switchRelease(dist: string): void;
  /** Stops nginx and removes its prefix directory. */
  stop(): Promise<void>;
}

/** nginx's version as [major, minor, patch] (`nginx -v` prints it on stderr). */
function nginxVersion(): [number, number, number] {
  const printed = spawnSync(NGINX, ['-v'], { encoding: 'utf8' }).stderr;
  const match = /nginx\/(\d+)\.(\d+)\.(\d+)/.exec(printed);
  if (!match) throw new Error(`could not read nginx's version from "${printed.trim()}"`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/**
 * The listen parameters and the http-context lines for TLS with HTTP/2: the template's
 * ${APP_LISTEN} carries `ssl` (and `http2` before nginx 1.25.1, which moved it to `http2 on;`),
 * and the certificate goes in the http context, which the server block inherits: the shipped
 * template is used unchanged.
 */
function tlsConfig(tls: NginxTls): { listen: string; http: string } {
  const [major, minor, patch] = nginxVersion();
  const http2Directive = major > 1 || (major === 1 && (minor > 25 || (minor === 25 && patch >= 1)));
  return {
    listen: http2Directive ? ' ssl' : ' ssl http2',
    http: `    ssl_certificate ${path.resolve(tls.certificate)};
    ssl_certificate_key ${path.resolve(tls.key)};
    ssl_protocols TLSv1.2 TLSv1.3;
${http2Directive ? '    http2 on;\n' : ''}`,
  };
}

const readPolicy = (dist: string) => readFileSync(path.join(dist, 'content-security-policy.txt'), 'utf8').trim();

/** The server's own prefix: the main config around the repository's server block, and the root's symlink. */
function writePrefix(options: Required<Omit<NginxOptions, 'tls'>> & Pick<NginxOptions, 'tls'>): string {
  const prefix = mkdtempSync(path.join(tmpdir(), 'trader-nginx-'));
  symlinkSync(path.resolve(options.dist), path.join(prefix, 'release'));
  const tls = options.tls ? tlsConfig(options.tls) : { listen: '', http: '' };
  const server = renderTemplate(readFileSync(NGINX_TEMPLATE, 'utf8'), {
    APP_LISTEN: `${options.host}:${options.port}${tls.listen}`,
    APP_ROOT: path.join(prefix, 'release'),
    BACKEND_ORIGIN: options.backend.replace(/\/$/, ''),
    CONTENT_SECURITY_POLICY: readPolicy(options.dist).replace(/"/g, '\\"'),
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
${tls.http}    include ${prefix}/trader-mini-app.conf;
}
`,
  );
  return prefix;
}

/** An HTTPS answer, whoever signed the certificate: the browser decides whom it trusts; this only waits for the server. */
const tlsProbe: HttpProbe = (url) =>
  new Promise((resolve) => {
    https
      .get(url, { rejectUnauthorized: false }, (response) => {
        response.resume();
        resolve((response.statusCode ?? 0) >= 200 && (response.statusCode ?? 0) < 300);
      })
      .on('error', () => resolve(false));
  });

/** Starts nginx in the foreground of a child process; resolves once it answers. */
export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  const full = { dist: path.join(root, 'dist'), host: '127.0.0.1', ...options };
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
  const url = `${full.tls ? 'https' : 'http'}://${full.host}:${full.port}`;
  const stop = async () => {
    await stopChild(child);
    rmSync(prefix, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`${url}/version.json`, child, () => output, 15_000, full.tls ? tlsProbe : undefined);
  } catch (error) {
    await stop();
    throw error;
  }
  const policy = readPolicy(full.dist);
  const switchRelease = (dist: string) => {
    const problems = nginxProblems(dist);
    if (problems.length > 0) throw new Error(problems.join('\n'));
    if (readPolicy(dist) !== policy) {
      throw new Error(`${dist} has another Content-Security-Policy than the one nginx was started with: start nginx again with it (the policy is part of the config)`);
    }
    // A new link renamed over the old one: every request sees one release or the other.
    const next = path.join(prefix, 'release.next');
    rmSync(next, { force: true });
    symlinkSync(path.resolve(dist), next);
    renameSync(next, path.join(prefix, 'release'));
  };
  return { url, child, switchRelease, stop };
}
