// The auto-accept stop drawer speaks Russian for every reason (issue 25): each reason the
// contract lists (AutoacceptDisabledReason, read from the bundled contract) has a text and its
// way out; NO_BALANCE offers "Пополнить"; no reason or an unknown code gets the general stop with
// the spec's restart, never the code.
import { describe, expect, it } from 'vitest';
import trader from '../../../../generated/openapi/trader-api.bundled.json' with { type: 'json' };
import { GENERAL_STOP, RESTART_LABEL, STOP_REASONS, stopView } from './stop-reasons.ts';

const CYRILLIC = /[А-Яа-яЁё]/;

function documentedReasons(): string[] {
  const schema = (trader.components.schemas as Record<string, unknown>).AutoacceptDisabledReason as { enum?: unknown } | undefined;
  if (!schema || !Array.isArray(schema.enum)) throw new Error('The contract lists no AutoacceptDisabledReason enum');
  return schema.enum.map(String);
}

const REASONS = documentedReasons();

describe('auto-accept stop reasons', () => {
  it('the table has exactly the reasons the contract lists, NO_BALANCE among them', () => {
    expect(REASONS).toContain('NO_BALANCE');
    expect(Object.keys(STOP_REASONS).sort()).toEqual([...REASONS].sort());
  });

  it.each(REASONS)('%s has a Russian text and a way out, and never shows the code', (reason) => {
    const view = stopView(reason);
    expect(view.text).toMatch(CYRILLIC);
    expect(view.action.label).toMatch(CYRILLIC);
    expect(`${view.text} ${view.action.label}`).not.toContain(reason);
  });

  it('NO_BALANCE offers a top-up, not a restart that would stop again', () => {
    expect(stopView('NO_BALANCE')).toEqual({
      text: 'Баланс опустился ниже минимума для торговли. Пополните его, чтобы снова принимать сделки.',
      action: { kind: 'go', label: 'Пополнить', to: '/balance/replenish' },
    });
    expect(stopView(' NO_BALANCE ').action).toEqual({ kind: 'go', label: 'Пополнить', to: '/balance/replenish' });
    expect(stopView('NO_REQUISITES').action).toEqual({ kind: 'go', label: 'Добавить реквизит', to: '/requisite/add' });
  });

  it('no reason or an unknown code: the general text with the restart', () => {
    expect(stopView(null)).toBe(GENERAL_STOP);
    expect(stopView('TRADER_INACTIVE')).toBe(GENERAL_STOP);
    expect(stopView('')).toBe(GENERAL_STOP);
    expect(stopView('constructor')).toBe(GENERAL_STOP);
    expect(GENERAL_STOP.action).toEqual({ kind: 'restart', label: RESTART_LABEL });
  });

  it('a reason the server wrote in Russian is shown as sent, with the restart', () => {
    expect(stopView('Недостаточно средств')).toEqual({ text: 'Недостаточно средств', action: { kind: 'restart', label: RESTART_LABEL } });
  });
});
