import { describe, expect, it } from 'vitest';
import { ApiError, ContractError } from './errors.ts';
import { isMissingCall } from './proposed.ts';

const context = { operationId: 'listOrderHistory', method: 'GET', path: '/traders/orders/history', requestId: 'r' };

describe('isMissingCall', () => {
  it('reads 404, 405 and 501 as a backend without the call', () => {
    for (const status of [404, 405, 501]) expect(isMissingCall(new ApiError(status, { detail: 'Not Found' }, context)), String(status)).toBe(true);
  });

  it('any other failure is an error to show', () => {
    for (const status of [400, 401, 403, 422, 429, 500, 502, 503]) expect(isMissingCall(new ApiError(status, null, context)), String(status)).toBe(false);
    expect(isMissingCall(new ContractError('x', []))).toBe(false);
    expect(isMissingCall(new Error('network'))).toBe(false);
    expect(isMissingCall(null)).toBe(false);
  });
});
