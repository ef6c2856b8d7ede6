// The totals of what History shows (issue 28), with the export of the same orders to CSV.
import { formatMoney } from '../../../domain/money.ts';
import { countLabel } from '../../../shared/lib/plural.ts';
import type { HistoryTotals } from '../model/totals.ts';
import './history.css';

export const ORDER_FORMS = ['сделка', 'сделки', 'сделок'] as const;

export function HistoryTotalsCard({ totals, onExport }: { totals: HistoryTotals; onExport(): void }) {
  return (
    <section className="history-totals" aria-label="Итого по показанным сделкам">
      <dl className="history-totals__list">
        <div className="history-totals__item">
          <dt>Показано</dt>
          <dd data-testid="history-count">{countLabel(totals.count, ORDER_FORMS)}</dd>
        </div>
        <div className="history-totals__item">
          <dt>Завершено</dt>
          <dd data-testid="history-completed">{totals.completed}</dd>
        </div>
        <div className="history-totals__item">
          <dt>Оборот</dt>
          <dd data-testid="history-turnover">{formatMoney(totals.turnoverRub, 'RUB')}</dd>
        </div>
        <div className="history-totals__item">
          <dt>Получено</dt>
          <dd data-testid="history-received">{formatMoney(totals.receivedUsdt, 'USDT')}</dd>
        </div>
      </dl>
      <p className="history-totals__note">Оборот и USDT — по завершённым сделкам.</p>
      <button type="button" className="history-totals__export" onClick={onExport}>
        Скачать CSV
      </button>
    </section>
  );
}
