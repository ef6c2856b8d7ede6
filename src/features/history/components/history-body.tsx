// What History shows under its filters and refresh bar: the loading skeleton, the error, one of
// the empty states, or the totals, the list and "Показать ещё".
import { errorMessage } from '../../../shared/api/errors.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/state-views.tsx';
import { narrowed } from '../../../domain/list-filters.ts';
import { NO_FILTERS, type HistoryFilters } from '../model/filters.ts';
import { STATUS_LABELS, type HistoryRow, type Order } from '../model/history.ts';
import type { HistoryTotals } from '../model/totals.ts';
import { HistoryList } from './history-list.tsx';
import { HistoryTotalsCard } from './history-totals.tsx';
import type { HistoryOrders } from './use-history-orders.ts';

export interface HistoryBodyProps {
  filters: HistoryFilters;
  onFiltersChange(filters: HistoryFilters): void;
  data: HistoryOrders;
  /** The account's zone is still loading (its days are not known yet). */
  zonePending: boolean;
  zone: string;
  rows: readonly HistoryRow<Order>[];
  totals: HistoryTotals;
  exporting: { loaded: number; total: number } | null;
  onExport(): void;
  onOpen(id: string): void;
}

/** Whether History's own content (not its skeleton) is what the body shows. */
export const historyContentShown = (data: HistoryOrders, zonePending: boolean) => !data.state.isPending && !zonePending;

export function HistoryBody({ filters, onFiltersChange, data, zonePending, zone, rows, totals, exporting, onExport, onOpen }: HistoryBodyProps) {
  const filter = filters.status;
  const { hasMore, pageFailed } = data;
  const isNarrowed = narrowed(filters);
  const moreButton = hasMore ? (
    <Button variant="secondary" block loading={data.morePending} onClick={data.loadMore}>
      Показать ещё
    </Button>
  ) : null;

  if (!historyContentShown(data, zonePending)) return <LoadingState rows={5} label="Загрузка истории" />;
  if (data.state.isError) return <ErrorState title="Не удалось загрузить историю" message={errorMessage(data.state.error)} onRetry={() => void data.refetch()} />;
  if (data.items && data.items.length === 0 && !isNarrowed && !hasMore) return <EmptyState title="Сделок пока нет" text="Здесь появятся ваши сделки." />;
  if (rows.length === 0 && isNarrowed) {
    return (
      <EmptyState
        title="Ничего не найдено"
        text={hasMore ? 'Среди загруженных сделок таких нет. Загрузите ещё или измените запрос и период.' : 'Измените запрос или период.'}
        action={
          <>
            {moreButton}
            <Button variant="secondary" onClick={() => onFiltersChange({ ...NO_FILTERS, status: filter })}>
              Сбросить фильтры
            </Button>
          </>
        }
      />
    );
  }
  if (rows.length === 0 && filter !== 'ALL') {
    return (
      <EmptyState
        title="Нет сделок с этим статусом"
        text={`Сделок со статусом «${STATUS_LABELS[filter]}» нет.`}
        action={
          <Button variant="secondary" onClick={() => onFiltersChange({ ...filters, status: 'ALL' })}>
            Показать все
          </Button>
        }
      />
    );
  }
  return (
    <>
      <HistoryTotalsCard totals={totals} onExport={onExport} exporting={exporting} />
      <HistoryList key={`${filter}|${data.serverKey}`} rows={rows} zone={zone} onOpen={onOpen} />
      {hasMore || pageFailed ? (
        <div className="history-more">
          <p className="history-more__text" aria-live="polite">
            {`Загружено ${data.loadedPast} из ${data.total} завершённых сделок`}
          </p>
          {pageFailed ? (
            <p className="history-bar__stale" role="alert">
              Не удалось загрузить ещё: {errorMessage(pageFailed.error)}{' '}
              <button type="button" className="ui-link-button" onClick={() => void data.refetchPages()}>
                Повторить
              </button>
            </p>
          ) : null}
          {moreButton}
        </div>
      ) : null}
    </>
  );
}
