// The bench's mobile link delays and paces bytes as a phone's network would; a link that passed
// them through faster would make the bench's opens look better than a phone sees them.
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startMobileLink, type MobileLink } from './mobile-link.ts';

/** A server that answers every chunk with `answer(chunk)`. */
async function startServer(answer: (chunk: Buffer) => Buffer): Promise<{ port: number; close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('data', (chunk) => socket.write(answer(chunk)));
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        sockets.forEach((s) => s.destroy());
        server.close(() => resolve());
      }),
  };
}

/** Connects through the link, sends `request`, resolves with the times (ms from the connect) of the first byte and of `expected` bytes. */
async function exchange(link: MobileLink, request: string, expected: number): Promise<{ first: number; all: number }> {
  const { port } = new URL(link.origin);
  const started = performance.now();
  const socket = net.connect(Number(port), '127.0.0.1');
  socket.write(request);
  let received = 0;
  let first = NaN;
  return new Promise((resolve, reject) => {
    socket.on('error', reject);
    socket.on('data', (chunk: Buffer) => {
      if (received === 0) first = performance.now() - started;
      received += chunk.length;
      if (received >= expected) {
        socket.destroy();
        resolve({ first, all: performance.now() - started });
      }
    });
  });
}

describe('mobile link', () => {
  const stops: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
  });

  it("costs a new connection's handshake and a round trip before the first answer byte", async () => {
    const server = await startServer((chunk) => chunk);
    const link = await startMobileLink(server.port, { rttMs: 100, downKbps: 100_000, upKbps: 100_000 });
    stops.push(server.close, link.close);
    const { first } = await exchange(link, 'ping', 4);
    // TCP's handshake (1 round trip), then the request out and the answer back (1 more).
    expect(first).toBeGreaterThanOrEqual(200);
    expect(first).toBeLessThan(1000);
    expect(link.connections).toBe(1);
  });

  it("sends an answer no faster than the link's bandwidth, and counts its bytes", async () => {
    const size = 50_000;
    const server = await startServer(() => Buffer.alloc(size, 1));
    // 400 kbit/s: 50,000 bytes take 1,000 ms.
    const link = await startMobileLink(server.port, { rttMs: 20, downKbps: 400, upKbps: 400 });
    stops.push(server.close, link.close);
    const { first, all } = await exchange(link, 'x', size);
    expect(all - first).toBeGreaterThanOrEqual(900);
    expect(all).toBeGreaterThanOrEqual(1000 + 40);
    expect(link.bytes).toEqual({ down: size, up: 1 });
  });
});
