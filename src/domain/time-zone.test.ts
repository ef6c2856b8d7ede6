import { describe, expect, it } from 'vitest';
import { displayTimeZone } from './time-zone.ts';

describe('displayTimeZone', () => {
  it('is the account zone when Intl knows it', () => {
    expect(displayTimeZone('Europe/Moscow')).toBe('Europe/Moscow');
    expect(displayTimeZone('Asia/Novosibirsk')).toBe('Asia/Novosibirsk');
  });

  it('an unknown zone falls back to a valid one', () => {
    expect(displayTimeZone('Europe/Moscow')).toBe('Europe/Moscow');
    for (const bad of ['Mars/Olympus', '', null, undefined]) {
      const zone = displayTimeZone(bad);
      expect(() => new Intl.DateTimeFormat('en', { timeZone: zone })).not.toThrow();
      expect(zone).not.toBe('Mars/Olympus');
    }
  });
});
