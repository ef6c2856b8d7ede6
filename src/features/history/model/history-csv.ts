// CSV export of what History shows (issue 28), the way the operations export is written: the one
// CSV writer (src/domain/csv.ts), amounts as csvAmount ('15000,00'), times as csvDateTime in the
// account's zone named in the header, statuses and directions by their one Russian name
// (src/domain/names.ts), banks and payment methods by static data's names (docs/formats.md).
import { csvDigits, csvFileName, toCsv } from '../../../domain/csv.ts';
import { formatCsvDateTime } from '../../../domain/date-format.ts';
import { csvAmount } from '../../../domain/money.ts';
import { DIRECTION_NAMES, DISPUTE_STATUS_NAMES, ORDER_STATUS_NAMES } from '../../../domain/names.ts';
import type { StatusFilter } from './history.ts';
import type { NameLookups, Order } from './history.ts';

export function historyCsvHeader(zone: string): string[] {
  return [
    'ID',
    'Статус',
    'Направление',
    'Сумма, ₽',
    'USDT трейдеру',
    'Курс, ₽',
    'Способ оплаты',
    'Банк',
    'Телефон / карта',
    'Получатель',
    `Создана (${zone})`,
    `Срок оплаты (${zone})`,
    'Спор',
  ];
}

/** The bank an order was paid at: the requisite's (IN, by static data) or the customer's (OUT, as sent). */
function bankOf(order: Order, names: NameLookups): string {
  if (order.customer_details) return order.customer_details.bank_name;
  const id = order.requisite?.bank_id ?? order.bank_id;
  return id === null || id === undefined ? '' : names.bankName(id);
}

/** The orders as CSV, in the order given, times in `zone` (the display zone). */
export function historyCsv(orders: readonly Order[], zone: string, names: NameLookups): string {
  return toCsv([
    historyCsvHeader(zone),
    ...orders.map((order) => {
      const details = order.requisite ?? order.customer_details;
      return [
        order.id,
        ORDER_STATUS_NAMES[order.status],
        DIRECTION_NAMES[order.direction],
        csvAmount(order.amount_rub),
        csvAmount(order.usdt_to_trader),
        csvAmount(order.rate),
        names.paymentMethodName(order.payment_method_id),
        bankOf(order, names),
        // Every digit, read as text by a spreadsheet (issue 37, point 11).
        details?.phone ? csvDigits(details.phone) : details?.card_number ? csvDigits(details.card_number) : '',
        details?.holder_name ?? '',
        formatCsvDateTime(order.created_at, zone),
        formatCsvDateTime(order.expires_at, zone),
        order.dispute_status ? DISPUTE_STATUS_NAMES[order.dispute_status] : '',
      ];
    }),
  ]);
}

/**
 * 'history-all-2026-11-22.csv', 'history-complete-2026-11-22.csv': the tab and today in the zone;
 * with `count`, how many orders the file holds (issue 42): 'history-all-2026-11-22-5000.csv'.
 */
export function historyCsvFileName(status: StatusFilter, now: Date, zone: string, count?: number): string {
  const name = csvFileName('history', status.toLowerCase(), now, zone);
  return count === undefined ? name : name.replace(/\.csv$/, `-${count}.csv`);
}
