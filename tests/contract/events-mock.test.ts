// The events mock speaks socket.io on the gateway path and emits the AsyncAPI examples on
// request, typed by the generated event module.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../../generated/events/events.gen.ts';
import { eventPayloadValidators } from '../../generated/events/events.gen.ts';
import { loadEventExamples, startEventsServer, type RunningEventsServer } from '../../scripts/mock/events-server.ts';

describe('events mock', () => {
  let server: RunningEventsServer;
  let socket: Socket<ServerToClientEvents, ClientToServerEvents>;

  beforeAll(async () => {
    server = await startEventsServer({ port: 0 });
    socket = io(server.url, { path: '/gateway/ws', auth: (cb) => cb({ token: 'contract-test-token' }), transports: ['websocket'] });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
  });
  afterAll(async () => {
    socket.disconnect();
    await server.close();
  });

  it('emits a named example that the app-side validator accepts', async () => {
    const examples = await loadEventExamples();
    const received = new Promise<unknown>((resolve) => socket.once('dispute_open', resolve));
    const res = await fetch(`${server.url}/__emit`, { method: 'POST', body: JSON.stringify({ event: 'dispute_open', example: 'open' }) });
    expect(await res.json()).toEqual({ event: 'dispute_open', example: 'open', delivered: 1 });
    const payload = await received;
    expect(payload).toEqual(examples.dispute_open?.open);
    expect(eventPayloadValidators.dispute_open.safeParse(payload).success).toBe(true);
  });

  it('refuses an unknown event or example with the names it knows', async () => {
    const unknownEvent = await fetch(`${server.url}/__emit`, { method: 'POST', body: JSON.stringify({ event: 'nope' }) });
    expect(unknownEvent.status).toBe(404);
    expect(((await unknownEvent.json()) as { detail: string }).detail).toMatch(/Unknown event "nope". Known: .*banned/);
    const unknownExample = await fetch(`${server.url}/__emit`, { method: 'POST', body: JSON.stringify({ event: 'banned', example: 'x' }) });
    expect(((await unknownExample.json()) as { detail: string }).detail).toBe('Unknown example "x" of banned. Known: blocked, unblocked');
  });

  it('emits a raw (malformed) payload untouched, for malformed-event tests', async () => {
    const received = new Promise<unknown>((resolve) => socket.once('banned', resolve));
    await fetch(`${server.url}/__emit`, { method: 'POST', body: JSON.stringify({ event: 'banned', raw: true, payload: { blocked: 'yes' } }) });
    const payload = await received;
    expect(payload).toEqual({ blocked: 'yes' });
    expect(eventPayloadValidators.banned.safeParse(payload).success).toBe(false);
  });
});
