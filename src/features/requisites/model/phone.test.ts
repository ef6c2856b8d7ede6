import { describe, expect, it } from 'vitest';
import { PHONE_MESSAGES, displayPhone, formatPhoneInput, normalizePhone, validatePhone } from './phone.ts';

describe('phone numbers', () => {
  it.each([
    ['+79991234567', '+79991234567'],
    ['+7 999 123-45-67', '+79991234567'],
    ['+7 (999) 123-45-67', '+79991234567'],
    ['89991234567', '+79991234567'],
    ['79991234567', '+79991234567'],
    ['9991234567', '+79991234567'],
    [' 8 999 123 45 67 ', '+79991234567'],
  ])('normalizes %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
    expect(validatePhone(input)).toBeNull();
  });

  it.each(['+89991234567', '+7999123456', '+799912345678', '999123456', '+1 999 123 45 67', '+7 999 abc 45 67', '12345678901'])('rejects %s', (input) => {
    expect(normalizePhone(input)).toBeNull();
    expect(validatePhone(input)).toBe(PHONE_MESSAGES.format);
  });

  it('asks for a number when empty', () => {
    expect(validatePhone('  ')).toBe(PHONE_MESSAGES.required);
  });

  it('formats while typing as +7 999 123-45-67', () => {
    expect(formatPhoneInput('9')).toBe('+7 9');
    expect(formatPhoneInput('8')).toBe('+7');
    expect(formatPhoneInput('+7 9991')).toBe('+7 999 1');
    expect(formatPhoneInput('+7 999 123-4')).toBe('+7 999 123-4');
    expect(formatPhoneInput('89991234567')).toBe('+7 999 123-45-67');
    expect(formatPhoneInput('+7 999 123-45-678')).toBe('+7 999 123-45-67');
    expect(formatPhoneInput('+')).toBe('+');
    expect(formatPhoneInput('')).toBe('');
    expect(normalizePhone(formatPhoneInput('9161234567'))).toBe('+79161234567');
  });

  it('displays stored phones formatted', () => {
    expect(displayPhone('+79161234567')).toBe('+7 916 123-45-67');
    expect(displayPhone('+441234')).toBe('+441234');
  });
});
