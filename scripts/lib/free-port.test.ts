// A child told its port up front can find it taken by the time it binds (two Vitest runs picked
// the same free port once: EADDRINUSE in scripts/mock/dev-backend.test.ts). onFreePort picks
// another port then, and only then.
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { onFreePort, portTaken } from './free-port.ts';

const servers: net.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

/** Binds `port` on the loopback interface, as a child would; rejects with Node's EADDRINUSE when it is taken. */
function bind(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      servers.push(server);
      resolve(port);
    });
  });
}

describe('onFreePort', () => {
  it('picks another port when the first is taken between the pick and the bind', async () => {
    const tried: number[] = [];
    const port = await onFreePort(async (candidate) => {
      tried.push(candidate);
      // The race: another run binds the first port picked before this start does.
      if (tried.length === 1) await bind(candidate);
      return bind(candidate);
    });
    expect(tried).toHaveLength(2);
    expect(port).toBe(tried[1]);
    expect(port).not.toBe(tried[0]);
  });

  it('throws any other failure at once, and a taken port after the last attempt', async () => {
    let calls = 0;
    await expect(onFreePort(async () => (calls++, Promise.reject(new Error('Prism exited (code 1): the document does not load'))))).rejects.toThrow('does not load');
    expect(calls).toBe(1);
    calls = 0;
    await expect(onFreePort(async (port) => (calls++, await bind(port), bind(port)), 3)).rejects.toMatchObject({ code: 'EADDRINUSE' });
    expect(calls).toBe(3);
  });
});

describe('portTaken', () => {
  it("knows a taken port in Node's, Prism's, vite's and nginx's words, and nothing else", () => {
    expect(portTaken(Object.assign(new Error('listen EADDRINUSE: address already in use 127.0.0.1:4010'), { code: 'EADDRINUSE' }))).toBe(true);
    expect(portTaken(new Error('Prism exited (code 1) while starting for openapi/trader-api.yaml:\nError: listen EADDRINUSE: address already in use 127.0.0.1:41234'))).toBe(true);
    expect(portTaken(new Error('node vite.js preview exited with 1 before http://127.0.0.1:4173 answered:\nerror when starting preview server:\nError: Port 4173 is already in use'))).toBe(true);
    expect(portTaken(new Error('nginx: [emerg] bind() to 127.0.0.1:8443 failed (98: Address already in use)'))).toBe(true);
    expect(portTaken(new Error('Prism did not start for openapi/trader-api.yaml within 60 s'))).toBe(false);
    expect(portTaken('ECONNREFUSED')).toBe(false);
  });
});
