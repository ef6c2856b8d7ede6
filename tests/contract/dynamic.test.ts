// Random valid responses (Prism dynamic mode, fixed seed) must parse with the generated
// validators: the client must accept everything the contract allows.
import { describe, expect, inject, it } from 'vitest';
import { ContractError } from '../../src/shared/api/errors.ts';
import { DOCUMENTS, callOperation, realClients, specOperations } from './spec.ts';

const CALLS_PER_OPERATION = 3;

describe.each(DOCUMENTS)('%s: seeded dynamic responses', (doc) => {
  it.each(specOperations(doc).map((op) => [op.operationId, op] as const))('%s parses %#', async (_id, op) => {
    const clients = realClients(inject('dynamicOrigin'));
    for (let i = 0; i < CALLS_PER_OPERATION; i++) {
      try {
        await callOperation(clients, op);
      } catch (error) {
        if (error instanceof ContractError) {
          throw new Error(`${error.message} (replay with CONTRACT_SEED=${inject('dynamicSeed')}, call ${i + 1})`, { cause: error });
        }
        throw error;
      }
    }
    expect(clients.warnings).toEqual([]);
  });
});
