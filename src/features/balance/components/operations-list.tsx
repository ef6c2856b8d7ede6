// /balance/operations: the operations of one status tab, virtualized (long lists stay smooth),
// searchable as History is (issue 37): a period and a search (the call takes neither:
// model/operation-filters.ts) over the whole tab, read page by page while they narrow it (ADR
// 0046, ./use-operations.ts), the totals of what is shown per currency and the CSV of the same
// rows. The filter bar and the totals card are History's (src/shared/ui).
import { useVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../../shared/api/errors.ts';
import { useGestures } from '../../../shared/lib/gestures.ts';
import { countLabel } from '../../../shared/lib/plural.ts';
import { haptic } from '../../../shared/telegram/haptics.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { copyText } from '../../../shared/ui/copy-button.tsx';
import { FilterBar } from '../../../shared/ui/filter-bar.tsx';
import { saveTextFile } from '../../../shared/ui/save-file.ts';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/state-views.tsx';
import { Tabs } from '../../../shared/ui/tabs.tsx';
import { TotalsCard } from '../../../shared/ui/totals-card.tsx';
import { CSV_MIME } from '../../../domain/csv.ts';
import { formatDateTime } from '../../../domain/date-format.ts';
import { narrowed, periodLabel, rangePresets, SEARCH_MAX_LENGTH } from '../../../domain/list-filters.ts';
import { signedMoney } from '../../../domain/money.ts';
import { useDisplayTimeZone } from '../../../domain/time-zone.ts';
import { operationsCsv, operationsCsvFileName } from '../model/csv.ts';
import {
  OPERATION_STATUS_LABELS,
  OPERATION_TYPE_LABELS,
  STATUS_TAB_OPTIONS,
  STATUS_TABS,
  type BalanceOperation,
  type OperationStatusQuery,
} from '../model/labels.ts';
import { applyOperationFilters, NO_OPERATION_FILTERS, type OperationFilters } from '../model/operation-filters.ts';
import { operationTotals, type OperationTotals } from '../model/operation-totals.ts';
import { signedAmount } from '../model/operation-view.ts';
import { useOperations } from './use-operations.ts';
import './balance.css';

const ROW_ESTIMATE = 65;

export const OPERATION_FORMS = ['операция', 'операции', 'операций'] as const;

export interface OperationsListProps {
  filters: OperationFilters;
  onFiltersChange: (filters: OperationFilters) => void;
  onOpen: (id: string) => void;
  /** The clock for the quick ranges (tests pin it). */
  now?: () => number;
}

export function OperationsList({ filters, onFiltersChange, onOpen, now = Date.now }: OperationsListProps) {
  const { status } = filters;
  const onStatusChange = (next: OperationStatusQuery) => onFiltersChange({ ...filters, status: next });
  const select = (next: OperationStatusQuery) => {
    if (next === status) return;
    haptic.selection();
    onStatusChange(next);
  };
  // A swipe across the list moves to the next (left) or previous (right) status tab.
  const swipe = useGestures({
    onSwipe: (direction) => {
      const index = STATUS_TAB_OPTIONS.findIndex((o) => o.value === status);
      const next = STATUS_TAB_OPTIONS[index + (direction === 'left' ? 1 : -1)];
      if (next) select(next.value);
    },
  });
  const { zone } = useDisplayTimeZone();
  const { first: operations, items, total, searchingMore, stop, failed, retry } = useOperations(filters, zone);
  const shown = useMemo(() => (items ? applyOperationFilters(items, filters, zone) : []), [items, filters, zone]);
  const totals = useMemo(() => operationTotals(shown), [shown]);
  const isNarrowed = narrowed(filters);
  const presets = rangePresets(now(), zone);
  const reset = () => onFiltersChange({ ...NO_OPERATION_FILTERS, status });

  let body;
  if (operations.isError) {
    body = <ErrorState message={errorMessage(operations.error)} onRetry={() => void operations.refetch()} />;
  } else if (!items) {
    body = <LoadingState rows={5} label="Загрузка операций" />;
  } else if (items.length === 0) {
    body = <EmptyState title="Операций нет" text={`Во вкладке «${STATUS_TABS[status]}» пока пусто.`} />;
  } else {
    // While a search or a period narrows the tab, its later pages are read (ADR 0046): the screen
    // says so until the tab (or the period) is read, and says when the result covers the latest
    // operations only (a server without `page`, the cap, a failed page).
    const more = searchingMore ? (
      <p className="balance-ops__note" role="status">
        Ищем в более ранних операциях…
      </p>
    ) : failed ? (
      <p className="balance-ops__note balance-ops__note--error" role="alert">
        Не удалось загрузить более ранние операции: {errorMessage(failed.error)}{' '}
        <button type="button" className="ui-link-button" onClick={() => void retry()}>
          Повторить
        </button>
      </p>
    ) : null;
    const partial = isNarrowed && !searchingMore && items.length < total && stop !== 'period' && stop !== 'all' ? (
      <p className="balance-ops__note" role="note">
        {`Поиск и период — среди последних ${items.length} из ${total} операций вкладки.`}
      </p>
    ) : null;
    const period = filters.from !== null || filters.to !== null;
    body =
      shown.length === 0 && searchingMore ? (
        more
      ) : shown.length === 0 ? (
        <>
          {more}
          {partial}
          <EmptyState
            title={period ? 'Ничего не найдено за период' : 'Ничего не найдено'}
            text="Измените запрос или период."
            action={
              <Button variant="secondary" onClick={reset}>
                Сбросить фильтры
              </Button>
            }
          />
        </>
      ) : (
        <>
          <OperationTotalsCard
            totals={totals}
            head={isNarrowed ? null : items.length === total ? `Всего: ${items.length}` : `Показано ${items.length} из ${total}`}
            onExport={() => exportCsv(shown, status, zone, now())}
          />
          {more}
          {partial}
          <VirtualOperations items={shown} zone={zone} onOpen={onOpen} />
        </>
      );
  }

  return (
    <div className="balance-ops">
      <FilterBar
        value={filters}
        onChange={(next) => onFiltersChange({ ...filters, ...next })}
        onReset={reset}
        canReset={isNarrowed}
        presets={presets}
        periodLabel={periodLabel(filters.from, filters.to, presets)}
        placeholder="Сумма, адрес или ID"
        maxLength={SEARCH_MAX_LENGTH}
      />
      <Tabs label="Статус операций" value={status} options={STATUS_TAB_OPTIONS} onChange={onStatusChange} />
      <div role="tabpanel" aria-label={STATUS_TABS[status]} aria-busy={operations.isFetching || undefined} {...swipe}>
        {body}
      </div>
    </div>
  );
}

/**
 * How many are shown (the tab's count when nothing narrows it) and, per currency, what was
 * credited, debited and the net, with the CSV of the same rows.
 */
function OperationTotalsCard({ totals, head, onExport }: { totals: OperationTotals; head: string | null; onExport(): void }) {
  return (
    <TotalsCard
      label="Итого по показанным операциям"
      head={head ?? <>Показано: <strong data-testid="operations-count">{countLabel(totals.count, OPERATION_FORMS)}</strong></>}
      onExport={onExport}
    >
      {totals.currencies.map(({ currency, credit, debit, net }) => (
        <p key={currency} className="ui-totals__line" data-testid={`operations-totals-${currency}`}>
          <span className="ui-totals__money">
            Зачислено <strong data-testid="operations-credit">{signedMoney(credit, currency)}</strong>,
          </span>{' '}
          <span className="ui-totals__money">
            списано <strong data-testid="operations-debit">{signedMoney(debit, currency)}</strong>,
          </span>{' '}
          <span className="ui-totals__money">
            итого <strong data-testid="operations-net">{signedMoney(net, currency)}</strong>
          </span>
        </p>
      ))}
    </TotalsCard>
  );
}

function exportCsv(items: readonly BalanceOperation[], status: OperationStatusQuery, zone: string, now: number) {
  saveTextFile(operationsCsv(items, zone), operationsCsvFileName(status, new Date(now), zone), CSV_MIME, countLabel(items.length, OPERATION_FORMS));
}

/** The nearest scrolling ancestor (the screen's content area), or the document. */
function scrollParent(node: HTMLElement): HTMLElement {
  for (let el = node.parentElement; el; el = el.parentElement) {
    const { overflowY } = getComputedStyle(el);
    if (overflowY === 'auto' || overflowY === 'scroll') return el;
  }
  return document.scrollingElement instanceof HTMLElement ? document.scrollingElement : document.body;
}

function VirtualOperations({ items, zone, onOpen }: { items: readonly BalanceOperation[]; zone: string; onOpen: (id: string) => void }) {
  const listRef = useRef<HTMLUListElement>(null);
  const [scroller, setScroller] = useState<{ el: HTMLElement; margin: number } | null>(null);

  // The list scrolls with the screen: virtualize against the screen's scroller, offset by
  // where the list starts inside it.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const el = scrollParent(list);
    const margin = list.getBoundingClientRect().top - el.getBoundingClientRect().top + el.scrollTop;
    setScroller((prev) => (prev?.el === el && prev.margin === margin ? prev : { el, margin }));
  }, [items]);

  // The virtualizer is mutable by design; this component is not memoized by the React Compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller?.el ?? null,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 8,
    scrollMargin: scroller?.margin ?? 0,
    getItemKey: (index) => items[index]?.id ?? index,
  });

  const rows = virtualizer.getVirtualItems();
  return (
    <ul ref={listRef} className="balance-ops__list" aria-label="Операции" style={{ height: virtualizer.getTotalSize() }}>
      {rows.map((row) => {
        const op = items[row.index];
        if (!op) return null;
        return (
          <li
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            aria-setsize={items.length}
            aria-posinset={row.index + 1}
            style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
          >
            <OperationRow op={op} zone={zone} onOpen={onOpen} />
          </li>
        );
      })}
    </ul>
  );
}

function OperationRow({ op, zone, onOpen }: { op: BalanceOperation; zone: string; onOpen: (id: string) => void }) {
  // A hold copies the operation's id (for support); a tap opens it.
  const hold = useGestures({ onHold: () => void copyText(op.id) });
  return (
    <button type="button" className="ui-row balance-op" onClick={() => onOpen(op.id)} {...hold}>
      <span className="balance-op__type">{OPERATION_TYPE_LABELS[op.type]}</span>
      <span className={`balance-op__amount${op.amount > 0 ? ' balance-op__amount--in' : ''}`}>{signedAmount(op)}</span>
      <time className="balance-op__meta" dateTime={op.created_at}>{formatDateTime(op.created_at, zone)}</time>
      <span data-status={`operation:${op.status}`} className={`balance-op__status balance-status--${op.status}`}>{OPERATION_STATUS_LABELS[op.status]}</span>
    </button>
  );
}
