import { describe, expect, it } from 'vitest';
import { backendOrigin, mockPorts, proxyRoutes } from './ports.ts';

describe('proxyRoutes', () => {
  it('forwards to the mocks, base paths stripped, without BACKEND_ORIGIN', () => {
    expect(proxyRoutes({ MOCK_TRADER_PORT: '4110' })).toContainEqual({ prefix: '/api/v1', target: 'http://127.0.0.1:4110', strip: true, ws: false });
  });

  it('forwards every base path to the stateful backend, prefixes kept and lost answers passed on', () => {
    expect(proxyRoutes({ BACKEND_ORIGIN: 'http://127.0.0.1:43210' })).toEqual([
      { prefix: '/gateway/api/v1', target: 'http://127.0.0.1:43210', strip: false, ws: false, passDrops: true },
      { prefix: '/gateway/ws', target: 'http://127.0.0.1:43210', strip: false, ws: true, passDrops: true },
      { prefix: '/api/v1', target: 'http://127.0.0.1:43210', strip: false, ws: false, passDrops: true },
    ]);
  });

  it('sends the socket to the real gateway behind Prism\'s validating proxies (npm run dev -- --backend)', () => {
    const routes = proxyRoutes({ DEV_GATEWAY_WS_ORIGIN: 'https://gw.example.com' });
    expect(routes).toContainEqual({ prefix: '/gateway/ws', target: 'https://gw.example.com', strip: false, ws: true });
    expect(routes).toContainEqual({ prefix: '/api/v1', target: 'http://127.0.0.1:4010', strip: true, ws: false });
  });

  it('accepts an origin only', () => {
    expect(backendOrigin({ BACKEND_ORIGIN: 'http://127.0.0.1:43210/' })).toBe('http://127.0.0.1:43210');
    expect(backendOrigin({ BACKEND_ORIGIN: '' })).toBeNull();
    for (const bad of ['127.0.0.1:43210', 'http://127.0.0.1:43210/api/v1', 'ws://127.0.0.1:1']) {
      expect(() => backendOrigin({ BACKEND_ORIGIN: bad })).toThrow('BACKEND_ORIGIN must be an http(s) origin');
    }
  });
});

describe('mockPorts', () => {
  it("takes 0 for a mock's port (a free one its server binds itself), not for the app's", () => {
    expect(mockPorts({ MOCK_TRADER_PORT: '0', MOCK_GATEWAY_PORT: '0', MOCK_EVENTS_PORT: '0' })).toEqual({ app: 5173, trader: 0, gateway: 0, events: 0 });
    expect(() => mockPorts({ APP_PORT: '0' })).toThrow('APP_PORT must be a TCP port (1-65535)');
    expect(() => mockPorts({ MOCK_TRADER_PORT: '70000' })).toThrow('MOCK_TRADER_PORT must be a TCP port (0-65535, 0 for a free one)');
  });
});
