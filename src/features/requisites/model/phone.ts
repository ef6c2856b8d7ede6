// Phone numbers for SBP requisites: Russian mobile numbers, sent as '+7' and 10 digits and
// shown as '+7 999 123-45-67'. Typing may start with +7, 7 or 8, or with the 10 digits alone.
import { formatPhoneNumber } from '../../../shared/lib/format.ts';
export const PHONE_MESSAGES = {
  required: 'Укажите номер телефона',
  format: 'Номер телефона: +7 и 10 цифр',
} as const;

/** The 10 national digits of a Russian number, or null when the input is not one. */
function nationalDigits(value: string): string | null {
  const trimmed = value.trim();
  if (!/^\+?[\d\s()-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return digits.length === 11 && digits.startsWith('7') ? digits.slice(1) : null;
  if (digits.length === 11 && (digits.startsWith('7') || digits.startsWith('8'))) return digits.slice(1);
  if (digits.length === 10) return digits;
  return null;
}

/** '+79991234567' for any accepted spelling, or null. */
export function normalizePhone(value: string): string | null {
  const national = nationalDigits(value);
  return national === null ? null : `+7${national}`;
}

export function validatePhone(value: string): string | null {
  if (value.trim() === '') return PHONE_MESSAGES.required;
  return normalizePhone(value) === null ? PHONE_MESSAGES.format : null;
}

/**
 * What the input shows while typing: '+7 999 123-45-67', built from the digits typed so far
 * (a leading 7 or 8 is read as the country code).
 */
export function formatPhoneInput(value: string): string {
  let digits = value.replace(/\D/g, '');
  if (digits === '') return value.trim().startsWith('+') ? '+' : '';
  if (digits.startsWith('7') || digits.startsWith('8')) digits = digits.slice(1);
  digits = digits.slice(0, 10);
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 8), digits.slice(8, 10)];
  let out = '+7';
  if (parts[0]) out += ` ${parts[0]}`;
  if (parts[1]) out += ` ${parts[1]}`;
  if (parts[2]) out += `-${parts[2]}`;
  if (parts[3]) out += `-${parts[3]}`;
  return out;
}

/** A stored phone for display: '+7 916 123-45-67' (unchanged when it is not a Russian number). */
export function displayPhone(phone: string): string {
  return formatPhoneNumber(normalizePhone(phone) ?? phone);
}
