import { describe, expect, it } from 'vitest';
import { PHONE_MESSAGES, displayPhone, formatPhoneInput, normalizePhone, parsePhone, validatePhone } from './phone.ts';

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

  it.each(['+7999123456', '+799912345678', '999123456', '+7 999 abc 45 67', '12345678901'])('rejects %s', (input) => {
    expect(normalizePhone(input)).toBeNull();
    expect(validatePhone(input)).toBe(PHONE_MESSAGES.format);
  });

  // Issue 25, point 6: SBP pays to Russian mobile numbers; another country's code, Kazakhstan's
  // +7 7XX or a Russian landline is refused with a message, never read as a Russian number.
  it.each(['+89991234567', '+1 999 123 45 67'])('refuses %s as not a Russian number (was the format message)', (input) => {
    expect(normalizePhone(input)).toBeNull();
    expect(validatePhone(input)).toBe(PHONE_MESSAGES.notRussianMobile);
  });

  it('asks for a number when empty', () => {
    expect(validatePhone('  ')).toBe(PHONE_MESSAGES.required);
  });

  it.each([
    ['+7 (912) 345-67-89', '+79123456789'],
    ['8 912 345 67 89', '+79123456789'],
    ['9123456789', '+79123456789'],
    ['+7\u00a0912\u00a0345\u201167\u201189', '+79123456789'],
    ['8.912.345.67.89', '+79123456789'],
  ])('takes the Russian mobile number %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
    expect(validatePhone(input)).toBeNull();
    expect(normalizePhone(formatPhoneInput(input))).toBe(expected);
  });

  it.each([
    ['+44 20 7946 0958', 'foreign'],
    ['+1 212 555 0100', 'foreign'],
    ['+375 29 123 45 67', 'foreign'],
    ['+380 44 123 4567', 'foreign'],
    ['+7 701 123 45 67', 'plus7'],
    ['+7 495 123-45-67', 'plus7'],
    ['8 495 123 45 67', 'plus7'],
  ])('refuses %s (%s) with the SBP message, and the field keeps the number', (input, kind) => {
    expect(parsePhone(input).kind).toBe(kind);
    expect(normalizePhone(input)).toBeNull();
    expect(validatePhone(input)).toBe(PHONE_MESSAGES.notRussianMobile);
    expect(validatePhone(formatPhoneInput(input))).toBe(PHONE_MESSAGES.notRussianMobile);
    // Formatted or not, the digits are the ones pasted: never another number.
    expect(formatPhoneInput(input).replace(/\D/g, '').replace(/^8/, '7')).toBe(input.replace(/\D/g, '').replace(/^8/, '7'));
  });

  it('leaves a pasted foreign number as typed instead of rewriting it into a Russian one', () => {
    expect(formatPhoneInput('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(formatPhoneInput('+375 29 123 45 67')).toBe('+375 29 123 45 67');
    expect(formatPhoneInput('+1 212 555 0100')).toBe('+1 212 555 0100');
    // Without a +: a number starting otherwise than 7, 8 or 9 is not formatted either.
    expect(formatPhoneInput('44 20 7946 0958')).toBe('44 20 7946 0958');
    expect(validatePhone('44 20 7946 0958')).toBe(PHONE_MESSAGES.format);
    // Typing another country's code: the + and its digits stay.
    expect(formatPhoneInput('+4')).toBe('+4');
    expect(formatPhoneInput('+37')).toBe('+37');
    // Letters are not silently dropped.
    expect(formatPhoneInput('+7 999 abc')).toBe('+7 999 abc');
  });

  it('never drops digits: more than a Russian number has is left as typed, and refused', () => {
    expect(formatPhoneInput('+7 999 123-45-678')).toBe('+7 999 123-45-678');
    expect(validatePhone('+7 999 123-45-678')).toBe(PHONE_MESSAGES.format);
    expect(formatPhoneInput('8 912 345 67 890')).toBe('8 912 345 67 890');
  });

  it('formats while typing as +7 999 123-45-67', () => {
    expect(formatPhoneInput('9')).toBe('+7 9');
    expect(formatPhoneInput('8')).toBe('+7');
    expect(formatPhoneInput('+7 9991')).toBe('+7 999 1');
    expect(formatPhoneInput('+7 999 123-4')).toBe('+7 999 123-4');
    expect(formatPhoneInput('89991234567')).toBe('+7 999 123-45-67');
    expect(formatPhoneInput('+')).toBe('+');
    expect(formatPhoneInput('')).toBe('');
    expect(normalizePhone(formatPhoneInput('9161234567'))).toBe('+79161234567');
  });

  it('displays stored phones formatted', () => {
    expect(displayPhone('+79161234567')).toBe('+7 916 123-45-67');
    expect(displayPhone('+441234')).toBe('+441234');
  });
});
