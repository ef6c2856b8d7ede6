// The add flow through its ports: the kept intent (the real keptIntent over an in-memory store),
// the request, the list and the error text.
import { describe, expect, it } from 'vitest';
import { ApiError, ContractError, NetworkError } from '../../../shared/api/errors.ts';
import { keptIntent, type IntentStore, type PendingIntent } from '../../../shared/lib/pending-intents.ts';
import { CREATE_COPY, CREATE_INTENT_KIND, findCreated, readCreateBody, resumeCreate, submitCreate, type CreatePorts } from './create-flow.ts';
import type { Requisite, RequisiteCreate } from './requisite.ts';

const context = { operationId: 'createRequisite', method: 'post', path: '/traders/requisites', requestId: null };
const card: RequisiteCreate = { payment_method_id: 2, bank_id: 3, card_number: '2200700012345678', holder_name: 'Иван Петров' };
const created: Requisite = { id: 14, status: 'ACTIVE', payment_method_id: 2, bank_id: 3, card_number: '2200700012345678', phone: null, holder_name: 'Иван Петров', created_at: '2026-11-26T05:00:00Z' };
const sbp: Requisite = { ...created, id: 11, payment_method_id: 1, card_number: null, phone: '+79161234567' };

/** Storage as a map: what a reload keeps (a new keptIntent over the same store). */
function memoryStore(): IntentStore & { entries: Map<string, PendingIntent> } {
  const entries = new Map<string, PendingIntent>();
  return { entries, read: (kind) => entries.get(kind) ?? null, write: (i) => (entries.set(i.kind, i), true), clear: (kind) => void entries.delete(kind) };
}

/** A backend that creates per key (replaying a key it saw) and can fail or lose answers. */
function world(store = memoryStore()) {
  let n = 0;
  const state = { requisites: [sbp] as Requisite[], sent: [] as { body: RequisiteCreate; key: string }[], byKey: new Map<string, Requisite>(), faults: [] as unknown[], listFails: false };
  const ports = (): CreatePorts => ({
    intent: keptIntent(CREATE_INTENT_KIND, { store, randomUUID: () => `key-${++n}` }),
    send: async (body, key) => {
      state.sent.push({ body, key });
      const fault = state.faults.shift();
      if (fault instanceof ApiError && fault.status < 500 && fault.status !== 408) throw fault; // refused before anything
      if (!state.byKey.has(key)) {
        const r = { ...created, id: 100 + state.byKey.size, card_number: 'card_number' in body ? body.card_number : null, phone: 'phone' in body ? body.phone : null };
        state.byKey.set(key, r);
        state.requisites.push(r);
      }
      if (fault) throw fault; // created, answer lost or failed
    },
    list: async () => {
      if (state.listFails) throw new NetworkError(context, 'Failed to fetch');
      return state.requisites;
    },
    describe: (error) => (error instanceof Error ? error.message : 'ошибка'),
  });
  return { state, ports, store };
}

describe('submitCreate', () => {
  it('invalid values send nothing', async () => {
    const w = world();
    expect(await submitCreate(w.ports(), null)).toEqual({ kind: 'invalid' });
    expect(w.state.sent).toEqual([]);
  });

  it('created: the key is forgotten, the next add is a new intent', async () => {
    const w = world();
    const ports = w.ports();
    expect(await submitCreate(ports, card)).toEqual({ kind: 'created' });
    expect(w.store.entries.size).toBe(0);
    await submitCreate(ports, { ...card, card_number: '4111111111111111' });
    expect(w.state.sent.map((s) => s.key)).toEqual(['key-1', 'key-2']);
  });

  it('a lost answer, then the form left and opened again (a new flow): the same values go out with the same key, one requisite', async () => {
    const w = world();
    w.state.faults.push(new NetworkError(context, 'Failed to fetch'));
    const first = await submitCreate(w.ports(), card);
    expect(first).toEqual({ kind: 'failed', message: `${new NetworkError(context, 'x').message} ${CREATE_COPY.unknownHint}` });
    expect(w.store.entries.get(CREATE_INTENT_KIND)?.key).toBe('key-1');
    expect(await submitCreate(w.ports(), { ...card })).toEqual({ kind: 'created' });
    expect(w.state.sent.map((s) => s.key)).toEqual(['key-1', 'key-1']);
    expect(w.state.requisites.filter((r) => r.card_number === card.card_number)).toHaveLength(1);
  });

  it('a server-sent 408 is an unknown outcome: the hint, and the key kept', async () => {
    const w = world();
    w.state.faults.push(new ApiError(408, { detail: 'Request Timeout' }, context));
    const result = await submitCreate(w.ports(), card);
    expect(result).toMatchObject({ kind: 'failed', message: expect.stringContaining(CREATE_COPY.unknownHint) });
    expect(w.store.entries.get(CREATE_INTENT_KIND)?.key).toBe('key-1');
  });

  it('a refusal (4xx): nothing created, no hint, the key forgotten', async () => {
    const w = world();
    w.state.faults.push(new ApiError(422, { detail: 'Проверьте номер' }, context));
    expect(await submitCreate(w.ports(), card)).toEqual({ kind: 'failed', message: 'Проверьте номер' });
    expect(w.store.entries.size).toBe(0);
    await submitCreate(w.ports(), card);
    expect(w.state.sent.map((s) => s.key)).toEqual(['key-1', 'key-2']);
  });

  it('other values after a lost answer: the list is read first; found, nothing is sent', async () => {
    const w = world();
    w.state.faults.push(new ContractError('createRequisite 201', [{ path: ['id'], message: 'Required' }]));
    await submitCreate(w.ports(), card);
    const result = await submitCreate(w.ports(), { ...card, card_number: '4111111111111111' });
    expect(result).toMatchObject({ kind: 'found', requisite: { card_number: card.card_number } });
    expect(w.state.sent).toHaveLength(1);
    expect(w.store.entries.size).toBe(0);
  });

  it('other values after a 5xx that created nothing: not in the list, so a new key', async () => {
    const w = world();
    w.state.faults.push(new ApiError(500, null, context));
    // This 5xx did nothing: take it back out of the list.
    await submitCreate(w.ports(), card);
    w.state.requisites = [sbp];
    const other = { ...card, card_number: '4111111111111111' };
    expect(await submitCreate(w.ports(), other)).toEqual({ kind: 'created' });
    expect(w.state.sent.map((s) => s.key)).toEqual(['key-1', 'key-2']);
  });

  it('the list cannot be read: nothing is sent and the key stays', async () => {
    const w = world();
    w.state.faults.push(new NetworkError(context, 'Failed to fetch'));
    await submitCreate(w.ports(), card);
    w.state.listFails = true;
    const result = await submitCreate(w.ports(), { ...card, holder_name: 'Пётр Иванов' });
    expect(result).toMatchObject({ kind: 'failed', message: expect.stringContaining('Не удалось проверить, добавлен ли реквизит.') });
    expect(w.state.sent).toHaveLength(1);
    expect(w.store.entries.get(CREATE_INTENT_KIND)?.key).toBe('key-1');
  });
});

describe('resumeCreate (the form opened with a kept intent)', () => {
  it('nothing kept: nothing to do', async () => {
    const w = world();
    expect(await resumeCreate(w.ports(), null)).toEqual({ kind: 'none' });
  });

  it('the kept attempt created its requisite: found, the key forgotten', async () => {
    const w = world();
    w.state.faults.push(new NetworkError(context, 'Failed to fetch'));
    await submitCreate(w.ports(), card);
    const ports = w.ports();
    const result = await resumeCreate(ports, w.store.entries.get(CREATE_INTENT_KIND) ?? null);
    expect(result).toMatchObject({ kind: 'found', requisite: { card_number: card.card_number } });
    expect(w.store.entries.size).toBe(0);
    expect(CREATE_COPY.found(created)).toBe('Реквизит •••• 5678 уже добавлен');
  });

  it('not found, or the list unreadable: the values come back, to send with the kept key', async () => {
    const w = world();
    w.state.faults.push(new ApiError(503, null, context));
    await submitCreate(w.ports(), card);
    w.state.requisites = [sbp];
    const kept = w.store.entries.get(CREATE_INTENT_KIND) ?? null;
    expect(await resumeCreate(w.ports(), kept)).toEqual({ kind: 'resumed', body: card, note: CREATE_COPY.resumed });
    w.state.listFails = true;
    expect(await resumeCreate(w.ports(), kept)).toEqual({ kind: 'resumed', body: card, note: CREATE_COPY.unchecked });
    w.state.listFails = false;
    expect(await submitCreate(w.ports(), card)).toEqual({ kind: 'created' });
    expect(w.state.sent.map((s) => s.key)).toEqual(['key-1', 'key-1']);
  });

  it('a kept body that is not a create body is dropped', async () => {
    const w = world();
    const ports = w.ports();
    w.store.write({ kind: CREATE_INTENT_KIND, key: 'k', fingerprint: '{}', body: { amount: 20 }, sentAt: 1 });
    expect(await resumeCreate(ports, w.store.entries.get(CREATE_INTENT_KIND) ?? null)).toEqual({ kind: 'none' });
    expect(w.store.entries.size).toBe(0);
    expect(readCreateBody({ ...card, phone: '+79161234567' })).toBeNull();
    expect(readCreateBody({ payment_method_id: 1, bank_id: 1, phone: '+79161234567', holder_name: 'И' })).toEqual({ payment_method_id: 1, bank_id: 1, phone: '+79161234567', holder_name: 'И' });
  });
});

describe('finding the requisite an attempt may have created', () => {
  it('matches by method, bank, card or phone and holder, whatever form the backend stored them in', () => {
    expect(findCreated([sbp, created], card)).toBe(created);
    expect(findCreated([{ ...created, card_number: '2200 7000 1234 5678', holder_name: 'ИВАН  петров ' }], card)?.id).toBe(14);
    expect(findCreated([sbp], { payment_method_id: 1, bank_id: 3, phone: '+79161234567', holder_name: 'Иван Петров' })).toBe(sbp);
  });

  it('does not match other values or a deleted requisite', () => {
    expect(findCreated([{ ...created, status: 'DELETED' }], card)).toBeUndefined();
    expect(findCreated([{ ...created, bank_id: 1 }], card)).toBeUndefined();
    expect(findCreated([{ ...created, card_number: '4111111111111111' }], card)).toBeUndefined();
    expect(findCreated([{ ...created, holder_name: 'Пётр Иванов' }], card)).toBeUndefined();
    expect(findCreated([sbp], card)).toBeUndefined();
  });
});
