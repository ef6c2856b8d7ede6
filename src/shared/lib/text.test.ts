import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeText } from './text.ts';

describe('normalizeText', () => {
  it('removes bidi controls, so what is sent reads as it is shown in the popup', () => {
    // U+202E shows 'test_user' as 'resu_tset'; the isolates and marks reorder text as well.
    expect(normalizeText('\u202Eresu_tset')).toBe('resu_tset');
    expect(normalizeText('maria\u202D_\u202Ctrader')).toBe('maria_trader');
    expect(normalizeText('\u2066maria\u2069 \u2067trader\u2069 \u2068x\u2069')).toBe('maria trader x');
    expect(normalizeText('\u200Emaria\u200F\u061C')).toBe('maria');
    expect(normalizeText('\u202Amaria\u202B')).toBe('maria');
  });

  it('removes zero-width and other invisible characters', () => {
    expect(normalizeText('ma\u200Bria\u200C_\u200Dtra\u2060der\uFEFF')).toBe('maria_trader');
    expect(normalizeText('mar\u00ADia')).toBe('maria');
    expect(normalizeText('maria\u034F\u3164\u115F\u1160\uFFA0')).toBe('maria');
    expect(normalizeText('maria\u{E0041}\u{E007F}')).toBe('maria');
    expect(normalizeText('ma\u0000ri\u0007a\u007F\u009B')).toBe('maria');
  });

  it('composes to NFC, also across a removed invisible character', () => {
    const decomposed = 'Йосиф'.normalize('NFD');
    expect(decomposed).not.toBe('Йосиф');
    expect(normalizeText(decomposed)).toBe('Йосиф');
    expect(normalizeText('\u0418\u200B\u0306')).toBe('\u0419');
    expect(normalizeText('Cafe\u0301')).toBe('Café');
  });

  it('trims and collapses whitespace on one line', () => {
    expect(normalizeText('  maria \u00a0\u2009 trader\n')).toBe('maria trader');
    expect(normalizeText('maria\ttrader\r\n')).toBe('maria trader');
  });

  it('leaves nothing of a value made only of invisible characters', () => {
    expect(normalizeText('\u202E\u200B\u2066\u2069\uFEFF \u3164')).toBe('');
  });

  it('keeps line breaks of multi-line text as \\n and trims each line end', () => {
    expect(normalizeText('  Клиент  прислал чек,\u202E \r\nно деньги\u200B не пришли.\r\n\n  ', { multiline: true })).toBe(
      'Клиент прислал чек,\nно деньги не пришли.',
    );
    expect(normalizeText('a\u2028b\u2029c\rd', { multiline: true })).toBe('a\nb\nc\nd');
  });

  it('leaves visible text as it is, and normalising twice changes nothing', () => {
    for (const text of ['maria_trader', 'Иван Петрович С.', 'Анна-Мария', '12345678', '😀 👍🏽', 'Ōsaka']) {
      expect(normalizeText(text)).toBe(text);
    }
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), fc.boolean(), (text, multiline) => {
        const once = normalizeText(text, { multiline });
        expect(normalizeText(once, { multiline })).toBe(once);
        expect(once).not.toMatch(/[\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/);
        expect(once).toBe(once.normalize('NFC'));
      }),
    );
  });
});
