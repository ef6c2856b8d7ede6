// The socket client's own reconnects (after a refusal or a server's kick) with a stand-in socket
// and manual timers: the spec's back-off schedule, the stop once the session has ended, and the
// raised 408 cleared by the next connection. tests/contract/socket-client.test.ts runs the
// client against a real socket.io server.
import { describe, expect, it, vi } from 'vitest';
import type { SocketEventHandlerMap } from '../../../generated/events/events.gen.ts';
import type { Timers } from '../lib/timers.ts';
import { createSocketClient, reconnectDelayMs, type TraderSocket } from './socket.ts';

type Listener = (...args: unknown[]) => void;

/** The part of a socket.io socket the client uses: listeners, connect and disconnect. */
class FakeSocket {
  active = false;
  connected = false;
  connects = 0;
  private readonly listeners = new Map<string, Listener[]>();
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  onAny() {
    return this;
  }
  connect() {
    this.connects += 1;
    return this;
  }
  disconnect() {
    this.connected = false;
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
  /** The server's middleware refused the handshake: socket.io gives up (not active). */
  refuse(message = 'Not authenticated') {
    this.active = false;
    this.fire('connect_error', new Error(message));
  }
  accept() {
    this.connected = true;
    this.fire('connect');
  }
}

function manualTimers() {
  const pending: { fn: () => void; ms: number; id: number }[] = [];
  const delays: number[] = [];
  let next = 0;
  const timers: Timers = {
    set: (fn, ms) => {
      delays.push(ms);
      pending.push({ fn, ms, id: ++next });
      return next;
    },
    clear: (handle) => {
      const i = pending.findIndex((p) => p.id === handle);
      if (i >= 0) pending.splice(i, 1);
    },
    now: () => 0,
  };
  /** Runs the timers due now, as the event loop would. */
  const runAll = () => {
    for (const timer of pending.splice(0)) timer.fn();
  };
  return { timers, delays, pending, runAll };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(options: { random?: () => number; renewToken?: () => Promise<unknown>; token?: () => string | null } = {}) {
  const socket = new FakeSocket();
  const clock = manualTimers();
  const onFatalError = vi.fn();
  const onFatalErrorCleared = vi.fn();
  const logger = { warn: vi.fn(), error: vi.fn() };
  const client = createSocketClient<null>({
    url: '/gateway/ws',
    origin: 'https://app.test',
    getToken: options.token ?? (() => 'token'),
    ...(options.renewToken ? { renewToken: options.renewToken } : {}),
    handlers: {} as SocketEventHandlerMap<null>, // no event is dispatched here
    context: () => null,
    onConnectedChange: () => undefined,
    onFatalError,
    onFatalErrorCleared,
    logger,
    timers: clock.timers,
    random: options.random ?? (() => 0),
    // A stand-in with the socket's surface the client uses.
    ioFactory: () => socket as unknown as TraderSocket,
  });
  return { socket, client, clock, onFatalError, onFatalErrorCleared, logger };
}

describe('reconnectDelayMs', () => {
  it('doubles from 1000 ms up to 5000 ms, randomized by ±50 % as socket.io does', () => {
    const at = (random: number) => [0, 1, 2, 3, 4, 10].map((n) => reconnectDelayMs(n, () => random));
    expect(at(0)).toEqual([1000, 2000, 4000, 5000, 5000, 5000]);
    // An odd tenths digit adds the deviation, an even one takes it away; never over the cap.
    expect(at(0.99)).toEqual([1495, 2990, 5000, 5000, 5000, 5000]);
    expect(at(0.8)).toEqual([600, 1200, 2400, 3000, 3000, 3000]);
    for (let i = 0; i < 200; i++) {
      const delay = reconnectDelayMs(i % 8);
      expect(delay).toBeGreaterThanOrEqual(500);
      expect(delay).toBeLessThanOrEqual(5000);
    }
  });
});

describe('createSocketClient reconnects of its own', () => {
  it('back off after each refusal, renew the token once and raise 408 once per run of refusals', async () => {
    const renewToken = vi.fn(async () => 'new-token');
    const { socket, client, clock, onFatalError } = setup({ renewToken });
    client.connect();
    for (let i = 0; i < 6; i++) {
      socket.refuse();
      await flush(); // the renewal settles before the reconnect is scheduled
      clock.runAll();
    }
    expect(clock.delays).toEqual([1000, 2000, 4000, 5000, 5000, 5000]);
    expect(socket.connects).toBe(1 + 6);
    expect(renewToken).toHaveBeenCalledTimes(1);
    expect(onFatalError).toHaveBeenCalledTimes(1);
    expect(onFatalError).toHaveBeenCalledWith(408, expect.objectContaining({ message: 'Not authenticated' }));
  });

  it('start from the first delay again once connected; a server kick backs off the same way', async () => {
    const { socket, client, clock } = setup({ renewToken: async () => 'new-token' });
    client.connect();
    socket.refuse();
    await flush();
    clock.runAll();
    socket.refuse();
    await flush();
    clock.runAll();
    socket.accept();
    socket.fire('disconnect', 'io server disconnect');
    clock.runAll();
    socket.fire('disconnect', 'io server disconnect');
    expect(clock.delays).toEqual([1000, 2000, 1000, 2000]);
  });

  it('stop once the session has ended: no token, no handshake; disconnect() cancels a pending reconnect', async () => {
    let token: string | null = 'token';
    // The renewal fails for good: the session forgets its tokens.
    const { socket, client, clock, logger } = setup({
      renewToken: async () => {
        token = null;
        return null;
      },
      token: () => token,
    });
    client.connect();
    socket.refuse();
    await flush();
    clock.runAll();
    expect(socket.connects).toBe(1);
    expect(clock.pending).toHaveLength(0);
    expect(logger.warn).toHaveBeenCalledWith('Realtime: no access token, the session has ended; not reconnecting');

    token = 'token';
    socket.fire('disconnect', 'io server disconnect');
    expect(clock.pending).toHaveLength(1);
    client.disconnect();
    expect(clock.pending).toHaveLength(0);
  });

  it('clear the raised 408 once connected again, and only then', async () => {
    const { socket, client, clock, onFatalError, onFatalErrorCleared } = setup({ renewToken: async () => 'new-token' });
    client.connect();
    socket.accept();
    expect(onFatalErrorCleared).not.toHaveBeenCalled();
    socket.refuse();
    await flush();
    clock.runAll();
    expect(onFatalError).toHaveBeenCalledTimes(1);
    expect(onFatalErrorCleared).not.toHaveBeenCalled();
    socket.accept();
    expect(onFatalErrorCleared).toHaveBeenCalledTimes(1);
    socket.accept();
    expect(onFatalErrorCleared).toHaveBeenCalledTimes(1);
  });
});
