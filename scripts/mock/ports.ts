// One place for the ports of the dev mocks and the base paths they stand behind; each port
// can be overridden from the environment, a mock's with 0 for a free one (`npm run mock` prints
// the one each got, and tells Vite).
import { httpOrigin, tcpPort } from '../lib/address.ts';
export interface MockPorts {
  app: number;
  trader: number;
  gateway: number;
  events: number;
}

function port(value: string | undefined, fallback: number, name: string, free = false): number {
  return value === undefined || value === '' ? fallback : tcpPort(value, name, { free });
}

export function mockPorts(env: Record<string, string | undefined>): MockPorts {
  return {
    app: port(env.APP_PORT, 5173, 'APP_PORT'),
    trader: port(env.MOCK_TRADER_PORT, 4010, 'MOCK_TRADER_PORT', true),
    gateway: port(env.MOCK_GATEWAY_PORT, 4011, 'MOCK_GATEWAY_PORT', true),
    events: port(env.MOCK_EVENTS_PORT, 4012, 'MOCK_EVENTS_PORT', true),
  };
}

export interface BaseRoute {
  /** Same-origin base path the app calls. */
  prefix: string;
  /** Mock origin it is forwarded to. */
  target: string;
  /** Prism ignores the path part of `servers`, so the base path is stripped. */
  strip: boolean;
  ws: boolean;
  /**
   * An answer the target loses (it drops the connection unanswered) is lost for the browser too:
   * the proxy drops the browser's connection instead of answering 502, so the app sees the
   * network error a real lost answer gives.
   */
  passDrops?: boolean;
}

export function baseRoutes(ports: Pick<MockPorts, 'trader' | 'gateway' | 'events'>, host = '127.0.0.1'): BaseRoute[] {
  return [
    { prefix: '/gateway/api/v1', target: `http://${host}:${ports.gateway}`, strip: true, ws: false },
    { prefix: '/gateway/ws', target: `http://${host}:${ports.events}`, strip: false, ws: true },
    { prefix: '/api/v1', target: `http://${host}:${ports.trader}`, strip: true, ws: false },
  ];
}

/**
 * The stateful test backend (tests/backend/server.ts) serves every base path itself, under its
 * real prefix, on one origin: nothing is stripped.
 */
export function backendRoutes(origin: string): BaseRoute[] {
  return [
    { prefix: '/gateway/api/v1', target: origin, strip: false, ws: false, passDrops: true },
    { prefix: '/gateway/ws', target: origin, strip: false, ws: true, passDrops: true },
    { prefix: '/api/v1', target: origin, strip: false, ws: false, passDrops: true },
  ];
}

/** BACKEND_ORIGIN (e.g. http://127.0.0.1:43210), or null when unset. */
export function backendOrigin(env: Record<string, string | undefined>): string | null {
  const value = env.BACKEND_ORIGIN;
  if (value === undefined || value === '') return null;
  return httpOrigin(value, 'BACKEND_ORIGIN', 'http://127.0.0.1:43210');
}

/**
 * What the dev and preview servers proxy: the stateful backend when BACKEND_ORIGIN is set, else
 * the mock ports. `npm run dev -- --backend ...` puts Prism's validating proxies on those ports
 * and sets DEV_GATEWAY_WS_ORIGIN: the socket then goes to the real gateway (prefix kept).
 */
export function proxyRoutes(env: Record<string, string | undefined>): BaseRoute[] {
  const origin = backendOrigin(env);
  if (origin) return backendRoutes(origin);
  const routes = baseRoutes(mockPorts(env));
  const ws = env.DEV_GATEWAY_WS_ORIGIN;
  return ws ? routes.map((route) => (route.ws ? { ...route, target: ws } : route)) : routes;
}
