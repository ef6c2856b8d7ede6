// Every operation of both documents through the app's real client (middleware included),
// on the same-origin base paths, against Prism serving the spec's examples.
import { describe, expect, inject, it } from 'vitest';
import { ApiError, fallbackMessage, shownDetail } from '../../src/shared/api/errors.ts';
import { DOCUMENTS, callOperation, realClients, specOperations, validatorFor } from './spec.ts';

describe.each(DOCUMENTS)('%s: every operation through the real client', (doc) => {
  const ops = specOperations(doc);

  it.each(ops.map((op) => [op.operationId, op] as const))('%s answers its success example and it validates', async (_id, op) => {
    const clients = realClients(inject('staticOrigin'));
    const success = op.statuses.find((s) => s.status.startsWith('2'));
    expect(success, `${op.operationId} documents no 2xx response`).toBeDefined();
    const { data, response } = await callOperation(clients, op);
    expect(response.status).toBe(Number(success!.status));
    const validator = validatorFor(doc, op.operationId, success!.status);
    if (validator) expect(validator.safeParse(data).success).toBe(true);
    else expect(data).toBeUndefined();
    expect(clients.warnings).toEqual([]);
  });

  const errorCases = ops.flatMap((op) =>
    op.statuses.filter((s) => Number(s.status) >= 400).map((s) => [`${op.operationId} ${s.status}`, op, s] as const),
  );

  it.each(errorCases)('%s becomes an ApiError with the message to show', async (_name, op, status) => {
    const clients = realClients(inject('staticOrigin'));
    const error = await callOperation(clients, op, { Prefer: `code=${status.status}` }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(Number(status.status));
    expect(apiError.context.operationId).toBe(op.operationId);
    const example = status.examples[0]?.[1];
    const code = Number(status.status);
    expect(apiError.message).toBe((code >= 500 ? null : shownDetail(example)) ?? fallbackMessage(code));
    if (status.status === '401' && op.doc === 'trader-api') {
      // one refresh, one retry (refused again by the mock), then logout
      expect(clients.logout).toHaveBeenCalledTimes(1);
    }
  });
});
