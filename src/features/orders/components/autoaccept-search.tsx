// Auto-accept is looking for an order: time left until autoaccept_expired_at (ticking each
// second) and a stop button. When the time is up the realtime layer shows its dialog; until the
// server's stop arrives the card says the time is up, without a 00:00 countdown or a pulse that
// still reads as searching (the stop stays: the phone's clock may run ahead of the server's, and
// its text asks for the one action the card has: a new search starts from home once this one stops).
// Under the minimum for trading (issue 37) the card says why nothing comes and offers the top-up.
import { useState } from 'react';
import { Button } from '../../../shared/ui/button.tsx';
import { displayAmount } from '../../../domain/money.ts';
import { missingBalance } from '../../../domain/home-status.ts';
import { PATHS } from '../../../shared/routes/route-table.ts';
import type { components } from '../../../../generated/openapi/trader-api.ts';
import { formatCountdown, timeLeft } from '../model/time-left.ts';
import { useNow } from './use-now.ts';
import { useStopAutoacceptAction } from './use-stop-autoaccept.ts';
import './orders.css';

export interface AutoacceptSearchProps {
  expiresAt: string;
  onStopped?(): void;
  /** Config min_trading_balance, when available plus overdraft is below it (home-status.ts missingBalance > 0). */
  minimum?: number | string | null;
  onTopUp?(): void;
}

/** The card's props when the balance is under the minimum for trading: the minimum and the way to top up. */
export function underMinimum(status: components['schemas']['StatusData'], config: components['schemas']['Config'], navigate: (to: string) => void): Pick<AutoacceptSearchProps, 'minimum' | 'onTopUp'> {
  return missingBalance(status, config) > 0 ? { minimum: config.min_trading_balance, onTopUp: () => navigate(PATHS['balance-replenish']) } : {};
}

export function AutoacceptSearch({ expiresAt, onStopped, minimum, onTopUp }: AutoacceptSearchProps) {
  const now = useNow();
  const left = timeLeft(null, expiresAt, now);
  const [stopped, setStopped] = useState(false);
  const { run, pending, error } = useStopAutoacceptAction('Поиск остановлен', () => {
    setStopped(true);
    onStopped?.();
  });
  const expired = left === null || left.expired;
  return (
    <section className="orders-card orders-search" aria-labelledby="search-title">
      <div className={expired || minimum != null ? 'orders-pulse orders-pulse--still' : 'orders-pulse'} aria-hidden="true" />
      <h2 className="orders-title" id="search-title">
        {expired ? 'Время поиска истекло' : minimum != null ? 'Баланс ниже минимума' : 'Ищем подходящую сделку'}
      </h2>
      <p className="orders-text">
        {expired
          ? 'Автоприём скоро остановится. Чтобы начать новый поиск, остановите этот.'
          : minimum != null
            ? `Сделки не придут, пока на балансе меньше ${displayAmount(minimum)}\u00a0USDT. Пополните его.`
            : 'Держите приложение открытым: как только сделка найдётся, она появится на главной.'}
      </p>
      {expired ? null : (
        <div className="orders-timer" role="timer" aria-label="До конца поиска" style={{ alignSelf: 'stretch' }}>
          <span>До конца поиска</span>
          <span className="orders-timer__value">{formatCountdown(left.remainingMs)}</span>
        </div>
      )}
      {stopped ? (
        <p className="orders-text" role="status">
          Поиск остановлен. Обновляем статус…
        </p>
      ) : null}
      {error ? (
        <p className="orders-inline-error" role="alert">
          {error}
        </p>
      ) : null}
      {minimum != null && onTopUp ? (
        <Button block onClick={onTopUp}>
          Пополнить
        </Button>
      ) : null}
      <Button variant="destructive" block loading={pending} onClick={() => void run()}>
        Остановить поиск
      </Button>
    </section>
  );
}
