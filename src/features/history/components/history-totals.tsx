// The totals of what History shows (issue 28), with the export of the same orders to CSV. The
// roubles and USDT are the completed orders' (model/totals.ts), so the line says so.
import { formatMoney } from '../../../domain/money.ts';
import { countLabel } from '../../../shared/lib/plural.ts';
import type { HistoryTotals } from '../model/totals.ts';
import './history.css';

const counts = new Intl.NumberFormat('ru-RU');
const formatCount = (n: number) => counts.format(n);

export const ORDER_FORMS = ['сделка', 'сделки', 'сделок'] as const;

export interface HistoryTotalsProps {
  totals: HistoryTotals;
  onExport(): void;
  /** The export paging through the server's history (issue 42): finished orders fetched of how many. */
  exporting?: { loaded: number; total: number } | null;
}

export function HistoryTotalsCard({ totals, onExport, exporting = null }: HistoryTotalsProps) {
  return (
    <section className="history-totals" aria-label="Итого по показанным сделкам">
      <div className="history-totals__head">
        <p className="history-totals__line">
          Показано: <strong data-testid="history-count">{countLabel(totals.count, ORDER_FORMS)}</strong>
        </p>
        <button type="button" className="ui-link-button" onClick={onExport} disabled={exporting !== null} aria-describedby={exporting ? 'history-export-progress' : undefined}>
          Скачать CSV
        </button>
      </div>
      {exporting ? (
        <p className="history-totals__line" id="history-export-progress" role="status" data-testid="history-export-progress">
          Выгружаем сделки: {formatCount(exporting.loaded)} из {formatCount(exporting.total)}…
        </p>
      ) : null}
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
