import { describe, expect, it } from 'vitest';
import {
  zAutoacceptDisabledReason,
  zBalanceOperationType,
  zDirection,
  zDisputeSide,
  zDisputeState,
  zOrderDisputeStatus,
  zOrderStatus,
  zRequisiteStatus,
  zTransactionStatus,
  zTransactionStatusQuery,
} from '../../generated/zod/trader-api.gen.ts';
import {
  AUTOACCEPT_STOP_REASON_TEXTS,
  DIRECTION_NAMES,
  DISPUTE_SIDE_NAMES,
  DISPUTE_STATE_NAMES,
  DISPUTE_STATUS_NAMES,
  OPERATION_STATUS_NAMES,
  OPERATION_STATUS_QUERY_NAMES,
  OPERATION_TYPE_NAMES,
  ORDER_STATUS_NAMES,
  REQUISITE_STATUS_NAMES,
  paymentSystemName,
} from './names.ts';

const TABLES: readonly [string, Readonly<Record<string, string>>, { options: readonly string[] }][] = [
  ['OrderStatus', ORDER_STATUS_NAMES, zOrderStatus],
  ['Direction', DIRECTION_NAMES, zDirection],
  ['BalanceOperationType', OPERATION_TYPE_NAMES, zBalanceOperationType],
  ['TransactionStatus', OPERATION_STATUS_NAMES, zTransactionStatus],
  ['TransactionStatusQuery', OPERATION_STATUS_QUERY_NAMES, zTransactionStatusQuery],
  ['RequisiteStatus', REQUISITE_STATUS_NAMES, zRequisiteStatus],
  ['OrderDisputeStatus', DISPUTE_STATUS_NAMES, zOrderDisputeStatus],
  ['DisputeState', DISPUTE_STATE_NAMES, zDisputeState],
  ['DisputeSide', DISPUTE_SIDE_NAMES, zDisputeSide],
  ['AutoacceptDisabledReason', AUTOACCEPT_STOP_REASON_TEXTS, zAutoacceptDisabledReason],
];

const sorted = (values: readonly string[]) => [...values].sort();

describe('one Russian name per enum value', () => {
  it.each(TABLES)('%s: every value of the contract has a name, and no other key', (_, names, schema) => {
    expect(sorted(Object.keys(names))).toEqual(sorted(schema.options));
  });

  it.each(TABLES)('%s: every name is Russian text, never a code', (_, names) => {
    for (const [value, name] of Object.entries(names)) {
      expect(name, value).toMatch(/^[А-ЯЁ]/);
      expect(name, value).not.toMatch(/[A-Z]{2,}|_/);
    }
  });

  it('names each order status differently, so a status reads one way and means one thing', () => {
    const names = Object.values(ORDER_STATUS_NAMES);
    expect(new Set(names).size).toBe(names.length);
  });

  it('INVITE and NO_MATCH say what happens, in plain words, on every screen', () => {
    expect(ORDER_STATUS_NAMES.INVITE).toBe('Ждёт принятия');
    expect(ORDER_STATUS_NAMES.NO_MATCH).toBe('Оплата не совпала');
  });

  it('a dispute reads the same whether the order or the dispute names its state', () => {
    expect(DISPUTE_STATE_NAMES.OPEN).toBe(DISPUTE_STATUS_NAMES.open);
    expect(DISPUTE_STATE_NAMES.CLOSE).toBe(DISPUTE_STATUS_NAMES.close);
  });

  it('the Operations tab of held operations reads as its rows do', () => {
    expect(OPERATION_STATUS_QUERY_NAMES.process).toBe(OPERATION_STATUS_NAMES.HOLD);
  });

  it('payment systems: SBP and C2C in Russian, an unknown one as sent', () => {
    expect(paymentSystemName('SBP')).toBe('СБП');
    expect(paymentSystemName('C2C')).toBe('Карта');
    expect(paymentSystemName('MIR_PAY')).toBe('MIR_PAY');
  });
});
