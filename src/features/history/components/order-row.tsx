// One order in the list: amount in RUB, direction and time, status badge and USDT to the trader.
import { memo } from 'react';
import { formatTime } from '../../../domain/date-format.ts';
import { formatMoney } from '../../../domain/money.ts';
import { DIRECTION_NAMES } from '../../../domain/names.ts';
import type { Order } from '../model/history.ts';
import { StatusBadge } from './status-badge.tsx';
import './history.css';

/**
 * Memoized: the virtualized list re-renders as it measures and scrolls, and a row whose order,
 * zone and handler are the same need not render again.
 */
export const OrderRow = memo(function OrderRow({ order, zone, onOpen }: { order: Order; zone: string; onOpen(id: string): void }) {
  const direction = DIRECTION_NAMES[order.direction];
  const time = formatTime(order.created_at, zone);
  const rub = formatMoney(order.amount_rub, 'RUB');
  const usdt = formatMoney(order.usdt_to_trader, 'USDT');
  return (
    <button
      type="button"
      className="ui-row ui-row--surface history-row"
      data-order-id={order.id}
      onClick={() => onOpen(order.id)}
    >
      <span className="history-row__main">
        <span className="history-row__amount">{rub}</span>
        <span className="history-row__meta">
          <span className={`history-row__dir history-row__dir--${order.direction.toLowerCase()}`}>{direction}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={order.created_at}>{time}</time>
        </span>
      </span>
      <span className="history-row__side">
        <StatusBadge status={order.status} />
        <span className="history-row__usdt">{usdt}</span>
      </span>
    </button>
  );
});
