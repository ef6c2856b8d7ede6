// A bottom sheet that picks one item from a list searched as the trader types: the bank of a
// requisite (requisites/bank-picker.tsx), the account's time zone (settings/timezone-section.tsx).
// The search starts empty each time the sheet opens; what matches a query is the caller's rule.
import { useMemo, useState, type ReactNode } from 'react';
import { Field } from './field.tsx';
import { Sheet } from './sheet.tsx';
import './shell.css';
import './search-sheet.css';
import './state-views.css';

export interface SearchSheetItem {
  id: string | number;
  label: string;
}

export interface SearchSheetProps<T extends SearchSheetItem> {
  open: boolean;
  onClose(): void;
  /** The sheet's title (its dialog's name). */
  title: string;
  /** The search field: its label and placeholder. */
  search: { label: string; placeholder: string };
  /** The items matching a query, in the order shown ('' gives them all). */
  find(query: string): readonly T[];
  /** The list's accessible name. */
  listLabel: string;
  /** Said when nothing matches. */
  emptyText: string;
  /** The item currently chosen (shown selected). */
  selected: T['id'] | null;
  /** A ✓ after the selected item's name. */
  check?: boolean;
  /** While a pick is being saved: the items are disabled and the list busy. */
  busy?: boolean;
  onPick(item: T): void;
}

export function SearchSheet<T extends SearchSheetItem>(props: SearchSheetProps<T>) {
  return (
    <Sheet open={props.open} onClose={props.onClose} title={props.title}>
      {/* Mounted on each open: the search starts empty. */}
      {props.open ? <SearchSheetBody {...props} /> : null}
    </Sheet>
  );
}

function SearchSheetBody<T extends SearchSheetItem>({ search, find, listLabel, emptyText, selected, check = false, busy = false, onPick }: SearchSheetProps<T>) {
  const [query, setQuery] = useState('');
  const shown = useMemo(() => find(query), [find, query]);
  let list: ReactNode;
  if (shown.length === 0) {
    list = (
      <p className="ui-empty-note" role="status">
        {emptyText}
      </p>
    );
  } else {
    list = (
      <ul className="ui-search-sheet__list" role="listbox" aria-label={listLabel} aria-busy={busy || undefined}>
        {shown.map((item) => (
          <li key={item.id} role="presentation">
            <button type="button" role="option" aria-selected={item.id === selected} disabled={busy} className="ui-row ui-search-sheet__item" onClick={() => onPick(item)}>
              <span className="ui-search-sheet__name">{item.label}</span>
              {check && item.id === selected ? <span aria-hidden="true">✓</span> : null}
            </button>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <>
      <div className="ui-search-sheet__search">
        <Field label={search.label} type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder={search.placeholder} autoComplete="off" enterKeyHint="search" />
      </div>
      {list}
    </>
  );
}
