// Phase 2: the socket, before anything can make the backend send events. It connects as the app
// does (websocket, token in `auth`) and records every event, validated by the app's validators.
import { io } from 'socket.io-client';
import { eventPayloadValidators, socketEventNames, type SocketEventName } from '../../../generated/events/events.gen.ts';
import { socketEndpoint } from '../../../src/shared/api/socket.ts';
import { explainIssues } from '../../../src/shared/api/validate.ts';
import { addGrouped, issueProblems, showValue } from '../results.ts';
import type { VerifyRun } from '../verify-run.ts';

export async function openSocket(run: VerifyRun): Promise<void> {
  const { state, received } = run.socket;
  const url = run.args.ws;
  const endpoint = socketEndpoint(url, url);
  const socket = io(endpoint.origin, { path: endpoint.path, transports: ['websocket'], reconnection: false, auth: { token: run.tokens?.access_token }, timeout: 10_000 });
  socket.onAny((event: string, payload: unknown) => {
    const seen = received.get(event) ?? { count: 0, problems: [], sample: showValue(payload) };
    seen.count += 1;
    if ((socketEventNames as readonly string[]).includes(event)) {
      const check = eventPayloadValidators[event as SocketEventName].safeParse(payload);
      // A malformed event repeated (every withdrawal, say) is one problem with a count.
      if (!check.success) for (const problem of issueProblems(explainIssues(check.error.issues), payload)) addGrouped(seen.problems, problem);
    }
    received.set(event, seen);
  });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', (error) => reject(error));
    });
    state.connected = true;
    run.socket.connection = socket;
  } catch (error) {
    state.error = `socket.io handshake at ${endpoint.origin}${endpoint.path} failed: ${error instanceof Error ? error.message : String(error)}`;
    socket.disconnect();
  }
}
