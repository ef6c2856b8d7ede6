// The socket client against a real socket.io server (the events mock), nothing mocked.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { io } from 'socket.io-client';
import type { SocketEventHandlerMap } from '../../generated/events/events.gen.ts';
import { startEventsServer, type RunningEventsServer } from '../../scripts/mock/events-server.ts';
import { RECONNECTION, createSocketClient, dispatchEvent, socketEndpoint, type SocketClient } from '../../src/shared/api/socket.ts';

type Calls = { name: string; payload: unknown }[];

function recordingHandlers(calls: Calls): SocketEventHandlerMap<null> {
  const record = (name: string) => (payload: unknown) => void calls.push({ name, payload });
  return {
    balance_replenishment: record('balance_replenishment'),
    balance_internal_topup: record('balance_internal_topup'),
    balance_withdrawal: record('balance_withdrawal'),
    autoaccept_timeout: record('autoaccept_timeout'),
    autoaccept_disabled: record('autoaccept_disabled'),
    autoaccept_order: record('autoaccept_order'),
    orders_timeout: record('orders_timeout'),
    orders_closed: record('orders_closed'),
    dispute_open: record('dispute_open'),
    dispute_close: record('dispute_close'),
    banned: record('banned'),
  };
}

const until = async (check: () => boolean, ms = 5000) => {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('socketEndpoint', () => {
  it('splits a same-origin path or an absolute ws(s) URL into origin and engine path', () => {
    expect(socketEndpoint('/gateway/ws', 'https://app.test')).toEqual({ origin: 'https://app.test', path: '/gateway/ws' });
    expect(socketEndpoint('wss://rt.example.test/gateway/ws/', 'https://app.test')).toEqual({ origin: 'https://rt.example.test', path: '/gateway/ws' });
  });
});

describe('dispatchEvent', () => {
  it('validates, then calls the handler of that event only', () => {
    const calls: Calls = [];
    const logger = { warn: vi.fn(), error: vi.fn() };
    expect(dispatchEvent(recordingHandlers(calls), null, 'banned', { blocked: true, extra: 1 }, logger)).toBe(true);
    expect(calls).toEqual([{ name: 'banned', payload: { blocked: true } }]);
  });

  it('logs and drops unknown and malformed events, and survives a throwing handler', () => {
    const calls: Calls = [];
    const logger = { warn: vi.fn(), error: vi.fn() };
    const handlers = { ...recordingHandlers(calls), banned: () => { throw new Error('boom'); } };
    expect(dispatchEvent(handlers, null, 'nope', {}, logger)).toBe(false);
    expect(dispatchEvent(handlers, null, 'orders_closed', { order_id: 'x' }, logger)).toBe(false);
    expect(dispatchEvent(handlers, null, 'banned', { blocked: false }, logger)).toBe(false);
    expect(logger.warn.mock.calls.map((c) => c[0])).toEqual([
      'Socket event "nope" is not in the AsyncAPI contract; dropped',
      expect.stringMatching(/^Socket event "orders_closed" does not match the contract: order_id: .*; dropped$/),
    ]);
    expect(logger.error).toHaveBeenCalledWith('Handler of socket event "banned" failed', expect.any(Error));
    expect(calls).toEqual([]);
  });
});

describe('createSocketClient', () => {
  let server: RunningEventsServer | null = null;
  let client: SocketClient | null = null;
  afterEach(async () => {
    client?.disconnect();
    await server?.close();
    server = null;
    client = null;
  });

  it('uses the spec reconnection settings, does not connect at creation, and sends a fresh token each time', async () => {
    server = await startEventsServer({ port: 0 });
    const tokens: unknown[] = [];
    server.io.use((socket, next) => {
      tokens.push((socket.handshake.auth as { token?: unknown }).token);
      next();
    });
    const factory = vi.fn((uri: string, opts: Parameters<typeof io>[1]) => io(uri, opts));
    const connected: boolean[] = [];
    let token = 'token-1';
    const calls: Calls = [];
    client = createSocketClient({
      url: '/gateway/ws',
      origin: server.url,
      getToken: () => token,
      handlers: recordingHandlers(calls),
      context: () => null,
      onConnectedChange: (c) => connected.push(c),
      onFatalError: vi.fn(),
      ioFactory: factory,
    });
    expect(factory.mock.calls[0]?.[1]).toMatchObject({ ...RECONNECTION, autoConnect: false, path: '/gateway/ws' });
    expect(RECONNECTION).toEqual({ reconnection: true, reconnectionAttempts: Infinity, reconnectionDelay: 1000, reconnectionDelayMax: 5000, randomizationFactor: 0.5 });
    await new Promise((r) => setTimeout(r, 50));
    expect(tokens).toEqual([]);

    client.connect();
    client.connect(); // idempotent
    await until(() => connected.at(-1) === true);
    server.emit('banned', { blocked: true });
    await until(() => calls.length === 1);
    expect(calls).toEqual([{ name: 'banned', payload: { blocked: true } }]);

    token = 'token-2';
    server.io.disconnectSockets(true); // kicked: the client comes back by itself
    await until(() => connected.length >= 3 && connected.at(-1) === true);
    expect(connected).toEqual([true, false, true]);
    expect(tokens).toEqual(['token-1', 'token-2']);

    server.emit('banned', { blocked: false });
    await until(() => calls.length === 2);
    expect(calls).toHaveLength(2); // handlers registered once, not per connect
  });

  it('raises 408 and asks again when the server refuses the connection', async () => {
    server = await startEventsServer({ port: 0 });
    let refuse = true;
    server.io.use((_socket, next) => next(refuse ? new Error('not authorized') : undefined));
    const onFatalError = vi.fn();
    const connected: boolean[] = [];
    client = createSocketClient({
      url: '/gateway/ws',
      origin: server.url,
      getToken: () => 't',
      handlers: recordingHandlers([]),
      context: () => null,
      onConnectedChange: (c) => connected.push(c),
      onFatalError,
      logger: { warn: vi.fn(), error: vi.fn() },
    });
    client.connect();
    await until(() => onFatalError.mock.calls.length > 0);
    expect(onFatalError).toHaveBeenCalledWith(408, expect.objectContaining({ message: 'not authorized' }));
    refuse = false;
    await until(() => connected.at(-1) === true, 5000);
  });

  it('a refused connection renews the token once before asking again, and connects with the new one', async () => {
    server = await startEventsServer({ port: 0 });
    const tried: unknown[] = [];
    server.io.use((socket, next) => {
      tried.push(socket.handshake.auth['token']);
      next(socket.handshake.auth['token'] === 'fresh' ? undefined : new Error('invalid token'));
    });
    let token = 'revoked';
    const renewToken = vi.fn(async () => {
      token = 'fresh';
    });
    const connected: boolean[] = [];
    client = createSocketClient({
      url: '/gateway/ws',
      origin: server.url,
      getToken: () => token,
      renewToken,
      handlers: recordingHandlers([]),
      context: () => null,
      onConnectedChange: (c) => connected.push(c),
      onFatalError: vi.fn(),
      logger: { warn: vi.fn(), error: vi.fn() },
    });
    client.connect();
    await until(() => connected.at(-1) === true, 5000);
    expect(renewToken).toHaveBeenCalledTimes(1);
    expect(tried).toEqual(['revoked', 'fresh']);
  });

  it('refusals that a new token does not cure renew it only once', async () => {
    server = await startEventsServer({ port: 0 });
    let attempts = 0;
    server.io.use((_socket, next) => {
      attempts++;
      next(new Error('maintenance'));
    });
    const renewToken = vi.fn(async () => undefined);
    client = createSocketClient({
      url: '/gateway/ws',
      origin: server.url,
      getToken: () => 't',
      renewToken,
      handlers: recordingHandlers([]),
      context: () => null,
      onConnectedChange: () => undefined,
      onFatalError: vi.fn(),
      logger: { warn: vi.fn(), error: vi.fn() },
    });
    client.connect();
    await until(() => attempts >= 3, 8000);
    expect(renewToken).toHaveBeenCalledTimes(1);
  });
});
