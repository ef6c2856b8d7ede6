// Phase 5: the documented errors that are safe to provoke: 401 without a token, 422 on a
// malformed body, 404 on an unknown id (the last two only where writes are allowed for a write).
import { documents, hasBody, isWrite, OPERATIONS, pathParams, requestExample } from '../contract.ts';
import { unknownId, type CallInit, type VerifyRun } from '../verify-run.ts';

export async function provokedErrors(run: VerifyRun): Promise<void> {
  for (const op of OPERATIONS) {
    const write = isWrite(op);
    const params = Object.fromEntries(pathParams(op).map((p) => [p, run.ids[p as keyof typeof run.ids] ?? unknownId(run, p)]));
    const query = op.operationId === 'lookupRedirect' ? { path: '/' } : undefined;
    const body = hasBody(op) ? requestExample(op) : undefined;
    const base: CallInit = { ...(pathParams(op).length ? { path: params } : {}), ...(query ? { query } : {}), ...(body !== undefined ? { body } : {}) };
    if (op.document === 'trader-api' && documents(op, 401)) await run.check(op, '401 without a token', [401], base, run.clients.anonymous);
    if (write && !run.args.allowWrites) continue;
    if (hasBody(op) && documents(op, 422)) await run.check(op, '422 on a body that is not an object', [422], { ...base, body: 'not an object' });
    for (const param of pathParams(op)) {
      if (!documents(op, 404)) continue;
      await run.check(op, `404 on an unknown ${param}`, [404], { ...base, path: { ...params, [param]: unknownId(run, param) } });
    }
  }
}
