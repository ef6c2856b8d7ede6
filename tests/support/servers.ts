// Child servers the e2e fixtures start per Playwright worker: `vite preview` of the build, with
// its proxy pointed at that worker's mocks or stateful backend (vite.config.ts reads the ports
// and BACKEND_ORIGIN from the environment), under the production Content-Security-Policy.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { onFreePort } from '../../scripts/lib/free-port.ts';
import { waitForHttp } from '../../scripts/lib/wait-for-http.ts';
import { stopChild } from '../../scripts/mock/prism.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  /** Origin, e.g. http://127.0.0.1:41234. */
  url: string;
  stop(): Promise<void>;
}

/** Output of a child, kept for the error when it does not come up. */
function tail(child: ChildProcess, limit = 40): () => string {
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - limit));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => lines.join('\n');
}

/** The build directory the e2e tests serve: E2E_DIST, default dist/. */
export function distDir(): string {
  const outDir = process.env.E2E_DIST ?? 'dist';
  if (!existsSync(path.resolve(ROOT, outDir, 'index.html'))) throw new Error(`No build in ${outDir}/: run npm run build first`);
  return outDir;
}

/**
 * `vite preview` of the build on a free port (told to it: another when one is taken before it
 * binds it, onFreePort); `env` says where its proxy goes (MOCK_*_PORT for the mocks,
 * BACKEND_ORIGIN for the stateful backend: scripts/mock/ports.ts proxyRoutes).
 */
export function startPreview(env: Record<string, string>): Promise<RunningServer> {
  const outDir = distDir();
  return onFreePort((port) => startPreviewOn(port, outDir, env));
}

async function startPreviewOn(port: number, outDir: string, env: Record<string, string>): Promise<RunningServer> {
  const preview = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'preview', '--host', '127.0.0.1', '--strictPort', '--port', String(port), '--outDir', outDir],
    { cwd: ROOT, env: { ...process.env, ...env, APP_PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const output = tail(preview);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(url, preview, output);
  } catch (error) {
    await stopChild(preview);
    throw error;
  }
  return { url, stop: () => stopChild(preview) };
}
