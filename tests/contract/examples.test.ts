// Every named example in the contracts parses with the generated validators, and payloads
// that break the contract are refused with an error that names the field.
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { eventPayloadValidators, socketEventNames } from '../../generated/events/events.gen.ts';
import { checkExamples, loadEventExamples } from '../../scripts/mock/events-server.ts';
import { ContractError } from '../../src/shared/api/errors.ts';
import { validate } from '../../src/shared/api/validate.ts';
import { DOCUMENTS, specOperations, validatorFor } from './spec.ts';


const responseExamples = DOCUMENTS.flatMap((doc) =>
  specOperations(doc).flatMap((op) =>
    op.statuses.flatMap((s) => s.examples.map(([name, value]) => ({ doc, op, status: s.status, name, value }))),
  ),
);

describe('OpenAPI response examples', () => {
  it('every response with a body has at least one named example', () => {
    const missing = DOCUMENTS.flatMap((doc) =>
      specOperations(doc).flatMap((op) =>
        op.statuses
          .filter((s) => validatorFor(doc, op.operationId, s.status) !== null && s.examples.length === 0)
          .map((s) => `${op.operationId} ${s.status}`),
      ),
    );
    expect(missing).toEqual([]);
  });

  it.each(responseExamples.map((e) => [`${e.op.operationId} ${e.status} ${e.name}`, e] as const))('%s parses', (_n, e) => {
    const validator = validatorFor(e.doc, e.op.operationId, e.status);
    expect(validator, 'a documented body needs a generated validator').not.toBeNull();
    validate(validator!, e.value, `${e.op.operationId} ${e.status} example ${e.name}`);
  });

  const objectExamples = responseExamples.filter(
    (e) => e.status.startsWith('2') && typeof e.value === 'object' && e.value !== null && !Array.isArray(e.value),
  );
  it.each(objectExamples.map((e) => [`${e.op.operationId} ${e.name}`, e] as const))('%s: a field of the wrong type is named', (_n, e) => {
    const validator = validatorFor(e.doc, e.op.operationId, e.status)!;
    for (const key of Object.keys(e.value as object)) {
      const broken = { ...(e.value as object), [key]: { unexpected: true } };
      const error = (() => {
        try {
          validate(validator, broken, e.op.operationId);
          return null;
        } catch (err) {
          return err;
        }
      })();
      expect(error, `${e.op.operationId}.${key} accepted an object`).toBeInstanceOf(ContractError);
      expect((error as ContractError).message).toContain(e.op.operationId);
      expect((error as ContractError).field.startsWith(key)).toBe(true);
    }
  });
});

describe('AsyncAPI examples', async () => {
  const examples = await loadEventExamples();

  it('every event has named examples and each parses with its payload validator', () => {
    for (const event of socketEventNames) expect(Object.keys(examples[event] ?? {}).length, event).toBeGreaterThan(0);
    expect(checkExamples(examples)).toEqual([]);
  });

  it.each(socketEventNames.map((e) => [e] as const))('%s: a malformed payload is refused naming the field', (event) => {
    const first = Object.values(examples[event] ?? {})[0] as Record<string, unknown>;
    const validator: z.ZodMiniType = eventPayloadValidators[event];
    for (const key of Object.keys(first)) {
      const broken = { ...first, [key]: { unexpected: true } };
      expect(() => validate(validator, broken, `Event ${event}`)).toThrow(
        new RegExp(`^Event ${event} does not match the contract: ${key}`),
      );
    }
    expect(() => validate(validator, 'not an object', `Event ${event}`)).toThrow(ContractError);
  });
});
