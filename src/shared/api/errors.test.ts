import { describe, expect, it } from 'vitest';
import { ApiError, CONTRACT_MESSAGE, ContractError, RequestTimeoutError, TIMEOUT_MESSAGE, detailMessage, errorMessage } from './errors.ts';

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
