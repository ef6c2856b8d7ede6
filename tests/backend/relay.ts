// A TCP relay between the app's server (vite preview, nginx) and the stateful backend, which a
// test can cut: the mobile network's outage, seen from the server side. Cut, it destroys every
// live connection (a request in flight loses its answer, the socket drops) and, until restored,
// either resets every new connection at once ('reset': the backend is unreachable, the proxy
// answers an error fast) or holds it without a byte ('hang': the request waits until the client
// gives up). Restored, it relays again; nothing is replayed.
import net from 'node:net';

export type CutMode = 'reset' | 'hang';

export interface Relay {
  /** http://127.0.0.1:<port>: use it as the backend's origin. */
  readonly origin: string;
  /** Connections accepted since the start (or the last reset), relayed or not. */
  readonly accepted: number;
  readonly isCut: boolean;
  /** Drops every live connection; new ones are reset or held until restore(). */
  cut(mode?: CutMode): void;
  /** Relays again; held connections are destroyed (their clients have long given up or will retry). */
  restore(): void;
  /** Restores and zeroes the counter (between tests). */
  reset(): void;
  close(): Promise<void>;
}

export async function startRelay(target: string, host = '127.0.0.1'): Promise<Relay> {
  const upstream = new URL(target);
  const live = new Set<net.Socket>();
  const held = new Set<net.Socket>();
  let mode: CutMode | null = null;
  let accepted = 0;

  const server = net.createServer((client) => {
    accepted += 1;
    client.on('error', () => undefined);
    if (mode === 'reset') {
      client.resetAndDestroy();
      return;
    }
    if (mode === 'hang') {
      held.add(client);
      client.on('close', () => held.delete(client));
      return;
    }
    const backend = net.connect(Number(upstream.port), upstream.hostname);
    backend.on('error', () => client.destroy());
    client.on('error', () => backend.destroy());
    live.add(client);
    live.add(backend);
    const forget = () => {
      live.delete(client);
      live.delete(backend);
    };
    client.on('close', () => {
      forget();
      backend.destroy();
    });
    backend.on('close', () => {
      forget();
      client.destroy();
    });
    client.pipe(backend);
    backend.pipe(client);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('relay: the server has no TCP address');

  const dropAll = (sockets: Set<net.Socket>) => {
    for (const socket of [...sockets]) socket.resetAndDestroy();
    sockets.clear();
  };
  const restore = () => {
    mode = null;
    dropAll(held);
  };

  return {
    origin: `http://${host}:${address.port}`,
    get accepted() {
      return accepted;
    },
    get isCut() {
      return mode !== null;
    },
    cut(next: CutMode = 'reset') {
      mode = next;
      dropAll(live);
    },
    restore,
    reset() {
      restore();
      accepted = 0;
    },
    close() {
      mode = 'reset';
      dropAll(live);
      dropAll(held);
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
