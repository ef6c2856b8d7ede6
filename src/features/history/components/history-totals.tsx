// The totals of what History shows (issue 28), with the export of the same orders to CSV. The
// roubles and USDT are the completed orders' (model/totals.ts), so the line says so.
import { formatMoney } from '../../../domain/money.ts';
import { countLabel } from '../../../shared/lib/plural.ts';
import type { HistoryTotals } from '../model/totals.ts';
import './history.css';

export const ORDER_FORMS = ['сделка', 'сделки', 'сделок'] as const;

export function HistoryTotalsCard({ totals, onExport }: { totals: HistoryTotals; onExport(): void }) {
  return (
    <section className="history-totals" aria-label="Итого по показанным сделкам">
      <div className="history-totals__head">
        <p className="history-totals__line">
          Показано: <strong data-testid="history-count">{countLabel(totals.count, ORDER_FORMS)}</strong>
        </p>
        <button type="button" className="ui-link-button" onClick={onExport}>
          Скачать CSV
        </button>
      </div>
      <p className="history-totals__line">
        Завершено <strong data-testid="history-completed">{totals.completed}</strong>
        {': '}
        <span className="history-totals__money">
          оборот <strong data-testid="history-turnover">{formatMoney(totals.turnoverRub, 'RUB')}</strong>,
        </span>{' '}
        <span className="history-totals__money">
          получено <strong data-testid="history-received">{formatMoney(totals.receivedUsdt, 'USDT')}</strong>
        </span>
      </p>
    </section>
  );
}
