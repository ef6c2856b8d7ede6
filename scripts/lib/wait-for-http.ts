// Waiting for a server a script or a test started as a child process: the one loop the dev
// command, `npm run serve` and the e2e fixtures' preview share.
import type { ChildProcess } from 'node:child_process';

/** Whether `url` answers 2xx (fetch; a server with a certificate of its own passes a probe that trusts it). */
export type HttpProbe = (url: string) => Promise<boolean>;

const fetchProbe: HttpProbe = (url) => fetch(url).then((r) => r.ok, () => false);

/**
 * Resolves once `url` answers 2xx; rejects when `child` exits first or `timeoutMs` passes, with
 * `output()` (the child's last lines) in the message.
 */
export async function waitForHttp(url: string, child: ChildProcess, output: () => string = () => '', timeoutMs = 60_000, probe: HttpProbe = fetchProbe): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${path(child)} exited with ${child.exitCode} before ${url} answered:\n${output()}`);
    if (await probe(url)) return;
    if (Date.now() > deadline) throw new Error(`${path(child)} did not answer at ${url} within ${timeoutMs / 1000} s:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

const path = (child: ChildProcess) => child.spawnargs.slice(0, 3).join(' ');
