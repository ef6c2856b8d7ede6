import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../shared/lib/testing/csv-reader.ts';
import { CSV_BOM, csvDigits, csvField, csvFileName, toCsv } from './csv.ts';

describe('csvField', () => {
  it('leaves plain text alone', () => {
    expect(csvField('Пополнение')).toBe('Пополнение');
    expect(csvField(null)).toBe('');
    expect(csvField(12.5)).toBe('12.5');
  });

  it('quotes the separator, quotes and line breaks, doubling inner quotes', () => {
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvField('cr\r\nlf')).toBe('"cr\r\nlf"');
    expect(csvField(' padded ')).toBe('" padded "');
  });

  it('writes a phone or card number as a text formula of digits only (issue 37, point 11); anything else stays guarded text', () => {
    expect(csvField(csvDigits('+79161234567'))).toBe('="+79161234567"');
    expect(csvField(csvDigits('+7 916 123-45-67'))).toBe('="+79161234567"');
    expect(csvField(csvDigits('2200700012345678'))).toBe('="2200700012345678"');
    // Not only digits: no formula, the guard as for any text.
    expect(csvField(csvDigits('=HYPERLINK("x")'))).toBe('"\'=HYPERLINK""x"""');
    expect(csvField(csvDigits('+7 916 ABC'))).toBe("'+7916ABC");
    expect(csvField(csvDigits(''))).toBe('');
  });

  it('defuses formulas but keeps negative numbers', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+7 999')).toBe("'+7 999");
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField('-50,25')).toBe('-50,25');
    expect(csvField('-100')).toBe('-100');
  });
});

describe('toCsv', () => {
  it('starts with the BOM, separates with ; and ends lines with CRLF', () => {
    expect(toCsv([['a', 'b'], ['1', '2']])).toBe(`${CSV_BOM}a;b\r\n1;2\r\n`);
  });

  it('reads back exactly what was written, whatever the text', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'я', ';', '"', '\n', '\r', ' ', ',', '1') });
    fc.assert(
      fc.property(fc.array(fc.array(text, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 4 }), (rows) => {
        // Only a leading formula character is changed (prefixed with an apostrophe).
        const safe = rows.map((r) => r.map((f) => (/^[=+\-@\t\r]/.test(f) ? `x${f}` : f)));
        const written = toCsv(safe);
        expect(written.startsWith(CSV_BOM)).toBe(true);
        expect(parseCsv(written.slice(1))).toEqual(safe);
      }),
    );
  });
});

describe('csvFileName', () => {
  it('names the file by what, tab and the day in the zone', () => {
    expect(csvFileName('history', 'all', new Date('2026-11-22T20:30:00Z'), 'Europe/Moscow')).toBe('history-all-2026-11-22.csv');
    expect(csvFileName('history', 'all', new Date('2026-11-22T21:30:00Z'), 'Europe/Moscow')).toBe('history-all-2026-11-23.csv');
  });
});
