// Scroll hide delay (spec section 9: 600 ms). A screen's scrollbar is hidden at rest and shown
// while it scrolls (data-scrolling), then hidden again SCROLL_HIDE_DELAY_MS after the last scroll:
// on Telegram Desktop and the web client, where scrollbars take room, the trader sees where the
// page is while scrolling without a bar standing beside the content at rest.
import { useEffect, type RefObject } from 'react';

export const SCROLL_HIDE_DELAY_MS = 600;

/** Marks `el` with data-scrolling while it scrolls. Returns a stop function. */
export function showScrollbarWhileScrolling(el: HTMLElement, delay = SCROLL_HIDE_DELAY_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onScroll = () => {
    el.dataset['scrolling'] = '';
    clearTimeout(timer);
    timer = setTimeout(() => {
      delete el.dataset['scrolling'];
    }, delay);
  };
  el.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    clearTimeout(timer);
    el.removeEventListener('scroll', onScroll);
    delete el.dataset['scrolling'];
  };
}

export function useScrollbarWhileScrolling(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = ref.current;
    return el ? showScrollbarWhileScrolling(el) : undefined;
  }, [ref]);
}
