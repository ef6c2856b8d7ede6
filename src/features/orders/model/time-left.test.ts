import { describe, expect, it } from 'vitest';
import { EXPIRED_TEXTS, MAX_EXPIRY_WAIT_MS, expiredOrderNotice, expiryWait, formatCountdown, timeLeft, timeLeftText } from './time-left.ts';

// The OrderInProcess example: created 11:50, expires 12:10 (20 minutes).
const CREATED = '2026-11-22T11:50:00Z';
const EXPIRES = '2026-11-22T12:10:00Z';
const at = (iso: string) => Date.parse(iso);

describe('timeLeft', () => {
  it('is not urgent while at least a quarter remains', () => {
    const left = timeLeft(CREATED, EXPIRES, at('2026-11-22T11:55:00Z'));
    expect(left).toEqual({ remainingMs: 15 * 60_000, fraction: 0.75, urgent: false, expired: false });
    // Exactly 25 % left (5 of 20 minutes) is not yet "under 25 %".
    expect(timeLeft(CREATED, EXPIRES, at('2026-11-22T12:05:00Z'))?.urgent).toBe(false);
  });

  it('is urgent under 25 % and expired at the end, never negative', () => {
    const urgent = timeLeft(CREATED, EXPIRES, at('2026-11-22T12:05:01Z'));
    expect(urgent?.urgent).toBe(true);
    expect(urgent?.remainingMs).toBe(299_000);
    const over = timeLeft(CREATED, EXPIRES, at('2026-11-22T12:30:00Z'));
    expect(over).toEqual({ remainingMs: 0, fraction: 0, urgent: false, expired: true });
  });

  it('caps the fraction at 1 before the start and knows no urgency without a start', () => {
    expect(timeLeft(CREATED, EXPIRES, at('2026-11-22T02:50:00Z'))?.fraction).toBe(1);
    const noStart = timeLeft(null, EXPIRES, at('2026-11-22T12:09:00Z'));
    expect(noStart).toEqual({ remainingMs: 60_000, fraction: null, urgent: false, expired: false });
    expect(timeLeft(EXPIRES, EXPIRES, at('2026-11-22T12:09:00Z'))?.fraction).toBeNull();
  });

  it('gives null for an unreadable end', () => {
    expect(timeLeft(CREATED, 'soon', 0)).toBeNull();
  });
});

describe('formatCountdown and timeLeftText', () => {
  it('formats minutes and seconds, hours from one hour, rounding seconds up', () => {
    expect(formatCountdown(299_000)).toBe('04:59');
    expect(formatCountdown(298_001)).toBe('04:59');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5)).toBe('00:00');
    expect(formatCountdown((9 * 3600 + 20 * 60 + 5) * 1000)).toBe('9:20:05');
  });

  it('says how long is left in Russian', () => {
    expect(timeLeftText(timeLeft(CREATED, EXPIRES, at('2026-11-22T12:06:00Z')))).toBe('Осталось 04:00');
    expect(timeLeftText(timeLeft(CREATED, EXPIRES, at('2026-11-22T12:11:00Z')))).toBe('Время истекло');
    expect(timeLeftText(null)).toBe('Срок не указан');
  });
});

describe('expiryWait', () => {
  it('waits until the end, 0 once it has passed, null for an unreadable date', () => {
    expect(expiryWait(EXPIRES, at('2026-11-22T12:09:00Z'))).toBe(60_000);
    expect(expiryWait(EXPIRES, at('2026-11-22T12:10:00Z'))).toBe(0);
    expect(expiryWait(EXPIRES, at('2026-11-22T13:00:00Z'))).toBe(0);
    expect(expiryWait('not a date', at('2026-11-22T12:00:00Z'))).toBeNull();
  });

  it('never asks setTimeout for more than an hour, however far the end (no 2^31 wrap)', () => {
    expect(expiryWait('2100-01-01T00:00:00Z', at('2026-11-22T12:00:00Z'))).toBe(MAX_EXPIRY_WAIT_MS);
    expect(MAX_EXPIRY_WAIT_MS).toBeLessThan(2 ** 31 - 1);
  });
});

describe('expired texts', () => {
  it('say what is over without a 00:00 countdown, and the next step for each direction', () => {
    expect(EXPIRED_TEXTS.payment).toBe('Время на оплату истекло');
    expect(expiredOrderNotice('IN')).toMatchObject({ title: 'Время на оплату истекло', action: 'Обновить статус' });
    expect(expiredOrderNotice('IN').text).toContain('Если деньги от клиента пришли, откройте спор.');
    expect(expiredOrderNotice('OUT').text).toContain('Если вы уже перевели деньги клиенту, откройте спор.');
  });
});
