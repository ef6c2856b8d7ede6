// On shift, on the contract's status examples: an active order, or auto-accept searching until
// its expiry; a done or new trader is not.
import { describe, expect, it } from 'vitest';
import type { components } from '../../generated/openapi/trader-api.ts';
import { responseExample } from '../shared/lib/testing/response-example.ts';
import { shiftState } from './on-shift.ts';

type StatusData = components['schemas']['StatusData'];
const status = (name: string) => responseExample<StatusData>('/traders/check', name);
const NOW = Date.parse('2026-11-22T12:00:00Z');

describe('shiftState', () => {
  it('an active order is a shift with no end of its own', () => {
    expect(shiftState(status('active_order_in'), NOW)).toEqual({ onShift: true, endsAt: null });
    expect(shiftState(status('active_order_dispute'), NOW)).toEqual({ onShift: true, endsAt: null });
  });

  it('auto-accept searching is a shift until its expiry, then not', () => {
    const autoaccept = status('autoaccept');
    if ('order_type' in autoaccept || !autoaccept.autoaccept_expired_at) throw new Error('the autoaccept example has no expiry');
    const ends = Date.parse(autoaccept.autoaccept_expired_at);
    expect(ends).toBeGreaterThan(NOW);
    expect(shiftState(autoaccept, NOW)).toEqual({ onShift: true, endsAt: ends });
    expect(shiftState(autoaccept, ends)).toEqual({ onShift: false, endsAt: null });
  });

  it('no search and no order is no shift, whatever the schedule; nothing cached yet neither', () => {
    for (const name of ['done', 'onboarding', 'no_requisites', 'no_balance']) expect(shiftState(status(name), NOW).onShift, name).toBe(false);
    expect(shiftState(undefined, NOW)).toEqual({ onShift: false, endsAt: null });
  });
});
