// A phone's mobile network between the bench's browser and nginx, at the transport level: a TCP
// relay that delays every byte by half a round trip each way and sends it no faster than the
// link's bandwidth, the link shared by all connections in each direction, and a new connection's
// handshake (TCP's SYN, SYN-ACK) costs one round trip before its first byte goes out. TLS passes
// through untouched, so its own round trips are paid as on a phone.
//
// Chromium's own network emulation (DevTools' throttling) delays requests, not packets: the
// connection's TCP and TLS handshakes would cost nothing, and a fresh connection, part of every
// open of the app, would go unmeasured. Not modelled: TCP slow start, loss, DNS (the bench opens
// an IP address).
import net from 'node:net';

export interface LinkSettings {
  rttMs: number;
  /** Each direction's bandwidth. */
  downKbps: number;
  upKbps: number;
}

export interface MobileLink {
  /** https://127.0.0.1:<port>: the target, behind the link. */
  origin: string;
  /** Bytes that crossed the link since the start: server to browser, browser to server. */
  readonly bytes: { down: number; up: number };
  /** Connections the browser opened. */
  readonly connections: number;
  close(): Promise<void>;
}

/** A TCP segment's payload on an Ethernet-sized path (1500-byte MTU). */
const PACKET_BYTES = 1460;

/** One direction of the link: when it is free to send again, shared by every connection. */
class Direction {
  private freeAt = 0;
  bytes = 0;
  private readonly oneWayMs: number;
  private readonly kbps: number;
  constructor(oneWayMs: number, kbps: number) {
    this.oneWayMs = oneWayMs;
    this.kbps = kbps;
  }

  /** When `size` bytes sent at `now`, not before `notBefore`, arrive at the other end. */
  arrival(now: number, size: number, notBefore: number): number {
    const start = Math.max(now, this.freeAt, notBefore);
    this.freeAt = start + (size * 8) / this.kbps; // kbit/s is bit/ms
    this.bytes += size;
    return this.freeAt + this.oneWayMs;
  }
}

/** Delivers chunks to `to` at their arrival times, in order; an end or a close keeps its place behind them. */
function pipeThrough(from: net.Socket, to: net.Socket, direction: Direction, opened: number, handshakeMs: number): void {
  const queue: { at: number; chunk: Buffer | 'end' }[] = [];
  let timer: NodeJS.Timeout | undefined;
  const drain = () => {
    timer = undefined;
    const now = performance.now();
    while (queue.length > 0 && queue[0]!.at <= now) {
      const { chunk } = queue.shift()!;
      if (chunk === 'end') to.end();
      else if (!to.destroyed) to.write(chunk);
    }
    if (queue.length > 0) timer = setTimeout(drain, Math.max(0, queue[0]!.at - now));
  };
  const push = (at: number, chunk: Buffer | 'end') => {
    queue.push({ at, chunk });
    if (timer === undefined) timer = setTimeout(drain, Math.max(0, at - performance.now()));
  };
  const lastAt = () => queue.at(-1)?.at ?? performance.now();
  // Packet by packet, so the first bytes of a long answer arrive before its last have been sent.
  from.on('data', (chunk: Buffer) => {
    for (let offset = 0; offset < chunk.length; offset += PACKET_BYTES) {
      const packet = chunk.subarray(offset, offset + PACKET_BYTES);
      push(direction.arrival(performance.now(), packet.length, opened + handshakeMs), packet);
    }
  });
  from.on('end', () => push(lastAt(), 'end'));
  from.on('close', () => setTimeout(() => to.destroy(), Math.max(0, lastAt() - performance.now())));
}

/** Starts the link in front of `host:port`. */
export async function startMobileLink(port: number, settings: LinkSettings, host = '127.0.0.1'): Promise<MobileLink> {
  const down = new Direction(settings.rttMs / 2, settings.downKbps);
  const up = new Direction(settings.rttMs / 2, settings.upKbps);
  const sockets = new Set<net.Socket>();
  let connections = 0;
  const server = net.createServer((client) => {
    connections += 1;
    const opened = performance.now();
    const target = net.connect(port, host);
    for (const socket of [client, target]) {
      sockets.add(socket);
      socket.setNoDelay(true);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    }
    // The browser's first bytes (TLS's ClientHello) leave once the TCP handshake is done, one
    // round trip after it connected; the server's answers follow what it received.
    pipeThrough(client, target, up, opened, settings.rttMs);
    pipeThrough(target, client, down, opened, 0);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port: linkPort } = server.address() as net.AddressInfo;
  return {
    origin: `https://${host}:${linkPort}`,
    get bytes() {
      return { down: down.bytes, up: up.bytes };
    },
    get connections() {
      return connections;
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        sockets.forEach((socket) => socket.destroy());
      }),
  };
}
