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
  /** While an export runs (History pages through the server, issue 42): its progress line; the button waits. */
  exportProgress?: ReactNode;
  /** The progress line's id (the button is described by it). */
  progressId?: string;
  children?: ReactNode;
}

export function TotalsCard({ label, head, onExport, exportProgress = null, progressId, children }: TotalsCardProps) {
  const exporting = exportProgress !== null;
  return (
    <section className="ui-totals" aria-label={label}>
      <div className="ui-totals__head">
        <p className="ui-totals__line">{head}</p>
        <button type="button" className="ui-link-button" onClick={onExport} disabled={exporting} aria-describedby={exporting ? progressId : undefined}>
          Скачать CSV
        </button>
      </div>
      {exporting ? (
        <p className="ui-totals__line" id={progressId} role="status" data-testid={progressId}>
          {exportProgress}
        </p>
      ) : null}
      {children}
    </section>
  );
}
