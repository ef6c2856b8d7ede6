// The History screen's content: the status filter (kept in the URL by the app), the refresh
// bar, and the orders grouped by the trader's calendar day, with a detail sheet per order.
// The orders are the finished ones (GET /traders/orders/history) and the current ones (GET
// /traders/orders) together (ADR 0020).
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../../shared/api/errors.ts';
import { useApi } from '../../../shared/api/api-context.ts';
import { orderListQuery, pastOrdersQuery } from '../../../shared/api/resources.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/state-views.tsx';
import { Tabs } from '../../../shared/ui/tabs.tsx';
import { formatTime } from '../../../domain/date-format.ts';
import { useDisplayTimeZone } from '../../../domain/time-zone.ts';
import {
  FILTER_OPTIONS,
  STATUS_LABELS,
  filterOrders,
  groupByDay,
  historyRows,
  type NameLookups,
  type StatusFilter,
} from '../model/history.ts';
import { combinedState, historyOrders } from '../model/history-orders.ts';
import { HistoryList } from './history-list.tsx';
import { OrderSheet } from './order-sheet.tsx';
import './history.css';

export interface HistoryViewProps {
  filter: StatusFilter;
  onFilterChange(filter: StatusFilter): void;
  names: NameLookups;
  /** The clock for Сегодня/Вчера (tests pin it). */
  now?: () => number;
}

export function HistoryView({ filter, onFilterChange, names, now = Date.now }: HistoryViewProps) {
  const { api } = useApi();
  const current = useQuery(orderListQuery(api));
  const past = useQuery(pastOrdersQuery(api));
  const orders = combinedState(current, past);
  const refetch = () => Promise.all([current.refetch(), past.refetch()]);
  // The account's zone (warmed by the guards); a failed trader call (logged, spec section 8)
  // leaves the device zone.
  const { zone, pending: zonePending } = useDisplayTimeZone();
  const [openId, setOpenId] = useState<string | null>(null);
  const tabsRef = useRef<HTMLDivElement>(null);
  // At 360 px the tabs scroll sideways: keep the chosen one (e.g. from a deep link) in view.
  useEffect(() => {
    tabsRef.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [filter]);

  const currentItems = current.data?.items;
  const pastItems = past.data?.items;
  // Both answers, or neither: a list without its finished (or current) half would mislead.
  const items = useMemo(() => (currentItems && pastItems ? historyOrders(currentItems, pastItems) : undefined), [currentItems, pastItems]);
  const updatedAt = orders.dataUpdatedAt;
  const groups = useMemo(() => (items ? groupByDay(filterOrders(items, filter), zone) : []), [items, filter, zone]);
  // Headings are cheap; Сегодня/Вчера follow the clock at each render.
  const rows = historyRows(groups, now(), zone);
  const open = (openId !== null && items?.find((o) => o.id === openId)) || null;

  let body;
  if (orders.isPending || zonePending) {
    body = <LoadingState rows={5} label="Загрузка истории" />;
  } else if (orders.isError) {
    body = <ErrorState title="Не удалось загрузить историю" message={errorMessage(orders.error)} onRetry={() => void refetch()} />;
  } else if (items && items.length === 0) {
    body = <EmptyState title="Сделок пока нет" text="Здесь появятся ваши сделки." />;
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
    body = <HistoryList key={filter} rows={rows} zone={zone} onOpen={setOpenId} />;
  }

  return (
    <div className="history">
      <div ref={tabsRef}>
        <Tabs label="Статус сделки" value={filter} options={FILTER_OPTIONS} onChange={onFilterChange} />
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
      {body}
      <OrderSheet order={open} zone={zone} names={names} onClose={() => setOpenId(null)} />
    </div>
  );
}
