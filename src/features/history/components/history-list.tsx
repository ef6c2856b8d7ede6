// The grouped list. A short one (up to PLAIN_MAX_ROWS rows: a trader's usual week) is plain rows
// in the document's flow: the virtualizer's measuring (`measureElement`, a forced layout per row)
// cost 18-48 ms of a History tap at 4x CPU for a list a screen or two long (issue 39). A longer one
// is virtualized: only the rows near the viewport are in the DOM. It scrolls with the screen's own
// scroll container (the layout's <main>), so the title and the filter scroll away naturally;
// `scrollMargin` is the list's offset inside that container. Both carry `data-history-list`, the
// selector only History's list has (the bench waits for it).
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { HistoryRow, Order } from '../model/history.ts';
import { OrderRow } from './order-row.tsx';
import './history.css';

const DAY_HEIGHT = 44;
const ROW_HEIGHT = 72;

/** The nearest ancestor that scrolls vertically, or the document's scrolling element. */
function scrollParent(el: HTMLElement | null): HTMLElement | null {
  for (let node = el?.parentElement ?? null; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return document.scrollingElement instanceof HTMLElement ? document.scrollingElement : null;
}

/** Lists of up to this many rows (days and orders) render plain; longer ones are virtualized. */
export const PLAIN_MAX_ROWS = 60;

interface HistoryListProps {
  rows: readonly HistoryRow<Order>[];
  zone: string;
  onOpen(id: string): void;
}

/** One row's content: a day's heading or an order. */
function RowContent({ row, zone, onOpen }: { row: HistoryRow<Order>; zone: string; onOpen(id: string): void }) {
  return row.kind === 'day' ? <h2 className="history-day">{row.label}</h2> : <OrderRow order={row.order} zone={zone} onOpen={onOpen} />;
}

const rowClass = (row: HistoryRow<Order>) => (row.kind === 'day' ? 'history-list__day' : 'history-list__item');

export function HistoryList(props: HistoryListProps) {
  return props.rows.length > PLAIN_MAX_ROWS ? <VirtualHistoryList {...props} /> : <PlainHistoryList {...props} />;
}

/** Every row in the document's flow: no measuring, one render. */
function PlainHistoryList({ rows, zone, onOpen }: HistoryListProps) {
  return (
    <div className="history-list history-list--plain" role="list" aria-label="Сделки по дням" data-rows={rows.length} data-history-list="plain">
      {rows.map((row) => (
        <div key={row.key} role="listitem" className={rowClass(row)}>
          <RowContent row={row} zone={zone} onOpen={onOpen} />
        </div>
      ))}
    </div>
  );
}

function VirtualHistoryList({ rows, zone, onOpen }: HistoryListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  // Found once the list is in the document (the virtualizer asks from its layout effect), not
  // kept in state: setting it after the first render re-rendered the whole list once more
  // before the screen could paint.
  const scrollElRef = useRef<HTMLElement | null>(null);
  const getScrollElement = useCallback(() => {
    if (!scrollElRef.current && listRef.current) scrollElRef.current = scrollParent(listRef.current);
    return scrollElRef.current;
  }, []);
  const [margin, setMargin] = useState(0);

  useLayoutEffect(() => {
    const list = listRef.current;
    const parent = getScrollElement();
    if (!list || !parent) return;
    const measure = () => setMargin(list.getBoundingClientRect().top - parent.getBoundingClientRect().top + parent.scrollTop);
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    // What sits above the list (the filter, the refresh bar) can change height. The observer's
    // first report comes in the frame's own layout, not during this commit: a margin set here
    // re-rendered the whole list before the screen could paint. Until then the margin is 0, which
    // only widens the range of rows rendered (their positions do not depend on it).
    const observer = new ResizeObserver(measure);
    observer.observe(list.parentElement ?? parent);
    return () => observer.disconnect();
  }, [getScrollElement]);

  // The virtualizer is mutable by design; this component is not memoized by a compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement,
    estimateSize: (i) => (rows[i]?.kind === 'day' ? DAY_HEIGHT : ROW_HEIGHT),
    getItemKey: useCallback((i: number) => rows[i]?.key ?? i, [rows]),
    overscan: 8,
    scrollMargin: margin,
    // The scroll container's size is read in a layout effect, after the first render; until then
    // the virtualizer would see a 0-pixel viewport and render no rows, and the rows came in a
    // second, synchronous render before the screen could paint. The window bounds the container,
    // so the first render has every row the screen shows (a few more at most; the re-render when
    // the real size is read only drops those, and memoized rows do not render again).
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    // Rows are placed by the virtualizer itself (their transform and the list's height written to
    // the DOM): a row measured taller than its estimate moves the rows below it without
    // re-rendering the list; React renders again only when the range of rows changes.
    directDomUpdates: true,
  });

  const setList = useCallback(
    (node: HTMLDivElement | null) => {
      listRef.current = node;
      virtualizer.containerRef(node);
    },
    [virtualizer],
  );

  const items = virtualizer.getVirtualItems();
  return (
    <div ref={setList} className="history-list" role="list" aria-label="Сделки по дням" data-rows={rows.length} data-history-list="virtual">
      {items.map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        return (
          <div key={item.key} ref={virtualizer.measureElement} data-index={item.index} role="listitem" className={rowClass(row)}>
            <RowContent row={row} zone={zone} onOpen={onOpen} />
          </div>
        );
      })}
    </div>
  );
}
