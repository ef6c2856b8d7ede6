// Phase 6: events. Poke the backend (--trigger), then listen for --listen seconds; the socket
// opened in phase 2 records what arrives.
import { hasBody, isWrite, OPERATIONS, requestExample, successStatuses } from '../contract.ts';
import type { VerifyRun } from '../verify-run.ts';

export async function listen(run: VerifyRun): Promise<void> {
  const { args, log } = run;
  for (const id of args.trigger) {
    const op = OPERATIONS.find((o) => o.operationId === id);
    if (!op) run.skip(id, `--trigger ${id}: not an operation of openapi/`);
    else if (isWrite(op) && !args.allowWrites) log(`--trigger ${id} needs --allow-writes; not called`);
    else await run.check(op, 'success (--trigger)', successStatuses(op), hasBody(op) ? { body: requestExample(op) } : {});
  }
  if (run.socket.connection) {
    log(`listening for socket events for ${args.listenS} s`);
    await new Promise((resolve) => setTimeout(resolve, args.listenS * 1000));
    run.socket.state.listenedS = args.listenS;
  }
}
