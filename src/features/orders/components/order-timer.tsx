// Time left on an order (or a search), ticking each second, urgent under a quarter left.
import { formatCountdown, timeLeft } from '../model/time-left.ts';
import { useNow } from './use-now.ts';
import './orders.css';

export function OrderTimer({ createdAt, expiresAt, label = 'Осталось времени' }: { createdAt: string | null; expiresAt: string; label?: string }) {
  const now = useNow();
  const left = timeLeft(createdAt, expiresAt, now);
  if (left === null) return null;
  const modifier = left.expired ? ' orders-timer--expired' : left.urgent ? ' orders-timer--urgent' : '';
  return (
    <div className={`orders-timer${modifier}`} role="timer" aria-label={label} data-urgent={left.urgent || undefined}>
      <span>{left.expired ? 'Время истекло' : left.urgent ? 'Поторопитесь!' : label}</span>
      <span className="orders-timer__value">{formatCountdown(left.remainingMs)}</span>
    </div>
  );
}
