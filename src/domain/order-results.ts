// What a finished order's result is called: the result screen's title (features/orders'
// orderOutcome) and the toasts that tell an order's end (features/realtime) read it from here, so
// a result reads the same wherever it is told. Not in the entry: both readers load later.
import type { OrderStatus } from './names.ts';

export const ORDER_RESULT_TITLES = {
  COMPLETE: 'Сделка завершена',
  CANCEL: 'Сделка отменена',
  NO_PAY: 'Сделка не оплачена',
  NO_MATCH: 'Оплата не совпала',
  PROCESS: 'Сделка ещё в работе',
  INVITE: 'Сделка не принята',
} as const satisfies Readonly<Record<OrderStatus, string>>;
