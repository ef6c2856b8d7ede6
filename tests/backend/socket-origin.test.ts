// Issue 41: the stateful backend checks a socket's Origin against the Host it arrived with, as
// python-socketio does by default (cors_allowed_origins=None): the e2e behind nginx then fails
// when a proxy drops the port from Host, as a real backend would refuse the app's socket.
import { io } from 'socket.io-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connect, signIn } from './harness.ts';
import { SOCKET_PATH, sameOrigin } from './realtime.ts';
import { startBackend, type TestBackend } from './server.ts';

let backend: TestBackend;
let token: string;

beforeAll(async () => {
  backend = await startBackend({ latencyMs: 0 });
  ({ access_token: token } = await signIn(backend));
});
afterAll(() => backend.close());
beforeEach(() => backend.reset());

/** A socket sending these headers with its WebSocket handshake, as a browser behind a proxy would. */
function socketWith(headers: Record<string, string>) {
  return io(backend.origin, { path: SOCKET_PATH, transports: ['websocket'], autoConnect: false, reconnection: false, auth: { token }, extraHeaders: headers });
}

async function outcome(headers: Record<string, string>): Promise<string> {
  const socket = socketWith(headers);
  try {
    await connect(socket);
    return 'connected';
  } catch (error) {
    return `refused: ${error instanceof Error ? error.message : String(error)}`;
  } finally {
    socket.disconnect();
  }
}

describe("the stateful backend's socket Origin check (python-socketio's default)", () => {
  it('accepts a socket whose Origin is the origin it came to, or none (not a browser)', async () => {
    const host = new URL(backend.origin).host;
    expect(await outcome({ origin: backend.origin })).toBe('connected');
    expect(await outcome({})).toBe('connected');
    expect(backend.handshakes.map((h) => h.accepted)).toEqual([true, true]);
    expect(host).toMatch(/:\d+$/);
  });

  it('refuses an Origin the Host does not name: a proxy that dropped the port, another site', async () => {
    const { port } = new URL(backend.origin);
    // nginx with `Host $host` in front on port 8080: the browser's Origin has the port, the Host does not.
    expect(await outcome({ origin: 'http://127.0.0.1:8080', host: '127.0.0.1' })).toMatch(/^refused: /);
    expect(await outcome({ origin: 'https://evil.example' })).toMatch(/^refused: /);
    expect(backend.sockets()).toBe(0);
    expect(backend.handshakes).toEqual([
      expect.objectContaining({ accepted: false, foreignOrigin: { origin: 'http://127.0.0.1:8080', allowed: ['http://127.0.0.1'] } }),
      expect.objectContaining({ accepted: false, foreignOrigin: { origin: 'https://evil.example', allowed: [`http://127.0.0.1:${port}`] } }),
    ]);
  });

  it("accepts the origin a proxy's X-Forwarded-Proto and X-Forwarded-Host name (nginx with the repository's config)", async () => {
    expect(await outcome({ origin: 'https://app.example:8443', host: 'app.example:8443', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'app.example:8443' })).toBe('connected');
    expect(sameOrigin({ headers: { origin: 'https://app.example', host: '10.0.0.5:8000', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'app.example' } })).toEqual({ ok: true, allowed: ['http://10.0.0.5:8000', 'https://app.example'] });
    expect(sameOrigin({ headers: { origin: 'https://app.example:8443', host: 'app.example', 'x-forwarded-proto': 'https' } }).ok).toBe(false);
  });
});
