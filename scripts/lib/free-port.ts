// A free loopback port: the one helper the mocks, the bench's stack, the scripts' tests and the
// e2e workers' servers use (here, so bench/ and scripts/ need nothing from tests/).
import net from 'node:net';

/** A TCP port that was free a moment ago on the loopback interface. */
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
