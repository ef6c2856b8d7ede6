// CSV export of the loaded operations, for Russian Excel: `;` separates fields (the ru locale
// uses the comma as the decimal separator), a UTF-8 BOM makes Excel read Cyrillic correctly,
// lines end with CRLF (RFC 4180), and amounts use a decimal comma.
import { roundAmount } from '../../../shared/lib/format.ts';
import { OPERATION_STATUS_LABELS, OPERATION_TYPE_LABELS, type BalanceOperation } from './labels.ts';

export const CSV_SEPARATOR = ';';
export const CSV_BOM = '\uFEFF';
export const CSV_MIME = 'text/csv;charset=utf-8';

/** A decimal written with a comma, never a formula. */
const NUMERIC = /^-?\d+(?:,\d+)?$/;

/**
 * One field: quoted when it holds the separator, a quote, a line break or edge spaces; inner
 * quotes doubled. Text that a spreadsheet would run as a formula (=, +, -, @, tab, CR first)
 * gets a leading apostrophe (OWASP CSV injection), unless it is a plain number.
 */
export function csvField(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !NUMERIC.test(text)) text = `'${text}`;
  if (/[;"\r\n]/.test(text) || text !== text.trim()) return `"${text.replace(/"/g, '""')}"`;
  return text;
}

/** Rows to CSV text (with the BOM). */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return CSV_BOM + rows.map((row) => row.map(csvField).join(CSV_SEPARATOR)).join('\r\n') + '\r\n';
}

/** An amount for a ru spreadsheet cell: rounded to 3 decimals, decimal comma, no grouping. */
export function csvAmount(amount: number): string {
  const rounded = roundAmount(amount);
  return Number.isNaN(rounded) ? '' : String(rounded).replace('.', ',');
}

export const OPERATION_CSV_HEADER = [
  'ID',
  'Тип',
  'Статус',
  'Сумма',
  'Валюта',
  'Создана',
  'Обновлена',
  'ID сделки',
  'Хеш транзакции',
  'Адрес / получатель',
  'Комментарий',
] as const;

export function operationsCsv(items: readonly BalanceOperation[]): string {
  return toCsv([
    OPERATION_CSV_HEADER,
    ...items.map((op) => [
      op.id,
      OPERATION_TYPE_LABELS[op.type],
      OPERATION_STATUS_LABELS[op.status],
      csvAmount(op.amount),
      op.currency_code,
      op.created_at,
      op.updated_at,
      op.order_id,
      op.tx_hash,
      op.address,
      op.comment,
    ]),
  ]);
}

export function operationsCsvFileName(status: string, now: Date): string {
  const day = now.toISOString().slice(0, 10);
  return `operations-${status}-${day}.csv`;
}
