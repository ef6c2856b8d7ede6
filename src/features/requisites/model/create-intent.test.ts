import { describe, expect, it } from 'vitest';
import { ApiError, ContractError, NetworkError, RequestTimeoutError } from '../../../shared/api/errors.ts';
import { CreateIntentKeys, failureOutcome, findCreated } from './create-intent.ts';
import type { Requisite, RequisiteCreate } from './requisite.ts';

const context = { operationId: 'createRequisite', method: 'post', path: '/traders/requisites', requestId: null };
const card: RequisiteCreate = { payment_method_id: 2, bank_id: 3, card_number: '2200700012345678', holder_name: 'Иван Петров' };

function keys() {
  let n = 0;
  return new CreateIntentKeys(() => `key-${++n}`);
}

describe('the create intent key', () => {
  it('is made on the first submit and kept for the same values until the answer is known', () => {
    const intent = keys();
    expect(intent.next(card)).toEqual({ kind: 'send', key: 'key-1' });
    // No answer: the same values (a new object, keys in another order) go out with the same key.
    const { holder_name, ...rest } = card;
    expect(intent.next({ holder_name, ...rest })).toEqual({ kind: 'send', key: 'key-1' });
    expect(intent.next({ ...card })).toEqual({ kind: 'send', key: 'key-1' });
    intent.settle();
    expect(intent.next(card)).toEqual({ kind: 'send', key: 'key-2' });
  });

  it('asks for a reconcile when the values changed after an unknown outcome, and a new key only after it', () => {
    const intent = keys();
    intent.next(card);
    const changed = { ...card, card_number: '4111111111111111' };
    expect(intent.next(changed)).toEqual({ kind: 'reconcile', previous: card });
    // Asking again without a reconcile keeps asking: the old key stays the open one.
    expect(intent.next(changed)).toEqual({ kind: 'reconcile', previous: card });
    expect(intent.pendingKey).toBe('key-1');
    expect(intent.fresh(changed)).toBe('key-2');
    expect(intent.next(changed)).toEqual({ kind: 'send', key: 'key-2' });
    // Back to the first values now: they were reconciled away, so this is a change again.
    expect(intent.next(card)).toEqual({ kind: 'reconcile', previous: changed });
  });
});

describe('what a failure says', () => {
  it('a 4xx answer: refused, nothing created', () => {
    for (const status of [400, 401, 403, 409, 422, 429]) expect(failureOutcome(new ApiError(status, { detail: 'x' }, context)), String(status)).toBe('refused');
  });

  it('no answer, a timeout, a 5xx or an answer off the contract: unknown', () => {
    expect(failureOutcome(new NetworkError(context, 'Failed to fetch'))).toBe('unknown');
    expect(failureOutcome(new RequestTimeoutError(context))).toBe('unknown');
    for (const status of [408, 500, 502, 503, 504]) expect(failureOutcome(new ApiError(status, null, context)), String(status)).toBe('unknown');
    expect(failureOutcome(new ContractError('createRequisite 201', [{ path: ['id'], message: 'Required' }]))).toBe('unknown');
    expect(failureOutcome(new TypeError('Failed to fetch'))).toBe('unknown');
  });
});

describe('finding the requisite an attempt may have created', () => {
  const created: Requisite = { id: 14, status: 'ACTIVE', payment_method_id: 2, bank_id: 3, card_number: '2200700012345678', phone: null, holder_name: 'Иван Петров', created_at: '2026-11-26T05:00:00Z' };
  const sbp: Requisite = { ...created, id: 11, payment_method_id: 1, card_number: null, phone: '+79161234567' };

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
