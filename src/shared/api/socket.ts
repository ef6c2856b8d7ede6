// The one socket.io client (spec sections 4, 7, 9; DESIGN section 5), typed by
// generated/events. Not connected at import; `auth` is a function so every (re)connect sends the
// current token; every event goes through the generated exhaustive handler map after its
// payload is validated; unknown or malformed events are logged by name and dropped.
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import {
  eventPayloadValidators,
  socketEventNames,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SocketEventHandlerMap,
  type SocketEventName,
} from '../../../generated/events/events.gen.ts';
import { realTimers, type Timers } from '../lib/timers.ts';
import type { Logger } from './middleware.ts';
import { validate } from './validate.ts';

export type TraderSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Spec section 9: unlimited attempts, 1000 ms up to 5000 ms, randomization 0.5. */
export const RECONNECTION = {
  reconnection: true,
  reconnectionAttempts: Infinity,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
} as const;

export const REALTIME_TIMEOUT_STATUS = 408;

/**
 * The wait before the n-th reconnect of ours (0 for the first) after a refusal or a server's
 * kick, on the spec's schedule as socket.io computes its own: 1000 ms doubling per attempt,
 * randomized by ±50 %, capped at 5000 ms. `random` is in [0, 1).
 */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const { reconnectionDelay, reconnectionDelayMax, randomizationFactor } = RECONNECTION;
  const base = Math.min(reconnectionDelay * 2 ** Math.min(attempt, 31), reconnectionDelayMax);
  const r = random();
  const deviation = Math.floor(r * randomizationFactor * base);
  // socket.io's Backoff: the same draw picks the direction (its tenths digit) and the size.
  const delay = (Math.floor(r * 10) & 1) === 0 ? base - deviation : base + deviation;
  return Math.min(delay, reconnectionDelayMax);
}

/** `/gateway/ws` (same origin) or `wss://host/gateway/ws` -> socket.io origin + engine path. */
export function socketEndpoint(url: string, origin: string): { origin: string; path: string } {
  const parsed = new URL(url, origin);
  const protocol = parsed.protocol === 'wss:' ? 'https:' : parsed.protocol === 'ws:' ? 'http:' : parsed.protocol;
  return { origin: `${protocol}//${parsed.host}`, path: parsed.pathname.replace(/\/$/, '') || '/' };
}

function isEventName(name: string): name is SocketEventName {
  return (socketEventNames as readonly string[]).includes(name);
}

/**
 * Validate and dispatch one incoming event. Returns false when it was dropped. Generic over
 * the event name so each payload reaches the handler of its own type.
 */
export function dispatchEvent<C>(
  handlers: SocketEventHandlerMap<C>,
  context: C,
  name: string,
  payload: unknown,
  logger: Logger,
): boolean {
  if (!isEventName(name)) {
    logger.warn(`Socket event "${name}" is not in the AsyncAPI contract; dropped`);
    return false;
  }
  return dispatchKnown(handlers, context, name, payload, logger);
}

function dispatchKnown<C, K extends SocketEventName>(
  handlers: SocketEventHandlerMap<C>,
  context: C,
  name: K,
  payload: unknown,
  logger: Logger,
): boolean {
  let data;
  try {
    data = validate(eventPayloadValidators[name], payload, `Socket event "${name}"`);
  } catch (error) {
    logger.warn(`${error instanceof Error ? error.message : String(error)}; dropped`);
    return false;
  }
  try {
    handlers[name](data, context);
  } catch (error) {
    logger.error(`Handler of socket event "${name}" failed`, error);
    return false;
  }
  return true;
}

export interface SocketClientOptions<C> {
  url: string;
  origin: string;
  getToken(): string | null;
  handlers: SocketEventHandlerMap<C>;
  context: () => C;
  onConnectedChange(connected: boolean): void;
  /** A connection error the client cannot recover from by itself: the shell's 408 screen. */
  onFatalError(status: number, error: Error): void;
  /** The socket connected again after onFatalError: the raised error no longer holds. */
  onFatalErrorCleared?(): void;
  /**
   * The server refused the connection, most likely its token: get a new one (the session's
   * recovery) before asking again. Called once per run of refusals, so a refusal for another
   * reason cannot turn into a refresh every second.
   */
  renewToken?(): Promise<unknown>;
  logger?: Logger;
  /** Injected in tests: the reconnect timers and the jitter's random source. */
  timers?: Timers;
  random?: () => number;
  /** Injected in tests. */
  ioFactory?: (uri: string, options: Partial<ManagerOptions & SocketOptions>) => TraderSocket;
}

export interface SocketClient {
  socket: TraderSocket;
  connect(): void;
  disconnect(): void;
}

export function createSocketClient<C>(options: SocketClientOptions<C>): SocketClient {
  const logger = options.logger ?? console;
  const { origin, path } = socketEndpoint(options.url, options.origin);
  const factory = options.ioFactory ?? ((uri: string, opts: Partial<ManagerOptions & SocketOptions>): TraderSocket => io(uri, opts));
  const socket: TraderSocket = factory(origin, {
    path,
    autoConnect: false,
    transports: ['websocket'],
    auth: (cb) => cb({ token: options.getToken() }),
    ...RECONNECTION,
  });

  // Registered once, here, never inside `connect`.
  const timers = options.timers ?? realTimers;
  const random = options.random ?? Math.random;
  let renewed = false;
  // Our reconnects since the last connection (socket.io does not retry a refused connection):
  // they back off on the spec's schedule, so a server refusing us sees a few handshakes, not one a second.
  let attempts = 0;
  // A 408 raised for this run of refusals, cleared once the socket is connected again.
  let raised = false;
  let timer: unknown = null;
  // After disconnect() (the app stopped realtime, e.g. its session ended) no timer may reconnect.
  let stopped = false;
  const reconnectLater = () => {
    if (stopped || timer !== null) return;
    const delay = reconnectDelayMs(attempts, random);
    attempts += 1;
    timer = timers.set(() => {
      timer = null;
      if (stopped) return;
      // No token: the session has ended (a refused renewal); asking again could only be refused.
      if (options.getToken() === null) {
        logger.warn('Realtime: no access token, the session has ended; not reconnecting');
        return;
      }
      socket.connect();
    }, delay);
  };
  socket.on('connect', () => {
    renewed = false;
    attempts = 0;
    options.onConnectedChange(true);
    if (raised) {
      raised = false;
      options.onFatalErrorCleared?.();
    }
  });
  socket.on('disconnect', (reason) => {
    options.onConnectedChange(false);
    // socket.io does not come back by itself after the server dropped us on purpose.
    if (reason === 'io server disconnect') reconnectLater();
  });
  socket.on('connect_error', (error) => {
    if (socket.active || stopped) return; // a temporary failure: socket.io retries by itself
    // The server refused the connection: ask again (with a fresh token), later each time, and report it.
    logger.warn(`Realtime connection refused: ${error.message}; reconnecting`);
    const renew = !renewed && options.renewToken ? options.renewToken().catch(() => undefined) : Promise.resolve();
    renewed = true;
    void renew.then(reconnectLater);
    if (!raised) {
      raised = true;
      options.onFatalError(REALTIME_TIMEOUT_STATUS, error);
    }
  });
  socket.onAny((name: string, payload: unknown) => {
    dispatchEvent(options.handlers, options.context(), name, payload, logger);
  });

  return {
    socket,
    connect: () => {
      stopped = false;
      if (!socket.connected && !socket.active) socket.connect();
    },
    disconnect: () => {
      stopped = true;
      if (timer !== null) timers.clear(timer);
      timer = null;
      socket.disconnect();
    },
  };
}
