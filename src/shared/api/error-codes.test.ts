// Every error code the contract documents (ErrorCode in both OpenAPI documents, read from the
// bundled contract, not from our table) has a Russian text, and every form and toast that shows
// server errors shows it; unknown details are shown as sent.
import { describe, expect, it } from 'vitest';
import gateway from '../../../generated/openapi/gateway-api.bundled.json' with { type: 'json' };
import trader from '../../../generated/openapi/trader-api.bundled.json' with { type: 'json' };
import { ERROR_CODE_MESSAGES, localizeDetail } from './error-codes.ts';
import { ApiError, errorMessage, serverDetailMessage } from './errors.ts';

const ctx = { operationId: 'withdraw', method: 'POST', path: '/traders/balance/withdraw', requestId: 'r' };

function documentedCodes(document: { components: { schemas: Record<string, unknown> } }): string[] {
  const schema = document.components.schemas.ErrorCode as { enum?: unknown } | undefined;
  if (!schema || !Array.isArray(schema.enum)) throw new Error('The contract lists no ErrorCode enum');
  return schema.enum.map(String);
}

const CODES = [...new Set([...documentedCodes(trader), ...documentedCodes(gateway)])];
const CYRILLIC = /[А-Яа-яЁё]/;

describe('error codes documented by the contract', () => {
  it('the contract lists the codes seen in the field', () => {
    expect(CODES).toEqual(expect.arrayContaining(['WITHDRAWAL_LIMIT_EXCEEDED', 'Insufficient funds', 'ORDER_STATE_CONFLICT', 'no_in_whitelist']));
  });

  it.each(CODES)('%s has a Russian message', (code) => {
    const text = (ERROR_CODE_MESSAGES as Record<string, string | undefined>)[code];
    expect(text, `no Russian message for the documented code "${code}"`).toBeDefined();
    expect(text).toMatch(CYRILLIC);
    expect(localizeDetail(code)).toBe(text);
  });

  it.each(CODES)('%s is shown in Russian by every way a server error reaches the screen, 4xx and 5xx', (code) => {
    const text = localizeDetail(code);
    for (const status of [400, 409, 422, 500]) {
      const error = new ApiError(status, { detail: code }, ctx);
      expect(serverDetailMessage(error)).toBe(text); // withdraw and transfer forms
      if (status < 500) expect(errorMessage(error)).toBe(text); // every other form, toast and error state
      expect(serverDetailMessage(new ApiError(status, { detail: [{ msg: 'first' }, { msg: code }] }, ctx))).toBe(text);
    }
  });

  it('the table has no code the contract does not list', () => {
    expect(Object.keys(ERROR_CODE_MESSAGES).sort()).toEqual([...CODES].sort());
  });

  it('shows a detail the contract does not know as sent, and keeps the English detail in the log line', () => {
    expect(localizeDetail('Лимит на сегодня исчерпан')).toBe('Лимит на сегодня исчерпан');
    expect(localizeDetail('SOMETHING_NEW')).toBe('SOMETHING_NEW');
    expect(serverDetailMessage(new ApiError(400, { detail: 'SOMETHING_NEW' }, ctx))).toBe('SOMETHING_NEW');
    expect(localizeDetail(' WITHDRAWAL_LIMIT_EXCEEDED ')).toBe(ERROR_CODE_MESSAGES.WITHDRAWAL_LIMIT_EXCEEDED);
    expect(new ApiError(400, { detail: 'WITHDRAWAL_LIMIT_EXCEEDED' }, ctx).describe()).toContain('failed with 400: WITHDRAWAL_LIMIT_EXCEEDED');
  });

  it('a key of Object.prototype is not a code', () => {
    expect(localizeDetail('constructor')).toBe('constructor');
  });
});
