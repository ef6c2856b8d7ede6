// The History screen's content: the search and the date range (issue 28), the status filter, the
// totals and CSV export of what is shown, the refresh bar, and the orders grouped by the trader's
// calendar day, with a detail sheet per order. Every filter is kept in the URL by the app.
//
// The orders are the finished ones (GET /traders/orders/history) and the current ones (GET
// /traders/orders) together (ADR 0020). The history call is asked for the range and the search
// page by page ("Показать ещё" while its `total` says there are more); every filter is applied
// again to what is loaded, so a backend that ignores the proposed `search` still shows the right
// orders, and one without the history call at all (404/405/501: it is proposed) shows the
// current orders with a note instead of an error.
//
// The CSV holds every order of the period and filters, not only the pages loaded (issue 42): when
// the server has more, the export pages through the history call first, saying how far it got,
// and the file's name carries how many orders it holds.
import { keepPreviousData, useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { errorMessage } from '../../../shared/api/errors.ts';
import { useApi } from '../../../shared/api/api-context.ts';
import { callMissing } from '../../../shared/api/missing-call.ts';
import { orderListQuery, pastOrdersQuery } from '../../../shared/api/resources.ts';
import { useDebounced } from '../../../shared/lib/use-debounced.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { notify } from '../../../shared/ui/notify.ts';
import { saveTextFile } from '../../../shared/ui/save-file.ts';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/state-views.tsx';
import { Tabs } from '../../../shared/ui/tabs.tsx';
import { RULES } from '../../../shared/routes/route-table.ts';
import { CSV_MIME } from '../../../domain/csv.ts';
import { formatTime } from '../../../domain/date-format.ts';
import { useDisplayTimeZone } from '../../../domain/time-zone.ts';
import { countLabel } from '../../../shared/lib/plural.ts';
import { narrowed } from '../../../domain/list-filters.ts';
import { applyFilters, NO_FILTERS, serverFilters, type HistoryFilters } from '../model/filters.ts';
import { FILTER_OPTIONS, STATUS_LABELS, groupByDay, historyRows, type NameLookups, type Order, type StatusFilter } from '../model/history.ts';
import { historyCsv, historyCsvFileName } from '../model/history-csv.ts';
import { combinedState, historyOrders, type QueryLike } from '../model/history-orders.ts';
import { historyTotals } from '../model/totals.ts';
import { HistoryFilterBar } from './history-filters.tsx';
import { HistoryList } from './history-list.tsx';
import { HistoryTotalsCard, ORDER_FORMS } from './history-totals.tsx';
import { OrderSheet } from './order-sheet.tsx';
import './history.css';

/** The search goes to the server once typing pauses this long; what is loaded is filtered at once. */
export const SEARCH_DEBOUNCE_MS = 400;

export interface HistoryViewProps {
  filters: HistoryFilters;
  onFiltersChange(filters: HistoryFilters): void;
  names: NameLookups;
  /** The receipts of an order's dispute in its sheet (issue 37), composed by the app. */
  disputeFiles?: (orderId: string) => ReactNode;
  /** The clock for Сегодня/Вчера and the quick ranges (tests pin it). */
  now?: () => number;
}

/** The extra pages as one: their orders in page order, and how they are doing. */
function combinePages(pages: readonly UseQueryResult<{ items: Order[]; total: number }, unknown>[]) {
  return {
    items: pages.flatMap((page) => page.data?.items ?? []),
    pending: pages.some((page) => page.isPending),
    failed: pages.find((page) => page.isError) ?? null,
    /** How many orders the last page held (0: the server has no more). */
    lastPageSize: pages.at(-1)?.data?.items.length ?? 0,
    refetch: () => Promise.all(pages.map((page) => page.refetch())),
  };
}

const SETTLED: QueryLike = { isPending: false, isError: false, isFetching: false, error: null, dataUpdatedAt: 1 };

export function HistoryView({ filters, onFiltersChange, names, disputeFiles, now = Date.now }: HistoryViewProps) {
  const { api, queryClient } = useApi();
  /** The export paging through the server's history: how many of how many finished orders it has. */
  const [exporting, setExporting] = useState<{ loaded: number; total: number } | null>(null);
  const filter = filters.status;
  const onFilterChange = (status: StatusFilter) => onFiltersChange({ ...filters, status });
  // The account's zone (warmed by the guards); a failed trader call (logged, spec section 8)
  // leaves the device zone.
  const { zone, pending: zonePending } = useDisplayTimeZone();

  // The history call, page by page, for the range and the (settled) search.
  const [settledSearch, settleSearch] = useDebounced(filters.q, SEARCH_DEBOUNCE_MS);
  const server = serverFilters({ ...filters, q: settledSearch });
  const serverKey = JSON.stringify(server);
  const [more, setMore] = useState({ key: serverKey, pages: 1 });
  const pageCount = more.key === serverKey ? more.pages : 1;
  const current = useQuery(orderListQuery(api));
  // The previous answer stays on screen while a new range or search loads: the filters below
  // already narrow it, so the list does not flash empty between keystrokes.
  const first = useQuery({ ...pastOrdersQuery(api, server, 1), placeholderData: keepPreviousData });
  const rest = useQueries({ queries: Array.from({ length: pageCount - 1 }, (_, i) => pastOrdersQuery(api, server, i + 2)), combine: combinePages });
  // A backend without the (proposed) history call: the current orders alone, and a note.
  const historyMissing = first.isError && callMissing(first.error);
  const orders = combinedState(current, historyMissing ? SETTLED : first);
  const refetch = () => Promise.all([current.refetch(), first.refetch(), rest.refetch()]);

  // A link to one order (/history?q=<its whole id>, from an operation's "ID сделки") opens its sheet.
  const [openId, setOpenId] = useState<string | null>(() => (RULES.uuid.test(filters.q) ? filters.q : null));
  const tabsRef = useRef<HTMLDivElement>(null);
  // The tabs are one row that scrolls sideways: keep the chosen one (e.g. from a deep link) in view.
  useEffect(() => {
    tabsRef.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [filter]);

  const currentItems = current.data?.items;
  const firstItems = first.data?.items;
  const pastItems = useMemo(
    () => (historyMissing ? [] : firstItems ? [...firstItems, ...rest.items] : undefined),
    [historyMissing, firstItems, rest.items],
  );
  // Both answers, or neither: a list without its finished (or current) half would mislead.
  const items = useMemo(() => (currentItems && pastItems ? historyOrders(currentItems, pastItems) : undefined), [currentItems, pastItems]);
  const total = historyMissing ? 0 : (first.data?.total ?? 0);
  const loadedPast = pastItems?.length ?? 0;
  const pageFailed = rest.failed;
  const lastPageSize = pageCount > 1 ? rest.lastPageSize : (first.data?.items.length ?? 0);
  const hasMore = !historyMissing && loadedPast < total && lastPageSize > 0 && !pageFailed;
  const updatedAt = orders.dataUpdatedAt;
  const groups = useMemo(() => (items ? groupByDay(applyFilters(items, filters, zone), zone) : []), [items, filters, zone]);
  const shown = useMemo(() => groups.flatMap((g) => g.orders), [groups]);
  const totals = useMemo(() => historyTotals(shown), [shown]);
  // Headings are cheap; Сегодня/Вчера follow the clock at each render.
  const nowMs = now();
  const rows = historyRows(groups, nowMs, zone);
  const open = (openId !== null && items?.find((o) => o.id === openId)) || null;
  const isNarrowed = narrowed(filters);

  const save = (list: readonly Order[]) =>
    saveTextFile(historyCsv(list, zone, names), historyCsvFileName(filter, new Date(nowMs), zone, list.length), CSV_MIME, countLabel(list.length, ORDER_FORMS));
  /** Every order of the period and filters: the pages not loaded yet are fetched first (issue 42). */
  const exportCsv = async () => {
    if (exporting) return;
    if (!hasMore || !currentItems) {
      save(shown);
      return;
    }
    const past: Order[] = [];
    setExporting({ loaded: 0, total });
    try {
      for (let page = 1; ; page += 1) {
        const data = await queryClient.fetchQuery(pastOrdersQuery(api, server, page));
        past.push(...data.items);
        setExporting({ loaded: past.length, total: data.total });
        if (data.items.length === 0 || past.length >= data.total) break;
      }
      save(groupByDay(applyFilters(historyOrders(currentItems, past), filters, zone), zone).flatMap((g) => g.orders));
    } catch (error) {
      notify.error('Не удалось выгрузить все сделки', `${errorMessage(error)} Файл не сохранён: попробуйте ещё раз.`);
    } finally {
      setExporting(null);
    }
  };
  // "Показать ещё" tapped before the search reached the server: the search goes now, with the
  // next page, so the tap is not lost to the new search's first page.
  const loadMore = () => setMore({ key: JSON.stringify(serverFilters({ ...filters, q: settleSearch() })), pages: pageCount + 1 });
  const moreButton = hasMore ? (
    <Button variant="secondary" block loading={rest.pending} onClick={loadMore}>
      Показать ещё
    </Button>
  ) : null;

  let body;
  if (orders.isPending || zonePending) {
    body = <LoadingState rows={5} label="Загрузка истории" />;
  } else if (orders.isError) {
    body = <ErrorState title="Не удалось загрузить историю" message={errorMessage(orders.error)} onRetry={() => void refetch()} />;
  } else if (items && items.length === 0 && !isNarrowed && !hasMore) {
    body = <EmptyState title="Сделок пока нет" text="Здесь появятся ваши сделки." />;
  } else if (rows.length === 0 && isNarrowed) {
    body = (
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
  } else if (rows.length === 0 && filter !== 'ALL') {
    body = (
      <EmptyState
        title="Нет сделок с этим статусом"
        text={`Сделок со статусом «${STATUS_LABELS[filter]}» нет.`}
        action={
          <Button variant="secondary" onClick={() => onFilterChange('ALL')}>
            Показать все
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        <HistoryTotalsCard totals={totals} onExport={() => void exportCsv()} exporting={exporting} />
        <HistoryList key={`${filter}|${serverKey}`} rows={rows} zone={zone} onOpen={setOpenId} />
        {hasMore || pageFailed ? (
          <div className="history-more">
            <p className="history-more__text" aria-live="polite">
              {`Загружено ${loadedPast} из ${total} завершённых сделок`}
            </p>
            {pageFailed ? (
              <p className="history-bar__stale" role="alert">
                Не удалось загрузить ещё: {errorMessage(pageFailed.error)}{' '}
                <button type="button" className="ui-link-button" onClick={() => void rest.refetch()}>
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

  return (
    <div className="history">
      <HistoryFilterBar filters={filters} onChange={onFiltersChange} zone={zone} now={nowMs} />
      <div ref={tabsRef}>
        <Tabs label="Статус сделки" value={filter} options={FILTER_OPTIONS} onChange={onFilterChange} scroll />
      </div>
      <div className="history-bar">
        <span className="history-bar__updated" aria-live="polite">
          {orders.isFetching ? 'Обновление…' : updatedAt > 0 ? `Обновлено в ${formatTime(updatedAt, zone)}` : ''}
        </span>
        <Button variant="secondary" className="history-bar__refresh" loading={orders.isFetching && !orders.isPending} disabled={orders.isFetching} onClick={() => void refetch()}>
          Обновить
        </Button>
      </div>
      {orders.isError && items ? <p className="history-bar__stale" role="alert">Не удалось обновить: {errorMessage(orders.error)}</p> : null}
      {historyMissing ? (
        <p className="history-note" role="note">
          Завершённые сделки здесь пока не показываются: сервер не отдаёт историю. Видны только текущие сделки.
        </p>
      ) : null}
      {body}
      <OrderSheet order={open} zone={zone} names={names} disputeFiles={disputeFiles} onClose={() => setOpenId(null)} />
    </div>
  );
}
