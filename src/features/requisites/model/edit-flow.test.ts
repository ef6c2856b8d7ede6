// The edit flow through its ports: the PATCH and the error text.
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../shared/api/errors.ts';
import { EDIT_COPY, editAttemptOutcome, submitEdit, type EditPorts } from './edit-flow.ts';
import type { Requisite, RequisiteUpdate } from './requisite.ts';

const context = { operationId: 'updateRequisite', method: 'patch', path: '/traders/requisites/12', requestId: null };
const original: Requisite = { id: 12, status: 'ACTIVE', payment_method_id: 2, bank_id: 3, card_number: '2200700012345678', phone: null, holder_name: 'Иван Петров', created_at: '2026-11-26T05:00:00Z', editable: true };

function ports(answer: unknown = null) {
  const sent: { id: number; body: RequisiteUpdate }[] = [];
  const p: EditPorts = {
    send: async (id, body) => {
      sent.push({ id, body });
      if (answer) throw answer;
    },
    describe: (error) => (error instanceof Error ? error.message : 'ошибка'),
  };
  return { p, sent };
}

describe('submitEdit', () => {
  it('sends the change of the requisite once; saved locks the intent', async () => {
    const { p, sent } = ports();
    const result = await submitEdit(p, original, { ok: true, body: { holder_name: 'Пётр Иванов' } });
    expect(result).toEqual({ kind: 'saved' });
    expect(editAttemptOutcome(result)).toBe('done');
    expect(sent).toEqual([{ id: 12, body: { holder_name: 'Пётр Иванов' } }]);
  });

  it('invalid or unchanged values send nothing and leave the form open', async () => {
    const { p, sent } = ports();
    expect(await submitEdit(p, original, { ok: false, reason: 'invalid' })).toEqual({ kind: 'invalid' });
    const unchanged = await submitEdit(p, original, { ok: false, reason: 'unchanged' });
    expect(unchanged).toEqual({ kind: 'unchanged' });
    expect(editAttemptOutcome(unchanged)).toBe('open');
    expect(sent).toEqual([]);
  });

  it('a 404: the requisite is gone, back to the list', async () => {
    const { p } = ports(new ApiError(404, { detail: 'Not Found' }, context));
    const result = await submitEdit(p, original, { ok: true, body: { bank_id: 1 } });
    expect(result).toEqual({ kind: 'gone' });
    expect(editAttemptOutcome(result)).toBe('done');
  });

  it('a backend without the edit (405, 501): unsupported, nothing changed', async () => {
    for (const status of [405, 501]) {
      const { p } = ports(new ApiError(status, null, context));
      expect(await submitEdit(p, original, { ok: true, body: { bank_id: 1 } }), String(status)).toEqual({ kind: 'failed', message: EDIT_COPY.unsupported });
    }
  });

  it('a refusal shows the server text; an unknown outcome (no answer, a 5xx, a server-sent 408) says saving again is safe', async () => {
    const refused = ports(new ApiError(422, { detail: 'Проверьте номер' }, context));
    expect(await submitEdit(refused.p, original, { ok: true, body: { bank_id: 1 } })).toEqual({ kind: 'failed', message: 'Проверьте номер' });
    for (const error of [new NetworkError(context, 'Failed to fetch'), new ApiError(502, null, context), new ApiError(408, null, context)]) {
      const { p } = ports(error);
      expect(await submitEdit(p, original, { ok: true, body: { bank_id: 1 } }), error.describe()).toEqual({ kind: 'failed', message: `${error.message} ${EDIT_COPY.unknown}` });
    }
  });
});
