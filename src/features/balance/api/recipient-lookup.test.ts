import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../shared/api/errors.ts';
import { lookupOutcome } from './recipient-lookup.ts';

const ctx = { operationId: 'getTransferRecipient', method: 'GET', path: '/traders/balance/transfer/recipient', requestId: 'r' };

describe('the recipient lookup as the transfer form reads it', () => {
  it('names the recipient it found', () => {
    expect(lookupOutcome({ user_id: 2048, username: 'maria_trader', display_name: 'Мария К.' }, null)).toEqual({ phase: 'found', name: 'Мария К.' });
  });

  it('tells "nobody has this username or id" (404 RECIPIENT_NOT_FOUND) apart from a server without the call', () => {
    expect(lookupOutcome(undefined, new ApiError(404, { detail: 'RECIPIENT_NOT_FOUND' }, ctx))).toEqual({ phase: 'not-found' });
    // FastAPI without the route, a path with other methods, a gateway: no name, nothing refused.
    expect(lookupOutcome(undefined, new ApiError(404, { detail: 'Not Found' }, ctx))).toEqual({ phase: 'none' });
    expect(lookupOutcome(undefined, new ApiError(405, { detail: 'Method Not Allowed' }, ctx))).toEqual({ phase: 'none' });
    expect(lookupOutcome(undefined, new ApiError(501, null, ctx))).toEqual({ phase: 'none' });
  });

  it('never refuses a transfer because the lookup failed', () => {
    expect(lookupOutcome(undefined, new ApiError(500, null, ctx))).toEqual({ phase: 'none' });
    expect(lookupOutcome(undefined, new NetworkError(ctx, 'Failed to fetch'))).toEqual({ phase: 'none' });
    expect(lookupOutcome(undefined, null)).toEqual({ phase: 'none' });
  });
});
