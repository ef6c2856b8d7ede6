import { describe, expect, it } from 'vitest';
import { HOLDER_MESSAGES, normalizeHolderName, validateHolderName } from './holder.ts';

describe('holder name', () => {
  it.each(['Иван Петров', 'Анна-Мария Иванова', 'IVAN PETROV', 'Ёжиков Пётр', 'Ли', '  Иван   Петров  ', 'Иван Петрович С.', 'Иван П.'])('accepts %s', (name) => {
    expect(validateHolderName(name)).toBeNull();
  });

  it('rejects digits and punctuation other than the hyphen', () => {
    expect(validateHolderName('Иван 2')).toBe(HOLDER_MESSAGES.chars);
    expect(validateHolderName('Иван ..')).toBe(HOLDER_MESSAGES.chars);
    expect(validateHolderName('Иван.Петров')).toBe(HOLDER_MESSAGES.chars);
    expect(validateHolderName('-Иван')).toBe(HOLDER_MESSAGES.chars);
    expect(validateHolderName('Иван_Петров')).toBe(HOLDER_MESSAGES.chars);
  });

  it('needs 2 to 100 characters', () => {
    expect(validateHolderName('')).toBe(HOLDER_MESSAGES.required);
    expect(validateHolderName('   ')).toBe(HOLDER_MESSAGES.required);
    expect(validateHolderName('И')).toBe(HOLDER_MESSAGES.length);
    expect(validateHolderName('а'.repeat(100))).toBeNull();
    expect(validateHolderName('а'.repeat(101))).toBe(HOLDER_MESSAGES.length);
  });

  it('collapses spaces for sending', () => {
    expect(normalizeHolderName('  Иван   Петров ')).toBe('Иван Петров');
  });

  it('sends the name without invisible characters, composed (NFC), and checks that value', () => {
    expect(normalizeHolderName('\u202EИван\u200B Петров\u2069')).toBe('Иван Петров');
    expect(validateHolderName('\u202EИван\u200B Петров\u2069')).toBeNull();
    const decomposed = 'Йосиф Ёлкин'.normalize('NFD');
    expect(normalizeHolderName(decomposed)).toBe('Йосиф Ёлкин');
    // 100 letters once composed, though 200 code units as typed.
    expect(validateHolderName('й'.repeat(100).normalize('NFD'))).toBeNull();
  });

  it('asks for a name typed only of invisible characters', () => {
    expect(validateHolderName('\u200B\u202E\u2066\u2069')).toBe(HOLDER_MESSAGES.required);
  });
});
