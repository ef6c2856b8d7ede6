// The totals of what History shows (issue 28), with the export of the same orders to CSV, in the
// shared totals card (src/shared/ui/totals-card.tsx). The roubles and USDT are the completed
// orders' (model/totals.ts), so the line says so.
import { formatMoney } from '../../../domain/money.ts';
import { countLabel } from '../../../shared/lib/plural.ts';
import { TotalsCard } from '../../../shared/ui/totals-card.tsx';
import type { HistoryTotals } from '../model/totals.ts';

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
    <TotalsCard
      label="Итого по показанным сделкам"
      head={
        <>
          Показано: <strong data-testid="history-count">{countLabel(totals.count, ORDER_FORMS)}</strong>
        </>
      }
      onExport={onExport}
      progressId="history-export-progress"
      exportProgress={exporting ? <>Выгружаем сделки: {formatCount(exporting.loaded)} из {formatCount(exporting.total)}…</> : null}
    >
      <p className="ui-totals__line">
        Завершено <strong data-testid="history-completed">{totals.completed}</strong>
        {': '}
        <span className="ui-totals__money">
          оборот <strong data-testid="history-turnover">{formatMoney(totals.turnoverRub, 'RUB')}</strong>,
        </span>{' '}
        <span className="ui-totals__money">
          получено <strong data-testid="history-received">{formatMoney(totals.receivedUsdt, 'USDT')}</strong>
        </span>
      </p>
    </TotalsCard>
  );
}
