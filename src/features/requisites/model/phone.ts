// Phone numbers for SBP requisites. SBP pays to Russian numbers only, and a bank binds it to the
// client's mobile number, so the form takes Russian mobile numbers: +7 and 10 digits starting
// with 9, sent as '+79XXXXXXXXX' and shown as '+7 999 123-45-67'. Accepted spellings: +7 and 10
// digits, 8 or 7 and 10 digits, or the 10 digits alone, with any spaces, dashes, dots or
// parentheses between them.
//
// Anything else is refused with a message and never saved (issue 25, point 6). A leading + not
// followed by 7 is another country's code (+44, +375...); a +7 number outside 9XX is a landline
// or Kazakhstan's (+7 7XX): both are not numbers SBP can pay to. The input mask formats only what
// can be a Russian number and leaves anything else as typed, so a pasted '+44 20 7946 0958' stays
// itself and shows the message instead of becoming '+7 442 079-46-09'.
import { formatPhoneNumber } from '../../../shared/lib/format.ts';

export const PHONE_MESSAGES = {
  required: 'Укажите номер телефона',
  format: 'Номер телефона: +7 и 10 цифр',
  notRussianMobile: 'СБП работает только с российскими мобильными номерами: +7 9XX XXX-XX-XX',
} as const;

/**
 * What a phone field holds. plus7: a number of the +7 plan (Russia's, and Kazakhstan's 7XX),
 * `national` being its 10 digits after +7, whatever they start with.
 */
export type ParsedPhone =
  | { kind: 'empty' }
  | { kind: 'plus7'; national: string }
  /** Another country's code: a leading + followed by anything but 7. */
  | { kind: 'foreign' }
  /** Letters, a misplaced +, or a digit count no Russian number has. */
  | { kind: 'invalid' };

/** Separators a typed or pasted number may hold: spaces (no-break too), dashes of any width, dots, parentheses. */
const SEPARATORS = /[\s().\u2010-\u2015-]/g;

export function parsePhone(value: string): ParsedPhone {
  const trimmed = value.trim();
  if (trimmed === '') return { kind: 'empty' };
  const compact = trimmed.replace(SEPARATORS, '');
  if (!/^\+?\d*$/.test(compact)) return { kind: 'invalid' };
  const digits = compact.replace('+', '');
  if (compact.startsWith('+')) {
    if (digits === '') return { kind: 'invalid' };
    if (!digits.startsWith('7')) return { kind: 'foreign' };
    return digits.length === 11 ? { kind: 'plus7', national: digits.slice(1) } : { kind: 'invalid' };
  }
  if (digits.length === 11 && (digits.startsWith('7') || digits.startsWith('8'))) return { kind: 'plus7', national: digits.slice(1) };
  if (digits.length === 10) return { kind: 'plus7', national: digits };
  return { kind: 'invalid' };
}

/** '+79991234567' for any accepted spelling of a Russian mobile number, or null. */
export function normalizePhone(value: string): string | null {
  const parsed = parsePhone(value);
  return parsed.kind === 'plus7' && parsed.national.startsWith('9') ? `+7${parsed.national}` : null;
}

export function validatePhone(value: string): string | null {
  const parsed = parsePhone(value);
  switch (parsed.kind) {
    case 'empty':
      return PHONE_MESSAGES.required;
    case 'foreign':
      return PHONE_MESSAGES.notRussianMobile;
    case 'invalid':
      return PHONE_MESSAGES.format;
    case 'plus7':
      return parsed.national.startsWith('9') ? null : PHONE_MESSAGES.notRussianMobile;
  }
}

/**
 * What the input shows while typing: '+7 999 123-45-67', built from the digits typed so far,
 * for what can be a Russian number: after + or a leading 7 or 8 (the country code), or from a
 * leading 9 (a mobile number without it). Anything else is left exactly as typed (another
 * country's code, a number without one that starts otherwise, letters, more digits than a Russian
 * number has), so the field never turns one number into another; the validation says what is wrong.
 */
export function formatPhoneInput(value: string): string {
  const trimmed = value.trim();
  const compact = trimmed.replace(SEPARATORS, '');
  if (compact === '+') return '+';
  if (compact === '') return '';
  if (!/^\+?\d+$/.test(compact)) return value;
  const digits = compact.replace('+', '');
  let national: string;
  if (compact.startsWith('+')) {
    if (!digits.startsWith('7')) return value;
    national = digits.slice(1);
  } else if (digits.startsWith('7') || digits.startsWith('8')) {
    national = digits.slice(1);
  } else if (digits.startsWith('9')) {
    national = digits;
  } else {
    return value;
  }
  if (national.length > 10) return value;
  const parts = [national.slice(0, 3), national.slice(3, 6), national.slice(6, 8), national.slice(8, 10)];
  let out = '+7';
  if (parts[0]) out += ` ${parts[0]}`;
  if (parts[1]) out += ` ${parts[1]}`;
  if (parts[2]) out += `-${parts[2]}`;
  if (parts[3]) out += `-${parts[3]}`;
  return out;
}

/** A stored phone for display: '+7 916 123-45-67' (unchanged when it is not a Russian number). */
export function displayPhone(phone: string): string {
  const parsed = parsePhone(phone);
  return parsed.kind === 'plus7' ? formatPhoneNumber(`+7${parsed.national}`) : phone;
}
