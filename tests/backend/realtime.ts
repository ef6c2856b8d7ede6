// The socket.io gateway (asyncapi/trader-events.yaml) on the backend's own HTTP server, at
// /gateway/ws: a connection needs a valid access token in the handshake's `auth` ({token}), as
// the app sends it (src/shared/api/socket.ts); every payload is checked with the generated
// validator before it is emitted, so the backend cannot send what the contract does not allow.
// A handshake whose Origin is not the origin it was sent to is refused, as python-socketio does by
// default (issue 41): behind a proxy that drops the port from Host, the app's socket is refused.
import type http from 'node:http';
import { Server } from 'socket.io';
import { eventPayloadValidators, type EventPayloads, type SocketEventName } from '../../generated/events/events.gen.ts';

export const SOCKET_PATH = '/gateway/ws';

export interface RealtimeOptions {
  /** The trader (JWT sub) of a valid access token, or null. */
  authenticate(token: string): string | null;
  /** A payload the contract does not allow; it is not emitted. */
  onViolation(event: string, issues: string[], payload: unknown): void;
  /** Every handshake, accepted or refused (a client retrying with a dead token shows here). */
  onHandshake(accepted: boolean): void;
  /** A handshake refused for its Origin (sameOrigin), with what the server allowed. */
  onForeignOrigin?(origin: string, allowed: readonly string[]): void;
  /** Deliberate breaks only (tests/backend/breaks.ts): rewrites a payload after it passed the check. */
  rewrite?(event: string, payload: unknown): unknown;
}

export interface Realtime {
  /** Emits to one trader's sockets, or to every connected socket; returns how many got it. */
  emit<E extends SocketEventName>(event: E, payload: EventPayloads[E], sub?: string): number;
  /** Emits anything, unchecked: for tests of how the app handles a malformed event. */
  emitRaw(event: string, payload: unknown): number;
  /** Sockets that completed the handshake. */
  connected(): number;
  disconnectAll(): void;
  close(): void;
}

const room = (sub: string) => `trader:${sub}`;

const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();

/**
 * The origins python-socketio (python-engineio) accepts by default (`cors_allowed_origins=None`):
 * the scheme and Host the request arrived with, and, when a proxy sent X-Forwarded-Proto or
 * X-Forwarded-Host, the origin those name. A request without an Origin (not a browser) passes.
 */
export function sameOrigin(request: Pick<http.IncomingMessage, 'headers'>, scheme = 'http'): { ok: boolean; allowed: string[] } {
  const origin = first(request.headers.origin);
  const host = first(request.headers.host);
  const allowed: string[] = host ? [`${scheme}://${host}`] : [];
  const forwardedProto = first(request.headers['x-forwarded-proto']);
  const forwardedHost = first(request.headers['x-forwarded-host']);
  if (host && (forwardedProto || forwardedHost)) allowed.push(`${forwardedProto ?? scheme}://${forwardedHost ?? host}`);
  return { ok: origin === undefined || allowed.includes(origin), allowed };
}

export function attachRealtime(server: http.Server, options: RealtimeOptions): Realtime {
  // Untyped on purpose: emitRaw must be able to send what the contract forbids; `emit` is typed
  // by the generated payload types and checked by the generated validators.
  const io = new Server(server, {
    path: SOCKET_PATH,
    serveClient: false,
    allowRequest: (request, callback) => {
      const check = sameOrigin(request);
      if (!check.ok) options.onForeignOrigin?.(String(first(request.headers.origin)), check.allowed);
      // python-engineio answers 400 "Not an accepted origin."; socket.io's refusal is a 403 with its own body.
      callback(check.ok ? null : 'Not an accepted origin.', check.ok);
    },
  });

  io.use((socket, next) => {
    const auth: Record<string, unknown> = { ...socket.handshake.auth };
    const sub = typeof auth.token === 'string' ? options.authenticate(auth.token) : null;
    options.onHandshake(sub !== null);
    if (sub === null) {
      next(new Error('Not authenticated'));
      return;
    }
    void socket.join(room(sub));
    next();
  });

  const deliver = (event: string, payload: unknown, sub?: string) => {
    const target = sub === undefined ? io : io.to(room(sub));
    const count = sub === undefined ? io.of('/').sockets.size : (io.of('/').adapter.rooms.get(room(sub))?.size ?? 0);
    target.emit(event, payload);
    return count;
  };

  return {
    emit(event, payload, sub) {
      const check = eventPayloadValidators[event].safeParse(payload);
      if (!check.success) {
        options.onViolation(
          event,
          check.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.code} ${issue.message}`),
          payload,
        );
        return 0;
      }
      return deliver(event, options.rewrite ? options.rewrite(event, payload) : payload, sub);
    },
    emitRaw: (event, payload) => deliver(event, payload),
    connected: () => io.of('/').sockets.size,
    disconnectAll: () => io.disconnectSockets(true),
    close() {
      io.disconnectSockets(true);
      io.engine.close();
    },
  };
}
