// Time left on an order (or a search), ticking each second, urgent under a quarter left. Once
// the time is over it says so in words ("Время на оплату истекло"), without a 00:00 countdown.
import { EXPIRED_TEXTS, formatCountdown, timeLeft } from '../model/time-left.ts';
import { useNow } from './use-now.ts';
import './orders.css';

export function OrderTimer({
  createdAt,
  expiresAt,
  label = 'Осталось времени',
  expiredText = EXPIRED_TEXTS.payment,
}: {
  createdAt: string | null;
  expiresAt: string;
  label?: string;
  /** What the timer says once the time is over. */
  expiredText?: string;
}) {
  const now = useNow();
  const left = timeLeft(createdAt, expiresAt, now);
  if (left === null) return null;
  if (left.expired) {
    return (
      <div className="orders-timer orders-timer--expired" role="timer" aria-label={expiredText}>
        <span>{expiredText}</span>
      </div>
    );
  }
  const modifier = left.urgent ? ' orders-timer--urgent' : '';
  return (
    <div className={`orders-timer${modifier}`} role="timer" aria-label={label} data-urgent={left.urgent || undefined}>
      <span>{left.urgent ? 'Поторопитесь!' : label}</span>
      <span className="orders-timer__value">{formatCountdown(left.remainingMs)}</span>
    </div>
  );
}
