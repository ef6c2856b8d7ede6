// The "Новая" mark of an order that arrived while the app was open (issue 28, item 3), until the
// trader has seen it: a touch (or a key) anywhere while the mark is on the visible screen. An
// order shown while the trader is away from the phone stays marked until they come back to it.
// On home the marked order is scrolled into view (issue 37), whether it is the one open in full
// or a card.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { newOrders } from '../../../domain/new-orders.ts';
import './orders.css';

function onScreen(element: Element | null): boolean {
  if (!element || document.visibilityState !== 'visible') return false;
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
}

export interface NewOrderMarkProps {
  orderId: string;
  /**
   * Home (issue 37): when the mark comes, the order's card (the closest `[data-new-order-card]`
   * around the mark) is scrolled into view, once, so a new order below the fold is seen.
   */
  reveal?: boolean;
}

export function NewOrderMark({ orderId, reveal = false }: NewOrderMarkProps) {
  const isNew = useSyncExternalStore(newOrders.subscribe, () => newOrders.isNew(orderId));
  const mark = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (!isNew || !reveal) return;
    const card = mark.current?.closest('[data-new-order-card]') ?? mark.current;
    // 'nearest': a card already in view does not move; one below the fold comes up to the bottom edge or top.
    card?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [isNew, reveal]);
  useEffect(() => {
    if (!isNew) return undefined;
    const touched = () => {
      if (onScreen(mark.current)) newOrders.seen(orderId);
    };
    window.addEventListener('pointerdown', touched, { capture: true });
    window.addEventListener('keydown', touched, { capture: true });
    return () => {
      window.removeEventListener('pointerdown', touched, { capture: true });
      window.removeEventListener('keydown', touched, { capture: true });
    };
  }, [isNew, orderId]);
  return isNew ? (
    <span ref={mark} className="orders-new" data-new-order="">
      Новая
    </span>
  ) : null;
}
