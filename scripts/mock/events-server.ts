// The events mock: a socket.io server on the gateway path that knows the AsyncAPI examples,
// checks every one against the generated payload validators at start, and emits them on
// request. Control endpoints (same port):
//   GET  /__events                         events and their example names
//   GET  /__clients                        how many apps are connected
//   POST /__emit {event, example}          emit a named example to every connected app
//   POST /__emit {event, payload, raw}     emit an arbitrary payload (malformed-event tests)
//   POST /__outage {ms}                    drop every connection and stop listening for `ms`
//                                          (the app sees the server go away and come back)
import http from 'node:http';
import type { AddressInfo, Socket as NetSocket } from 'node:net';
import path from 'node:path';
import { Parser, fromFile } from '@asyncapi/parser';
import { Server } from 'socket.io';
import { shiftDates } from './shift-dates.ts';
import { eventPayloadValidators, socketEventNames, type SocketEventName } from '../../generated/events/events.gen.ts';

const root = path.resolve(import.meta.dirname, '../..');

export type EventExamples = Record<string, Record<string, unknown>>;

/** Every example of every AsyncAPI message, keyed by event name then example name. */
export async function loadEventExamples(file = path.join(root, 'asyncapi', 'trader-events.yaml')): Promise<EventExamples> {
  const { document, diagnostics } = await fromFile(new Parser(), file).parse();
  if (!document) throw new Error(`Invalid AsyncAPI document ${file}: ${diagnostics.map((d) => d.message).join('; ')}`);
  const out: EventExamples = {};
  for (const message of document.allMessages().all()) {
    const name = message.name();
    if (!name) continue;
    const examples: Record<string, unknown> = {};
    message.examples().all().forEach((example, i) => {
      examples[example.name() ?? `example_${i + 1}`] = example.payload();
    });
    out[name] = examples;
  }
  return out;
}

function isEventName(name: string): name is SocketEventName {
  return (socketEventNames as readonly string[]).includes(name);
}

/** Problems with the examples: each must parse with its event's generated validator. */
export function checkExamples(examples: EventExamples): string[] {
  const problems: string[] = [];
  for (const [event, byName] of Object.entries(examples)) {
    if (!isEventName(event)) {
      problems.push(`${event}: not in generated/events (run npm run codegen)`);
      continue;
    }
    for (const [name, payload] of Object.entries(byName)) {
      const result = eventPayloadValidators[event].safeParse(payload);
      if (!result.success) problems.push(`${event}/${name}: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    }
  }
  return problems;
}

export interface RunningEventsServer {
  url: string;
  io: Server;
  /** Apps that completed the socket.io handshake. */
  connectedApps(): number;
  emit(event: string, payload: unknown): number;
  close(): Promise<void>;
}

export interface EventsServerOptions {
  port: number;
  host?: string;
  path?: string;
  log?: (line: string) => void;
  /** Moves the dates of emitted examples by this many ms (scripts/mock/shift-dates.ts); raw payloads are sent as given. */
  shiftDates?: () => number;
}

function readJson(req: http.IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      try {
        resolve(body === '' ? {} : JSON.parse(body));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

export async function startEventsServer(options: EventsServerOptions): Promise<RunningEventsServer> {
  const log = options.log ?? (() => {});
  const examples = await loadEventExamples();
  const problems = checkExamples(examples);
  if (problems.length > 0) throw new Error(`AsyncAPI examples do not match their payload schemas:\n${problems.join('\n')}`);

  const server = http.createServer();
  const connections = new Set<NetSocket>();
  server.on('connection', (socket) => {
    connections.add(socket);
    socket.on('close', () => connections.delete(socket));
  });
  const io = new Server(server, { path: options.path ?? '/gateway/ws', cors: { origin: true } });
  io.on('connection', (socket) => {
    const auth = socket.handshake.auth as { token?: unknown };
    log(`app connected (${socket.id}), token ${typeof auth.token === 'string' && auth.token ? 'present' : 'MISSING'}`);
    socket.on('disconnect', (reason) => log(`app disconnected (${socket.id}): ${reason}`));
  });
  // Apps that completed the socket.io handshake: an engine.io connection counts earlier, and an
  // event emitted before the namespace handshake would reach nobody.
  const connectedApps = () => io.of('/').sockets.size;
  const emit = (event: string, payload: unknown) => {
    io.emit(event, payload);
    return connectedApps();
  };

  server.on('request', (req, res) => {
    if (!req.url?.startsWith('/__')) return; // socket.io handles its own path
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'GET' && req.url === '/__clients') {
      send(200, { connected: connectedApps() });
      return;
    }
    if (req.method === 'GET' && req.url === '/__events') {
      send(200, Object.fromEntries(Object.entries(examples).map(([e, byName]) => [e, Object.keys(byName)])));
      return;
    }
    if (req.method === 'POST' && req.url === '/__emit') {
      readJson(req)
        .then((body) => {
          const { event, example, payload, raw } = (body ?? {}) as { event?: string; example?: string; payload?: unknown; raw?: boolean };
          if (typeof event !== 'string') return send(400, { detail: 'event is required' });
          if (raw) {
            const delivered = emit(event, payload);
            log(`emitted raw ${event} to ${delivered} app(s)`);
            return send(200, { event, delivered });
          }
          const byName = examples[event];
          if (!byName) return send(404, { detail: `Unknown event "${event}". Known: ${Object.keys(examples).join(', ')}` });
          const name = example ?? Object.keys(byName)[0];
          if (name === undefined || !(name in byName)) {
            return send(404, { detail: `Unknown example "${String(name)}" of ${event}. Known: ${Object.keys(byName).join(', ')}` });
          }
          const delivered = emit(event, options.shiftDates ? shiftDates(byName[name], options.shiftDates()) : byName[name]);
          log(`emitted ${event}/${name} to ${delivered} app(s)`);
          return send(200, { event, example: name, delivered });
        })
        .catch((error: unknown) => send(400, { detail: `Body is not JSON: ${String(error)}` }));
      return;
    }
    if (req.method === 'POST' && req.url === '/__outage') {
      readJson(req)
        .then((body) => {
          const ms = Number((body as { ms?: unknown }).ms ?? 3000);
          if (!Number.isFinite(ms) || ms < 0 || ms > 60_000) return send(400, { detail: 'ms must be 0..60000' });
          send(200, { outage: ms });
          // After answering: drop the apps, stop listening, and come back after `ms`.
          setImmediate(() => {
            log(`outage for ${ms} ms`);
            // Like a crash: the TCP connections just drop (no socket.io goodbye packet).
            server.close();
            for (const socket of connections) socket.destroy();
            setTimeout(() => {
              server.listen(listening.port, listening.host, () => log('back after the outage'));
            }, ms);
          });
          return undefined;
        })
        .catch((error: unknown) => send(400, { detail: `Body is not JSON: ${String(error)}` }));
      return;
    }
    send(404, { detail: `No control endpoint ${req.method ?? ''} ${req.url}` });
  });

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const listening = { port, host };
  return {
    url: `http://${host}:${port}`,
    io,
    connectedApps,
    emit,
    close: () =>
      new Promise((resolve) => {
        void io.close(() => resolve());
      }),
  };
}
