// Card numbers for C2C requisites: 16 to 19 digits passing the Luhn check. While typing the
// trader may put spaces (or dashes) anywhere; we keep digits only and show groups of 4.
export const CARD_MIN_DIGITS = 16;
export const CARD_MAX_DIGITS = 19;

export const CARD_MESSAGES = {
  required: 'Укажите номер карты',
  chars: 'Номер карты может содержать только цифры',
  length: `Номер карты должен содержать от ${CARD_MIN_DIGITS} до ${CARD_MAX_DIGITS} цифр`,
  luhn: 'Проверьте номер карты: в нём ошибка',
} as const;

/** Digits of the input, dropping spaces and dashes. */
export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The Luhn (mod 10) check over a string of digits; false for an empty or non-digit string. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The Russian message for the first problem, or null when the card number is valid. */
export function validateCardNumber(value: string): string | null {
  const digits = cardDigits(value);
  if (digits === '') return CARD_MESSAGES.required;
  if (!/^\d+$/.test(digits)) return CARD_MESSAGES.chars;
  if (digits.length < CARD_MIN_DIGITS || digits.length > CARD_MAX_DIGITS) return CARD_MESSAGES.length;
  if (!luhnValid(digits)) return CARD_MESSAGES.luhn;
  return null;
}

/**
 * What the input shows while typing: digits in groups of 4 ('2200 7000 1234 5678 901'). Other
 * characters are dropped and the length is capped at 19 digits.
 */
export function formatCardInput(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, CARD_MAX_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '•••• 5678' for a stored card number (last 4 digits). */
export function maskCard(cardNumber: string): string {
  const digits = cardNumber.replace(/\D/g, '');
  return `•••• ${digits.slice(-4)}`;
}
