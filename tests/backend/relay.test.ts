// The relay the stateful e2e tests cut: it passes requests through, a cut drops what is in
// flight and refuses or holds what comes next, and a restore relays again.
import http from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startRelay, type Relay } from './relay.ts';

let upstream: http.Server;
let relay: Relay;
let slow: () => void = () => undefined;

beforeEach(async () => {
  upstream = http.createServer((req, res) => {
    if (req.url === '/slow') {
      slow = () => res.end('late');
      return;
    }
    res.end('ok');
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const address = upstream.address();
  if (address === null || typeof address === 'string') throw new Error('no address');
  relay = await startRelay(`http://127.0.0.1:${address.port}`);
});

afterEach(async () => {
  await relay.close();
  upstream.closeAllConnections();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
});

const get = (path: string, timeoutMs = 2_000) => fetch(`${relay.origin}${path}`, { signal: AbortSignal.timeout(timeoutMs) }).then((r) => r.text());

describe('relay', () => {
  it('passes requests through and counts connections', async () => {
    expect(await get('/')).toBe('ok');
    expect(relay.accepted).toBeGreaterThanOrEqual(1);
  });

  it('a cut loses the answer in flight and refuses new connections until restored', async () => {
    const inFlight = get('/slow');
    await expect.poll(() => relay.accepted).toBe(1);
    relay.cut();
    slow();
    await expect(inFlight).rejects.toThrow();
    await expect(get('/')).rejects.toThrow();
    relay.restore();
    expect(await get('/')).toBe('ok');
  });

  it("a 'hang' cut holds new connections without an answer", async () => {
    relay.cut('hang');
    await expect(get('/', 300)).rejects.toThrow(/timeout|aborted/i);
    relay.restore();
    expect(await get('/')).toBe('ok');
  });
});
