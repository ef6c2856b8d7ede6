// The card holder's name: letters (any alphabet), spaces, hyphens and initials with a dot
// ('Иван Петрович С.', as banks print it), 2 to 100 characters once
// trimmed. It is read through the shared text normaliser (shared/lib/text.ts): invisible
// characters (bidi controls, zero-width ones) go, letters are composed (NFC, so 'й' typed as
// 'и' + combining breve is sent as the one letter the bank prints), and runs of spaces
// collapse to one; the rules apply to that value, which is the one sent.
import { normalizeText } from '../../../shared/lib/text.ts';

export const HOLDER_MIN = 2;
export const HOLDER_MAX = 100;

export const HOLDER_MESSAGES = {
  required: 'Укажите имя владельца',
  chars: 'Имя может содержать только буквы, пробелы, дефис и точку после инициала',
  length: `Имя должно содержать от ${HOLDER_MIN} до ${HOLDER_MAX} символов`,
} as const;

export function normalizeHolderName(value: string): string {
  return normalizeText(value);
}

export function validateHolderName(value: string): string | null {
  const name = normalizeHolderName(value);
  if (name === '') return HOLDER_MESSAGES.required;
  if (!/^[\p{L}\p{M}]+\.?(?:[ -]+[\p{L}\p{M}]+\.?)*$/u.test(name)) return HOLDER_MESSAGES.chars;
  if (name.length < HOLDER_MIN || name.length > HOLDER_MAX) return HOLDER_MESSAGES.length;
  return null;
}
