import { STATUS_LABELS, type OrderStatus } from '../model/history.ts';
import './history.css';

export function StatusBadge({ status }: { status: OrderStatus }) {
  return <span data-status={`order:${status}`} className={`history-badge history-badge--${status.toLowerCase().replace('_', '-')}`}>{STATUS_LABELS[status]}</span>;
}
