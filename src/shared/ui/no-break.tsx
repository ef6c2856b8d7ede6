// Time ranges ('09:00–18:00') are one unit: a line may break before or after one, never at its
// dash (issue 25: at 320 px "09:00–" ended a line and "18:00" began the next).
import { Fragment, type ReactNode } from 'react';

const RANGE = /\d{1,2}:\d{2}\s?[–—-]\s?\d{1,2}:\d{2}/g;

/** `text` with each time range wrapped in a no-wrap span; the text itself is unchanged. */
export function keepRangesWhole(text: string): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(RANGE)) {
    if (m.index > last) parts.push(text.slice(last, m.index));
    parts.push(
      <span key={m.index} className="ui-nowrap">
        {m[0]}
      </span>,
    );
    last = m.index + m[0].length;
  }
  if (parts.length === 0) return text;
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
