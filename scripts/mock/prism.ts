// Start and stop Prism mock servers (one per OpenAPI document). Used by `npm run mock`,
// `npm run dev` and the contract tests' global setup.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { onFreePort } from '../lib/free-port.ts';

const root = path.resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);

export interface PrismOptions {
  /** Path of the OpenAPI document, relative to the repository root. */
  document: string;
  /**
   * The port Prism listens on; omitted or 0, a free one (picked for it, and picked again when
   * another process takes it before Prism binds it: scripts/lib/free-port.ts onFreePort). Its URL
   * says which.
   */
  port?: number;
  host?: string;
  /** Random valid responses (json-schema-faker) instead of examples. */
  dynamic?: boolean;
  /** Seed for dynamic responses, so a failing run can be replayed. */
  seed?: string;
  /** Print Prism's log lines with this prefix; silent when undefined. */
  logPrefix?: string;
  /** Which log lines to print (default all). */
  logFilter?: (line: string) => boolean;
  /**
   * A validating proxy to this upstream (e.g. https://host/api/v1) instead of a mock: every
   * request and answer is checked against the document; with `errors`, an answer that breaks it
   * becomes a 500 problem+json, and the violations are listed in the `sl-violations` header.
   */
  upstream?: string;
  errors?: boolean;
}

export interface RunningPrism {
  url: string;
  stop(): Promise<void>;
}

function prismBin(): string {
  const pkg = require.resolve('@stoplight/prism-cli/package.json');
  return path.join(path.dirname(pkg), 'dist', 'index.js');
}

export function startPrism(options: PrismOptions): Promise<RunningPrism> {
  const { port } = options;
  return port ? startPrismOn(options, port) : onFreePort((free) => startPrismOn(options, free));
}

async function startPrismOn(options: PrismOptions, port: number): Promise<RunningPrism> {
  const host = options.host ?? '127.0.0.1';
  // prism-decimals.ts first: ajv's multipleOf in decimal, as the contract means it.
  const preload = ['--import', path.join(import.meta.dirname, 'prism-decimals.ts')];
  const args = options.upstream
    ? [...preload, prismBin(), 'proxy', path.join(root, options.document), options.upstream, '--port', String(port), '--host', host]
    : [...preload, prismBin(), 'mock', path.join(root, options.document), '--port', String(port), '--host', host];
  if (options.errors) args.push('--errors');
  if (options.dynamic) args.push('--dynamic', '--json-schema-faker-fillProperties=false');
  if (options.seed !== undefined) args.push('--seed', options.seed);
  // Prism needs Node 24: run it with the Node that runs this script (the pinned one).
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  const url = `http://${host}:${port}`;
  let output = '';
  const onData = (chunk: Buffer) => {
    const text = chunk.toString();
    output = (output + text).slice(-4000);
    if (options.logPrefix !== undefined) {
      for (const line of text.split('\n').filter(Boolean)) {
        if (!options.logFilter || options.logFilter(line)) console.log(`${options.logPrefix} ${line}`);
      }
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`Prism did not start for ${options.document} within 60 s:\n${output}`)), 60_000);
    const poll = setInterval(() => {
      if (/Prism is listening on/.test(output)) {
        cleanup();
        resolve();
      }
    }, 100);
    const onExit = (code: number | null) =>
      fail(new Error(`Prism exited (code ${code}) while starting for ${options.document}:\n${output}`));
    child.once('exit', onExit);
    function cleanup() {
      clearTimeout(timer);
      clearInterval(poll);
      child.off('exit', onExit);
    }
    function fail(error: Error) {
      cleanup();
      child.kill('SIGTERM');
      reject(error);
    }
  });

  return { url, stop: () => stopChild(child) };
}

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
