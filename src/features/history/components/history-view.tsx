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
// The CSV holds every order of the period and filters, not only the pages loaded (issue 42):
// use-history-export.ts. The data: use-history-orders.ts; what shows under the bar: history-body.tsx.
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { errorMessage } from '../../../shared/api/errors.ts';
import { PAINT_MARKS, usePaintMark } from '../../../shared/lib/paint-mark.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Tabs } from '../../../shared/ui/tabs.tsx';
import { RULES } from '../../../shared/routes/route-table.ts';
import { formatTime } from '../../../domain/date-format.ts';
import { useDisplayTimeZone } from '../../../domain/time-zone.ts';
import { applyFilters, type HistoryFilters } from '../model/filters.ts';
import { FILTER_OPTIONS, groupByDay, historyRows, type NameLookups, type StatusFilter } from '../model/history.ts';
import { historyTotals } from '../model/totals.ts';
import { HistoryBody, historyContentShown } from './history-body.tsx';
import { HistoryFilterBar } from './history-filters.tsx';
import { OrderSheet } from './order-sheet.tsx';
import { useHistoryExport } from './use-history-export.ts';
import { useHistoryOrders } from './use-history-orders.ts';
import './history.css';

export { SEARCH_DEBOUNCE_MS } from './use-history-orders.ts';

export interface HistoryViewProps {
  filters: HistoryFilters;
  onFiltersChange(filters: HistoryFilters): void;
  names: NameLookups;
  /** The receipts of an order's dispute in its sheet (issue 37), composed by the app. */
  disputeFiles?: (orderId: string) => ReactNode;
  /** The clock for Сегодня/Вчера and the quick ranges (tests pin it). */
  now?: () => number;
}

export function HistoryView({ filters, onFiltersChange, names, disputeFiles, now = Date.now }: HistoryViewProps) {
  const filter = filters.status;
  const onFilterChange = (status: StatusFilter) => onFiltersChange({ ...filters, status });
  // The account's zone (warmed by the guards); a failed trader call (logged, spec section 8)
  // leaves the device zone.
  const { zone, pending: zonePending } = useDisplayTimeZone();
  const data = useHistoryOrders(filters);
  const { state: orders, items } = data;

  // A link to one order (/history?q=<its whole id>, from an operation's "ID сделки") opens its sheet.
  const [openId, setOpenId] = useState<string | null>(() => (RULES.uuid.test(filters.q) ? filters.q : null));
  const tabsRef = useRef<HTMLDivElement>(null);
  // The tabs are one row that scrolls sideways: keep the chosen one (e.g. from a deep link) in view.
  useEffect(() => {
    tabsRef.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [filter]);

  const groups = useMemo(() => (items ? groupByDay(applyFilters(items, filters, zone), zone) : []), [items, filters, zone]);
  const shown = useMemo(() => groups.flatMap((g) => g.orders), [groups]);
  const totals = useMemo(() => historyTotals(shown), [shown]);
  // Headings are cheap; Сегодня/Вчера follow the clock at each render.
  const nowMs = now();
  const rows = historyRows(groups, nowMs, zone);
  const open = (openId !== null && items?.find((o) => o.id === openId)) || null;
  const { exporting, exportCsv } = useHistoryExport({ filters, data, shown, zone, names, nowMs });
  // History's content on screen (the bench's menu tap ends here).
  usePaintMark(PAINT_MARKS.historyContent, historyContentShown(data, zonePending));
  const updatedAt = orders.dataUpdatedAt;

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
        <Button variant="secondary" className="history-bar__refresh" loading={orders.isFetching && !orders.isPending} disabled={orders.isFetching} onClick={() => void data.refetch()}>
          Обновить
        </Button>
      </div>
      {orders.isError && items ? <p className="history-bar__stale" role="alert">Не удалось обновить: {errorMessage(orders.error)}</p> : null}
      {data.historyMissing ? (
        <p className="history-note" role="note">
          Завершённые сделки здесь пока не показываются: сервер не отдаёт историю. Видны только текущие сделки.
        </p>
      ) : null}
      <HistoryBody
        filters={filters}
        onFiltersChange={onFiltersChange}
        data={data}
        zonePending={zonePending}
        zone={zone}
        rows={rows}
        totals={totals}
        exporting={exporting}
        onExport={() => void exportCsv()}
        onOpen={setOpenId}
      />
      <OrderSheet order={open} zone={zone} names={names} disputeFiles={disputeFiles} onClose={() => setOpenId(null)} />
    </div>
  );
}
