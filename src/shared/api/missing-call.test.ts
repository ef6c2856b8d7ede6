import { describe, expect, it } from 'vitest';
import { ApiError, ContractError, NetworkError, RequestTimeoutError } from './errors.ts';
import { callMissing } from './missing-call.ts';

const ctx = { operationId: 'getWithdrawalTerms', method: 'GET', path: '/traders/balance/withdraw/terms', requestId: 'r' };

describe('a proposed call the backend does not offer (callMissing)', () => {
  it('is a 404, 405 or 501 answer; any other failure is an error to show', () => {
    expect(callMissing(new ApiError(404, { detail: 'Not Found' }, ctx))).toBe(true);
    expect(callMissing(new ApiError(405, { detail: 'Method Not Allowed' }, ctx))).toBe(true);
    expect(callMissing(new ApiError(501, null, ctx))).toBe(true);
    expect(callMissing(new ApiError(500, null, ctx))).toBe(false);
    expect(callMissing(new ApiError(403, { detail: 'Forbidden' }, ctx))).toBe(false);
    expect(callMissing(new ApiError(429, null, ctx))).toBe(false);
    expect(callMissing(new NetworkError(ctx, 'Failed to fetch'))).toBe(false);
    expect(callMissing(new RequestTimeoutError(ctx))).toBe(false);
    expect(callMissing(new ContractError('GET /traders/balance/withdraw/terms 200', [{ path: ['fee'], message: 'Required' }]))).toBe(false);
    expect(callMissing(new Error('anything else'))).toBe(false);
  });
});
