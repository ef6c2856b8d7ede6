// /balance/operations: the operations of one status tab, virtualized (long lists stay smooth),
// with a CSV export of what is loaded.
import { useQuery } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import { useApi } from '../../../shared/api/api-context.ts';
import { errorMessage } from '../../../shared/api/errors.ts';
import { operationsQuery } from '../../../shared/api/resources.ts';
import { useGestures } from '../../../shared/lib/gestures.ts';
import { haptic } from '../../../shared/telegram/haptics.ts';
import { copyText } from '../../../shared/ui/copy-button.tsx';
import { saveTextFile } from '../../../shared/ui/save-file.ts';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/state-views.tsx';
import { Tabs } from '../../../shared/ui/tabs.tsx';
import { CSV_MIME } from '../../../domain/csv.ts';
import { operationsCsv, operationsCsvFileName } from '../model/csv.ts';
import { formatDateTime } from '../../../domain/date-format.ts';
import { useDisplayTimeZone } from '../../../domain/time-zone.ts';
import {
  OPERATION_STATUS_LABELS,
  OPERATION_TYPE_LABELS,
  STATUS_TAB_OPTIONS,
  STATUS_TABS,
  type BalanceOperation,
  type OperationStatusQuery,
} from '../model/labels.ts';
import { signedAmount } from '../model/operation-view.ts';
import './balance.css';

const ROW_ESTIMATE = 65;

export interface OperationsListProps {
  status: OperationStatusQuery;
  onStatusChange: (status: OperationStatusQuery) => void;
  onOpen: (id: string) => void;
}

export function OperationsList({ status, onStatusChange, onOpen }: OperationsListProps) {
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
  const { api } = useApi();
  const operations = useQuery(operationsQuery(api, status));
  const items = operations.data?.items;
  const { zone } = useDisplayTimeZone();

  let body;
  if (operations.isError) {
    body = <ErrorState message={errorMessage(operations.error)} onRetry={() => void operations.refetch()} />;
  } else if (!items) {
    body = <LoadingState rows={5} label="Загрузка операций" />;
  } else if (items.length === 0) {
    body = <EmptyState title="Операций нет" text={`Во вкладке «${STATUS_TABS[status]}» пока пусто.`} />;
  } else {
    body = (
      <>
        <div className="balance-ops__toolbar">
          <span>
            {items.length === operations.data?.total ? `Всего: ${items.length}` : `Показано ${items.length} из ${operations.data?.total ?? items.length}`}
          </span>
          <button type="button" className="ui-link-button" onClick={() => exportCsv(items, status, zone)}>
            Скачать CSV
          </button>
        </div>
        <VirtualOperations items={items} zone={zone} onOpen={onOpen} />
      </>
    );
  }

  return (
    <div className="balance-ops">
      <Tabs label="Статус операций" value={status} options={STATUS_TAB_OPTIONS} onChange={onStatusChange} />
      <div role="tabpanel" aria-label={STATUS_TABS[status]} aria-busy={operations.isFetching || undefined} {...swipe}>
        {body}
      </div>
    </div>
  );
}

function exportCsv(items: readonly BalanceOperation[], status: OperationStatusQuery, zone: string) {
  saveTextFile(operationsCsv(items, zone), operationsCsvFileName(status, new Date(), zone), CSV_MIME, `${items.length} операций`);
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
    <button type="button" className="balance-op" onClick={() => onOpen(op.id)} {...hold}>
      <span className="balance-op__type">{OPERATION_TYPE_LABELS[op.type]}</span>
      <span className={`balance-op__amount${op.amount > 0 ? ' balance-op__amount--in' : ''}`}>{signedAmount(op)}</span>
      <time className="balance-op__meta" dateTime={op.created_at}>{formatDateTime(op.created_at, zone)}</time>
      <span data-status={`operation:${op.status}`} className={`balance-op__status balance-status--${op.status}`}>{OPERATION_STATUS_LABELS[op.status]}</span>
    </button>
  );
}
