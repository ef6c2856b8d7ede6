// Ports for the servers the mocks, the bench's stack, the scripts' tests and the e2e workers start
// (here, so bench/ and scripts/ need nothing from tests/). A server of our own binds port 0 and
// reports the port it got: nothing is picked before binding, so two runs cannot pick the same
// one. A child that must be told its port up front (Prism, vite preview, nginx) gets one from
// onFreePort, which picks another when the child finds it taken in the meantime.
import net from 'node:net';

/** A TCP port that was free a moment ago on the loopback interface (another process may take it before you bind it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Whether a failed start failed because its port was taken: Node's and Prism's `EADDRINUSE`,
 * vite's "Port 4173 is already in use", nginx's "(98: Address already in use)", in the error's
 * message (the starters put the child's output there).
 */
export function portTaken(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${(error as NodeJS.ErrnoException).code ?? ''}` : String(error);
  return /EADDRINUSE|address already in use|port \d+ is already in use/i.test(text);
}

/**
 * `start(port)` on a free port, for a child told its port up front: when the port was taken
 * between the pick and the child's bind (another run picked it too), a new port, up to `attempts`
 * times. Any other failure is thrown at once.
 */
export async function onFreePort<T>(start: (port: number) => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    try {
      return await start(port);
    } catch (error) {
      if (attempt >= attempts || !portTaken(error)) throw error;
    }
  }
}
