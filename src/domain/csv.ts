// CSV files a trader exports (the operations, History), for a spreadsheet in a Russian locale
// (docs/formats.md): `;` separates fields (the ru locale uses the comma as the decimal
// separator), a UTF-8 BOM makes Excel read Cyrillic correctly, lines end with CRLF (RFC 4180).
// Amounts in a cell are money.ts's csvAmount, times date-format.ts's formatCsvDateTime in the
// account's zone, named in the header: the file reads as the screen does. One writer for every
// export, so a fix (quoting, formula defusing) reaches them all.
import { zonedDayKey } from './date-format.ts';

export const CSV_SEPARATOR = ';';
export const CSV_BOM = '\uFEFF';
export const CSV_MIME = 'text/csv;charset=utf-8';

/** A decimal written with a comma, never a formula. */
const NUMERIC = /^-?\d+(?:,\d+)?$/;

/**
 * A number that is not a quantity (a phone, a card number): a spreadsheet must read it as text
 * with every digit (issue 37, point 11). Bare, a spreadsheet reads '2200700012345678' as a number
 * and keeps 15 significant digits (the card's last digit is lost) and '+79161234567' as a number
 * without its '+'; with the formula guard's apostrophe, the apostrophe shows. So it is written as
 * a formula that is only a text literal, `="+79161234567"`: LibreOffice Calc, Excel and Google
 * Sheets show the text, and since only `+` and digits are written so, the formula can do nothing
 * else (text of any other shape is written as text, with the guard).
 */
export interface CsvDigits {
  digits: string;
}

export type CsvCell = string | number | CsvDigits | null | undefined;

/** A phone or card number as a CSV cell read as text with every digit (CsvDigits); spaces, dashes and brackets are dropped. */
export function csvDigits(value: string): CsvDigits {
  return { digits: value.replace(/[\s()-]/g, '') };
}

/** Only a plus and digits become the text formula. */
const DIGITS = /^\+?\d{1,32}$/;

/**
 * One field: quoted when it holds the separator, a quote, a line break or edge spaces; inner
 * quotes doubled. Text that a spreadsheet would run as a formula (=, +, -, @, tab, CR first)
 * gets a leading apostrophe (OWASP CSV injection), unless it is a plain number.
 */
export function csvField(value: CsvCell): string {
  if (typeof value === 'object' && value !== null) return DIGITS.test(value.digits) ? `="${value.digits}"` : csvField(value.digits);
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !NUMERIC.test(text)) text = `'${text}`;
  if (/[;"\r\n]/.test(text) || text !== text.trim()) return `"${text.replace(/"/g, '""')}"`;
  return text;
}

/** Rows to CSV text (with the BOM). */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return CSV_BOM + rows.map((row) => row.map(csvField).join(CSV_SEPARATOR)).join('\r\n') + '\r\n';
}

/** '<what>-<tab>-<YYYY-MM-DD>.csv': what was exported, its tab, and today in the zone. */
export function csvFileName(what: string, tab: string, now: Date, zone: string): string {
  const day = zonedDayKey(now, zone) ?? now.toISOString().slice(0, 10);
  return `${what}-${tab}-${day}.csv`;
}
