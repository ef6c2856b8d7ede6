import { describe, expect, it } from 'vitest';
import { zBalanceOperationType, zTransactionStatus, zTransactionStatusQuery } from '../../../../generated/zod/trader-api.gen.ts';
import { OPERATION_STATUS_LABELS, OPERATION_TYPE_LABELS, STATUS_TAB_OPTIONS, STATUS_TABS, statusFromSearch } from './labels.ts';

const sorted = (values: readonly string[]) => [...values].sort();

describe('label maps', () => {
  it('label every operation type of the contract, and nothing else', () => {
    expect(sorted(Object.keys(OPERATION_TYPE_LABELS))).toEqual(sorted(zBalanceOperationType.options));
    expect(OPERATION_TYPE_LABELS).toEqual({
      TOPUP: 'Пополнение',
      WITHDRAWAL: 'Вывод',
      ORDER: 'Сделка',
      INTERNAL_TRANSFER: 'Внутренний перевод',
      INTERNAL_TOPUP: 'Внутреннее пополнение',
      REFERRAL: 'Реферальное начисление',
      BONUS_TRADER: 'Бонус',
      SUBSIDY_TRADER: 'Субсидия',
      PUNISHMENT_TRADER: 'Штраф',
    });
  });

  it('label every status and status filter of the contract', () => {
    expect(sorted(Object.keys(OPERATION_STATUS_LABELS))).toEqual(sorted(zTransactionStatus.options));
    expect(sorted(Object.keys(STATUS_TABS))).toEqual(sorted(zTransactionStatusQuery.options));
    expect(STATUS_TAB_OPTIONS.map((o) => o.value)).toEqual(['process', 'completed', 'cancelled']);
  });

  it('labels are non-empty Russian text', () => {
    for (const label of [...Object.values(OPERATION_TYPE_LABELS), ...Object.values(OPERATION_STATUS_LABELS), ...Object.values(STATUS_TABS)]) {
      expect(label).toMatch(/^[А-ЯЁ][а-яё ]+$/);
    }
  });
});

describe('statusFromSearch', () => {
  it('reads a known status and falls back to process', () => {
    expect(statusFromSearch('?status=completed')).toBe('completed');
    expect(statusFromSearch('?status=cancelled')).toBe('cancelled');
    expect(statusFromSearch('')).toBe('process');
    expect(statusFromSearch('?status=COMPLETE')).toBe('process');
    expect(statusFromSearch('?status=toString')).toBe('process');
    expect(statusFromSearch(new URLSearchParams({ status: 'completed' }))).toBe('completed');
  });
});
