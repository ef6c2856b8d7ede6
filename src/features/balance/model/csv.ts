// CSV export of the loaded operations, for a spreadsheet in a Russian locale (docs/formats.md):
// `;` separates fields (the ru locale uses the comma as the decimal separator), a UTF-8 BOM
// makes Excel read Cyrillic correctly, lines end with CRLF (RFC 4180). Amounts are the domain's
// csvAmount ('-100,00': the shown value, two decimals, decimal comma, ASCII hyphen-minus) and
// times its csvDateTime in the account's zone ('22.11.2026 12:30:00'), the zone named in the
// header, so the file reads as the screen does.
import { formatCsvDateTime, zonedDayKey } from '../../../domain/date-format.ts';
import { csvAmount } from '../../../domain/money.ts';
import { OPERATION_STATUS_NAMES, OPERATION_TYPE_NAMES } from '../../../domain/names.ts';
import type { BalanceOperation } from './labels.ts';

export { csvAmount };

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

/** The header; the time columns name the zone their times are in. */
export function operationCsvHeader(zone: string): string[] {
  return ['ID', 'Тип', 'Статус', 'Сумма', 'Валюта', `Создана (${zone})`, `Обновлена (${zone})`, 'ID сделки', 'Хеш транзакции', 'Адрес / получатель', 'Комментарий'];
}

/** The operations as CSV, times in `zone` (the display zone, src/domain/time-zone.ts). */
export function operationsCsv(items: readonly BalanceOperation[], zone: string): string {
  return toCsv([
    operationCsvHeader(zone),
    ...items.map((op) => [
      op.id,
      OPERATION_TYPE_NAMES[op.type],
      OPERATION_STATUS_NAMES[op.status],
      csvAmount(op.amount),
      op.currency_code,
      formatCsvDateTime(op.created_at, zone),
      formatCsvDateTime(op.updated_at, zone),
      op.order_id,
      op.tx_hash,
      op.address,
      op.comment,
    ]),
  ]);
}

/** 'operations-completed-2026-11-22.csv': the tab and today in the zone. */
export function operationsCsvFileName(status: string, now: Date, zone: string): string {
  const day = zonedDayKey(now, zone) ?? now.toISOString().slice(0, 10);
  return `operations-${status}-${day}.csv`;
}
