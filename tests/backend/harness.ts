// Calling the test backend from its own tests: plain fetch, as any HTTP client would, with the
// headers the contract requires, and token pairs read with the generated validator.
import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import type { components } from '../../generated/openapi/gateway-api.ts';
import { zTokenPair } from '../../generated/zod/gateway-api.gen.ts';
import { signedInitData } from '../../scripts/lib/telegram-launch.ts';
import { SOCKET_PATH } from './realtime.ts';
import type { TestBackend } from './server.ts';

export type TokenPair = components['schemas']['TokenPair'];

/** A TRC20 address WithdrawRequest accepts (the contract's example; its checksum holds). */
export const ADDRESS = 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC';

export interface Reply {
  status: number;
  body: unknown;
  headers: Headers;
}

export interface CallOptions {
  token?: string | null;
  body?: unknown;
  /** A body sent as this text, as application/json (unparsable JSON, say), instead of `body`. */
  rawBody?: string;
  idempotencyKey?: string;
  headers?: Record<string, string>;
}

export async function call(backend: TestBackend, method: string, path: string, options: CallOptions = {}): Promise<Reply> {
  const headers: Record<string, string> = { 'x-request-id': randomUUID(), ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  const body = options.rawBody ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined);
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${backend.origin}${path}`, { method, headers, ...(body !== undefined ? { body } : {}) });
  const text = await response.text();
  let answer: unknown = undefined;
  if (text !== '') {
    try {
      answer = JSON.parse(text);
    } catch {
      answer = text;
    }
  }
  return { status: response.status, body: answer, headers: response.headers };
}

export const api = (path: string) => `/api/v1${path}`;
export const gateway = (path: string) => `/gateway/api/v1${path}`;

/** Signs in with init data signed by the backend's bot token (scripts/lib/telegram-launch.ts). */
export async function signIn(backend: TestBackend, initData = signedInitData()): Promise<TokenPair> {
  const reply = await call(backend, 'POST', gateway('/auth/token'), { body: { init_data_raw: initData.raw, hash: initData.hash } });
  if (reply.status !== 200) throw new Error(`sign-in answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return zTokenPair.parse(reply.body);
}

/** The JWT payload of a token, decoded without checking it. */
export function claims(token: string): Record<string, unknown> {
  const payload: unknown = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  return typeof payload === 'object' && payload !== null ? { ...payload } : {};
}

/** A socket.io client like the app's (websocket only, token in `auth`), not yet connected. */
export function socketClient(backend: TestBackend, token: string | null): Socket {
  return io(backend.origin, { path: SOCKET_PATH, transports: ['websocket'], autoConnect: false, reconnection: false, auth: { token } });
}

/** Resolves on connect, rejects with the server's refusal. */
export function connect(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
    socket.connect();
  });
}
