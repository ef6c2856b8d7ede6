// The withdrawal and transfer submit through its ports (submit-money.ts): what is confirmed,
// what is sent with which key, what is kept until the outcome is known, what the form shows.
import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_MESSAGE, NetworkError, RequestTimeoutError, fallbackMessage, type RequestContext } from '../../../shared/api/errors.ts';
import { intentFingerprint, type PendingIntent } from '../../../shared/lib/pending-intents.ts';
import { RECIPIENT_NOT_FOUND_TEXT, type RecipientLookup } from '../api/recipient-lookup.ts';
import { INTENT_COPY, type MoneyBody } from './intent-outcome.ts';
import type { BalanceOperation } from './labels.ts';
import type { MoneyFormValues, MoneyKind } from './money-form.ts';
import { submitMoney, type CreatedBy, type MoneyPorts, type MoneyView } from './submit-money.ts';
import { ADDRESS_MESSAGES } from './trc20.ts';
import { TERMS_MESSAGES, type WithdrawalTerms } from './withdrawal-terms.ts';

const ADDRESS = 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC';
const NOW = Date.parse('2026-12-06T10:00:00Z');
const TERMS: WithdrawalTerms = { asset: 'USDT', network: 'TRC20', fee: 1, min_amount: 10, max_amount: 5000 };
const CONTEXT: RequestContext = { operationId: 'withdraw', method: 'post', path: '/traders/balance/withdraw', requestId: null };

const operationOf = (body: MoneyBody, id = '3f0c6a8e-1b2d-4c5e-8f9a-0b1c2d3e4f5a'): BalanceOperation => ({
  id,
  type: 'address' in body ? 'WITHDRAWAL' : 'INTERNAL_TRANSFER',
  status: 'HOLD',
  amount: -body.amount,
  currency_code: 'USDT',
  created_at: new Date(NOW).toISOString(),
  updated_at: new Date(NOW).toISOString(),
  order_id: null,
  tx_hash: null,
  address: 'address' in body ? body.address : body.recipient,
  comment: null,
});

/**
 * Ports over plain state: storage is a variable, the intent hands out numbered keys bound to the
 * values as shared/lib/intent.ts does, the backend answers what `answer` says. `log` lists what
 * happened in order; `view` is what the form shows.
 */
function harness(kind: MoneyKind, options: { answer?: (body: MoneyBody, key: string) => Promise<BalanceOperation>; stored?: PendingIntent | null } & Partial<MoneyPorts> = {}) {
  const log: string[] = [];
  const view: MoneyView = { errors: {}, serverError: null, note: null };
  const sent: Array<{ body: MoneyBody; key: string; kept: PendingIntent | null }> = [];
  const created: Array<{ operation: BalanceOperation; by: CreatedBy }> = [];
  const popups: string[] = [];
  let stored = options.stored ?? null;
  let keys = 0;
  let key: string | null = null;
  let bound: string | null = null;
  const { answer = async (body: MoneyBody) => operationOf(body), stored: _stored, ...overrides } = options;
  const ports: MoneyPorts = {
    confirm: async (popup) => {
      popups.push(`${popup.title}: ${popup.message}`);
      return true;
    },
    verify: async () => true,
    send: async (body, k) => {
      sent.push({ body, key: k, kept: stored });
      log.push('send');
      return answer(body, k);
    },
    reconcile: async () => {
      log.push('reconcile');
      return null;
    },
    pending: {
      read: () => stored,
      write: (intent) => {
        stored = intent;
      },
      clear: () => {
        stored = null;
      },
    },
    terms: async () => (kind === 'withdraw' ? TERMS : null),
    recipient: async (): Promise<RecipientLookup> => ({ phase: 'none' }),
    label: () => null,
    intent: {
      keyFor: (fingerprint) => {
        if (key === null || bound !== fingerprint) key = `key-${(keys += 1)}`;
        bound = fingerprint;
        return key;
      },
      resume: (k, fingerprint) => {
        key = k;
        bound = fingerprint;
        log.push(`resume ${k}`);
      },
      settle: () => {
        key = null;
        bound = null;
        log.push('settle');
      },
    },
    now: () => NOW,
    show: (patch) => Object.assign(view, patch),
    refreshBalance: () => log.push('refresh balance'),
    feel: (type) => log.push(`feel ${type}`),
    created: (operation, _body, by) => created.push({ operation, by }),
    ...overrides,
  };
  const submit = (values: MoneyFormValues, max = 1250.5) => submitMoney(ports, { kind, values, max });
  return { ports, submit, log, view, sent, created, popups, stored: () => stored };
}

const withdrawal = { amount: '50,25', target: ADDRESS };
const WITHDRAW_BODY = { amount: 50.25, address: ADDRESS };

describe('submitMoney', () => {
  it('sends once with the key bound to the values, kept in storage until the answer came', async () => {
    const h = harness('withdraw');
    await expect(h.submit(withdrawal)).resolves.toBe('done');
    expect(h.popups).toEqual([
      'Подтвердите вывод: 50,25 USDT на адрес TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC, сеть TRON (TRC20). Комиссия сети 1,00 USDT (минимум вывода 10,00 USDT), на адрес придёт 49,25 USDT. Перевод в блокчейне нельзя отменить.',
    ]);
    expect(h.sent).toEqual([
      { body: WITHDRAW_BODY, key: 'key-1', kept: { kind: 'withdraw', key: 'key-1', fingerprint: intentFingerprint(WITHDRAW_BODY), body: WITHDRAW_BODY, sentAt: NOW } },
    ]);
    expect(h.stored()).toBeNull();
    expect(h.created.map((c) => c.by)).toEqual(['answer']);
    expect(h.log).toEqual(['send', 'feel success']);
    expect(h.view).toEqual({ errors: {}, serverError: null, note: null });
  });

  it('a declined confirmation (or a popup that cannot open) sends nothing, keeps nothing and says nothing', async () => {
    for (const confirm of [async () => false, () => Promise.reject(new Error('WebAppPopupOpened'))]) {
      const h = harness('withdraw', { confirm });
      await expect(h.submit(withdrawal)).resolves.toBe('open');
      expect(h.sent).toEqual([]);
      expect(h.stored()).toBeNull();
      expect(h.log).toEqual([]);
      expect(h.view).toEqual({ errors: {}, serverError: null, note: null });
    }
  });

  it('refused biometry sends nothing and says why', async () => {
    let asked = 0;
    const h = harness('transfer', {
      verify: async () => {
        asked += 1;
        return 'Биометрия не подтверждена. Деньги не отправлены.';
      },
    });
    await expect(h.submit({ amount: '100', target: 'maria_trader' })).resolves.toBe('open');
    expect(asked).toBe(1);
    expect(h.sent).toEqual([]);
    expect(h.stored()).toBeNull();
    expect(h.view.serverError).toBe('Биометрия не подтверждена. Деньги не отправлены.');
    expect(h.log).toEqual(['feel error']);
  });

  it("the withdrawal terms are kept to: an amount under the minimum is refused beside the field, before any popup", async () => {
    const h = harness('withdraw');
    await expect(h.submit({ amount: '5', target: ADDRESS })).resolves.toBe('open');
    expect(h.view.errors).toEqual({ amount: TERMS_MESSAGES.belowMin(10) });
    expect(h.popups).toEqual([]);
    expect(h.sent).toEqual([]);
    // Without terms (a backend without the call) the server decides.
    const without = harness('withdraw', { terms: async () => null });
    await expect(without.submit({ amount: '5', target: ADDRESS })).resolves.toBe('done');
    expect(without.sent.map((s) => s.body)).toEqual([{ amount: 5, address: ADDRESS }]);
  });

  it('field rules, a checksum typo and a recipient nobody has send nothing', async () => {
    const typo = harness('withdraw');
    await expect(typo.submit({ amount: '10', target: 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeD' })).resolves.toBe('open');
    expect(typo.view.errors).toEqual({ target: ADDRESS_MESSAGES.checksum });
    const nobody = harness('transfer', { recipient: async () => ({ phase: 'not-found' }) });
    await expect(nobody.submit({ amount: '10', target: 'nobody_here' })).resolves.toBe('open');
    expect(nobody.view.errors).toEqual({ target: RECIPIENT_NOT_FOUND_TEXT });
    for (const h of [typo, nobody]) {
      expect(h.popups).toEqual([]);
      expect(h.sent).toEqual([]);
      expect(h.log).toEqual(['feel error']);
    }
  });

  it("a found recipient is named in the transfer's confirmation", async () => {
    const h = harness('transfer', { recipient: async () => ({ phase: 'found', name: 'Мария К.' }) });
    await expect(h.submit({ amount: '100', target: 'maria_trader' })).resolves.toBe('done');
    expect(h.popups).toEqual(['Подтвердите перевод: 100,00 USDT трейдеру maria_trader. Получатель: Мария К.']);
  });

  it('a refusal (4xx) ends the intent: nothing kept, the next press is a new key', async () => {
    const h = harness('withdraw', { answer: () => Promise.reject(new ApiError(400, { detail: 'Недостаточно средств для операции' }, CONTEXT)) });
    await expect(h.submit(withdrawal)).resolves.toBe('open');
    expect(h.view.serverError).toBe('Недостаточно средств для операции');
    expect(h.view.note).toBeNull();
    expect(h.stored()).toBeNull();
    expect(h.log).toEqual(['send', 'feel error', 'settle']);
    await h.submit(withdrawal);
    expect(h.sent.map((s) => s.key)).toEqual(['key-1', 'key-2']);
  });

  it.each([
    ['no answer', new NetworkError(CONTEXT, 'Failed to fetch'), NETWORK_MESSAGE, INTENT_COPY.lost],
    ['a timeout (408)', new RequestTimeoutError(CONTEXT), fallbackMessage(408), INTENT_COPY.lost],
    ['a 408 the server sent', new ApiError(408, null, CONTEXT), fallbackMessage(408), INTENT_COPY.errorAnswer],
    ['a 5xx', new ApiError(502, { detail: 'Шлюз выплат временно недоступен' }, CONTEXT), 'Шлюз выплат временно недоступен', INTENT_COPY.errorAnswer],
  ])('%s leaves the outcome unknown: the intent and its key kept, the same values retry with that key', async (_, error, shown, note) => {
    let fail = true;
    const h = harness('withdraw', { answer: async (body) => (fail ? Promise.reject(error) : operationOf(body)) });
    await expect(h.submit(withdrawal)).resolves.toBe('unknown');
    expect(h.view).toEqual({ errors: {}, serverError: shown, note });
    expect(h.stored()).toMatchObject({ kind: 'withdraw', key: 'key-1', body: WITHDRAW_BODY, sentAt: NOW });
    expect(h.log).toEqual(['send', 'feel error', 'refresh balance']);
    fail = false;
    // Typed differently, the same values: the same intent, retried with its key, not limited by the
    // available amount (the first attempt may have taken it) and asked of nobody first.
    await expect(h.submit({ amount: '50.25', target: ` ${ADDRESS} ` }, 0)).resolves.toBe('done');
    expect(h.sent.map((s) => s.key)).toEqual(['key-1', 'key-1']);
    expect(h.log).not.toContain('reconcile');
    expect(h.stored()).toBeNull();
    expect(h.view.note).toBeNull();
  });

  it('after a lost answer, other values first ask the backend: found, it is shown done and nothing new is sent', async () => {
    let lost = true;
    const h = harness('withdraw', {
      answer: async (body) => (lost ? Promise.reject(new NetworkError(CONTEXT, 'Failed to fetch')) : operationOf(body)),
      reconcile: async (body, sentAt) => {
        h.log.push(`reconcile ${body.amount} ${sentAt}`);
        return operationOf(body, 'a8c7e1f0-2b3c-4d5e-9f80-112233445566');
      },
    });
    await h.submit(withdrawal);
    lost = false;
    await expect(h.submit({ amount: '60', target: ADDRESS })).resolves.toBe('done');
    expect(h.log.at(-1)).toBe(`reconcile 50.25 ${NOW}`);
    expect(h.created).toEqual([{ operation: expect.objectContaining({ id: 'a8c7e1f0-2b3c-4d5e-9f80-112233445566' }), by: 'found' }]);
    expect(h.sent).toHaveLength(1);
    expect(h.stored()).toBeNull();
  });

  it('after a lost answer, other values the backend has no operation for start a new intent with a new key', async () => {
    let lost = true;
    const h = harness('withdraw', { answer: async (body) => (lost ? Promise.reject(new NetworkError(CONTEXT, 'Failed to fetch')) : operationOf(body)) });
    await h.submit(withdrawal);
    lost = false;
    await expect(h.submit({ amount: '60', target: ADDRESS })).resolves.toBe('done');
    expect(h.log).toContain('reconcile');
    expect(h.sent.map((s) => [s.body.amount, s.key])).toEqual([
      [50.25, 'key-1'],
      [60, 'key-2'],
    ]);
    expect(h.view.note).toBeNull();
  });

  it('a check that cannot reach the backend sends nothing and keeps the outcome unknown', async () => {
    const h = harness('withdraw', {
      answer: () => Promise.reject(new NetworkError(CONTEXT, 'Failed to fetch')),
      reconcile: () => Promise.reject(new NetworkError(CONTEXT, 'Failed to fetch')),
    });
    await h.submit(withdrawal);
    await expect(h.submit({ amount: '60', target: ADDRESS })).resolves.toBe('unknown');
    expect(h.view.serverError).toBe(INTENT_COPY.checkFailed);
    expect(h.sent).toHaveLength(1);
    expect(h.stored()).toMatchObject({ key: 'key-1', body: WITHDRAW_BODY });
  });

  it('an intent kept by an earlier page is resumed with its key and first send time', async () => {
    const body = { amount: 100, recipient: 'maria_trader' };
    const kept: PendingIntent = { kind: 'transfer', key: 'kept-key', fingerprint: intentFingerprint(body), body, sentAt: NOW - 60_000 };
    const h = harness('transfer', { stored: kept });
    await expect(h.submit({ amount: '100', target: 'maria_trader' })).resolves.toBe('done');
    expect(h.log[0]).toBe('resume kept-key');
    expect(h.sent).toEqual([{ body, key: 'kept-key', kept }]);
    expect(h.stored()).toBeNull();
  });

  it("a kept intent that is not this form's kind is dropped without a check", async () => {
    const kept: PendingIntent = { kind: 'withdraw', key: 'kept-key', fingerprint: 'x', body: { amount: 'ten' }, sentAt: NOW };
    const h = harness('withdraw', { stored: kept });
    await expect(h.submit(withdrawal)).resolves.toBe('done');
    expect(h.log).toEqual(['settle', 'send', 'feel success']);
    expect(h.sent.map((s) => s.key)).toEqual(['key-1']);
  });
});
