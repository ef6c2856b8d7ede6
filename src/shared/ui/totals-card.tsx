// The totals of what a list shows, with the CSV export of the same rows (History, issue 28; the
// balance operations, issue 37): a head line (how many are shown) beside "Скачать CSV", then the
// caller's lines of sums.
import type { ReactNode } from 'react';
import './filter-bar.css';

export interface TotalsCardProps {
  /** The region's name for screen readers ("Итого по показанным сделкам"). */
  label: string;
  /** The head line: how many are shown. */
  head: ReactNode;
  onExport(): void;
  children?: ReactNode;
}

export function TotalsCard({ label, head, onExport, children }: TotalsCardProps) {
  return (
    <section className="ui-totals" aria-label={label}>
      <div className="ui-totals__head">
        <p className="ui-totals__line">{head}</p>
        <button type="button" className="ui-link-button" onClick={onExport}>
          Скачать CSV
        </button>
      </div>
      {children}
    </section>
  );
}
