// CSV export of the loaded operations (docs/formats.md), written by the one CSV writer of the
// app (src/domain/csv.ts, shared with History's export): amounts are the domain's csvAmount
// ('-100,00': the shown value, two decimals, decimal comma, ASCII hyphen-minus) and times its
// csvDateTime in the account's zone ('22.11.2026 12:30:00'), the zone named in the header, so
// the file reads as the screen does.
import { csvFileName, toCsv } from '../../../domain/csv.ts';
import { formatCsvDateTime } from '../../../domain/date-format.ts';
import { csvAmount } from '../../../domain/money.ts';
import { OPERATION_STATUS_NAMES, OPERATION_TYPE_NAMES } from '../../../domain/names.ts';
import type { BalanceOperation } from './labels.ts';

export { csvAmount };

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
  return csvFileName('operations', status, now, zone);
}
