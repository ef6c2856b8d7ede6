// Waiting for a server a script or a test started as a child process: the one loop the dev
// command, `npm run serve` and the e2e fixtures' preview share.
import type { ChildProcess } from 'node:child_process';

/**
 * Resolves once `url` answers 2xx; rejects when `child` exits first or `timeoutMs` passes, with
 * `output()` (the child's last lines) in the message.
 */
export async function waitForHttp(url: string, child: ChildProcess, output: () => string = () => '', timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${path(child)} exited with ${child.exitCode} before ${url} answered:\n${output()}`);
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    if (Date.now() > deadline) throw new Error(`${path(child)} did not answer at ${url} within ${timeoutMs / 1000} s:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

const path = (child: ChildProcess) => child.spawnargs.slice(0, 3).join(' ');
