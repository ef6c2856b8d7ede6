// One place for the ports of the dev mocks and the base paths they stand behind; each port
// can be overridden from the environment.
export interface MockPorts {
  app: number;
  trader: number;
  gateway: number;
  events: number;
}

function port(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 65535) {
    throw new Error(`${name} must be a TCP port (1-65535), got "${value}"`);
  }
  return n;
}

export function mockPorts(env: Record<string, string | undefined>): MockPorts {
  return {
    app: port(env.APP_PORT, 5173, 'APP_PORT'),
    trader: port(env.MOCK_TRADER_PORT, 4010, 'MOCK_TRADER_PORT'),
    gateway: port(env.MOCK_GATEWAY_PORT, 4011, 'MOCK_GATEWAY_PORT'),
    events: port(env.MOCK_EVENTS_PORT, 4012, 'MOCK_EVENTS_PORT'),
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
}

export function baseRoutes(ports: Pick<MockPorts, 'trader' | 'gateway' | 'events'>, host = '127.0.0.1'): BaseRoute[] {
  return [
    { prefix: '/gateway/api/v1', target: `http://${host}:${ports.gateway}`, strip: true, ws: false },
    { prefix: '/gateway/ws', target: `http://${host}:${ports.events}`, strip: false, ws: true },
    { prefix: '/api/v1', target: `http://${host}:${ports.trader}`, strip: true, ws: false },
  ];
}
