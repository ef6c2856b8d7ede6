import { describe, expect, it } from 'vitest';
import { ApiError, CONTRACT_MESSAGE, ContractError, NetworkError, RequestTimeoutError, TIMEOUT_MESSAGE, answerUnknown, detailMessage, errorMessage, serverDetailMessage } from './errors.ts';

const ctx = { operationId: 'withdraw', method: 'POST', path: '/traders/balance/withdraw', requestId: 'r' };

describe('what the trader is shown', () => {
  it('the last item of a detail list, or a string detail (spec section 5)', () => {
    expect(detailMessage({ detail: [{ msg: 'a' }, { msg: 'Недостаточно средств' }] })).toBe('Недостаточно средств');
    expect(detailMessage({ detail: 'Лимит превышен' })).toBe('Лимит превышен');
    expect(detailMessage({ detail: [] })).toBeNull();
    expect(detailMessage('oops')).toBeNull();
  });

  it('4xx shows the server detail; 5xx shows the Russian fallback', () => {
    expect(new ApiError(422, { detail: 'Неверная сумма' }, ctx).message).toBe('Неверная сумма');
    expect(new ApiError(500, { detail: 'Internal Server Error' }, ctx).message).toBe('Сервис временно недоступен. Попробуйте позже.');
  });

  it('never shows developer text: contract errors, timeouts and other errors get Russian', () => {
    expect(errorMessage(new ContractError('Response of getTrader (200)', [{ path: ['blocked'], message: 'bad' }]))).toBe(CONTRACT_MESSAGE);
    const timeout = new RequestTimeoutError(ctx);
    expect(timeout.message).toBe(TIMEOUT_MESSAGE);
    expect(errorMessage(timeout)).toBe('Сервер не ответил вовремя. Попробуйте ещё раз.');
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe('Что-то пошло не так. Попробуйте ещё раз.');
    expect(errorMessage(new ApiError(409, { detail: 'Уже подтверждено' }, ctx))).toBe('Уже подтверждено');
  });
});

describe('withdraw and transfer errors (spec section 8: the server detail message)', () => {
  it("show the server's detail for every status, 5xx included", () => {
    expect(serverDetailMessage(new ApiError(502, { detail: 'Шлюз выплат недоступен' }, ctx))).toBe('Шлюз выплат недоступен');
    expect(serverDetailMessage(new ApiError(500, { detail: [{ msg: 'a' }, { msg: 'Сбой выплаты' }] }, ctx))).toBe('Сбой выплаты');
    expect(serverDetailMessage(new ApiError(400, { detail: 'Недостаточно средств' }, ctx))).toBe('Недостаточно средств');
  });

  it('fall back to the Russian texts without a detail, on timeouts and on anything else', () => {
    expect(serverDetailMessage(new ApiError(503, '<html>Bad gateway</html>', ctx))).toBe('Сервис временно недоступен. Попробуйте позже.');
    expect(serverDetailMessage(new RequestTimeoutError(ctx))).toBe('Сервер не ответил вовремя. Попробуйте ещё раз.');
    expect(serverDetailMessage(new TypeError('Failed to fetch'))).toBe('Что-то пошло не так. Попробуйте ещё раз.');
  });
});

describe('the log line', () => {
  it("names the request and carries the server's detail, a 5xx's too", () => {
    expect(new ApiError(500, { detail: 'db timeout' }, ctx).describe()).toBe(
      'POST /traders/balance/withdraw (withdraw) failed with 500: db timeout [x-request-id r]',
    );
    expect(new ApiError(500, null, ctx).describe()).toBe(
      'POST /traders/balance/withdraw (withdraw) failed with 500: no detail in the response body [x-request-id r]',
    );
    expect(new RequestTimeoutError(ctx).describe()).toContain('failed with 408: The operation was aborted due to timeout');
  });
});

describe('whether a failed action may still have happened (answerUnknown)', () => {
  it('is unknown without an answer, after a 5xx or an unreadable answer; known after a 4xx refusal', () => {
    expect(answerUnknown(new NetworkError(ctx, 'Failed to fetch'))).toBe(true);
    expect(answerUnknown(new RequestTimeoutError(ctx))).toBe(true);
    expect(answerUnknown(new ApiError(502, null, ctx))).toBe(true);
    expect(answerUnknown(new ContractError('POST /traders/balance/withdraw 200', [{ path: ['id'], message: 'Required' }]))).toBe(true);
    expect(answerUnknown(new Error('anything else'))).toBe(true);
    expect(answerUnknown(new ApiError(400, { detail: 'insufficient_funds' }, ctx))).toBe(false);
    expect(answerUnknown(new ApiError(422, { detail: [{ msg: 'bad' }] }, ctx))).toBe(false);
  });

  it('a 408 a server or proxy sent is unknown too: it stopped waiting, it did not say nothing happened (issue 40)', () => {
    expect(answerUnknown(new ApiError(408, { detail: 'Request Timeout' }, ctx))).toBe(true);
    expect(answerUnknown(new ApiError(408, null, ctx))).toBe(true);
  });
});
