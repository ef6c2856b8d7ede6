// The bank field: a button that opens a bottom sheet with a search field and the banks in the
// spec's order.
import { useId, useMemo, useState } from 'react';
import { haptic } from '../../../shared/telegram/haptics.ts';
import { Field } from '../../../shared/ui/field.tsx';
import { Sheet } from '../../../shared/ui/sheet.tsx';
import { filterBanks } from '../model/bank-search.ts';

interface Bank {
  id: number;
  name: string;
}

export interface BankPickerProps {
  banks: readonly Bank[];
  value: number | null;
  onChange(id: number): void;
  error?: string | undefined;
}

export function BankPicker({ banks, value, onChange, error }: BankPickerProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const id = useId();
  const shown = useMemo(() => filterBanks(banks, query), [banks, query]);
  const selected = banks.find((b) => b.id === value);
  return (
    <div className="req-form__group">
      <div id={`${id}-label`} className="req-form__legend">
        Банк
      </div>
      <button
        type="button"
        className={`req-picker${error ? ' req-picker--invalid' : ''}`}
        aria-labelledby={`${id}-label ${id}-value`}
        aria-haspopup="dialog"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onClick={() => {
          setQuery('');
          setOpen(true);
        }}
      >
        <span id={`${id}-value`} className={selected ? undefined : 'req-picker__placeholder'}>
          {selected ? selected.name : 'Выберите банк'}
        </span>
        <span className="req-picker__chevron" aria-hidden="true">
          ›
        </span>
      </button>
      {error ? (
        <p id={`${id}-error`} className="req-form__error" role="alert">
          {error}
        </p>
      ) : null}
      <Sheet open={open} onClose={() => setOpen(false)} title="Выберите банк">
        <div className="req-sheet-search">
          <Field label="Поиск банка" type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Название банка" autoComplete="off" enterKeyHint="search" />
        </div>
        {shown.length === 0 ? (
          <p className="req-banks__empty" role="status">
            Банк не найден
          </p>
        ) : (
          <ul className="req-banks" role="listbox" aria-label="Банки">
            {shown.map((bank) => (
              <li key={bank.id} role="presentation">
                <button
                  type="button"
                  role="option"
                  aria-selected={bank.id === value}
                  className="req-banks__item"
                  onClick={() => {
                    haptic.selection();
                    onChange(bank.id);
                    setOpen(false);
                  }}
                >
                  {bank.name}
                  {bank.id === value ? <span aria-hidden="true">✓</span> : null}
                </button>
              </li>
            ))}
          </ul>
        )}
      </Sheet>
    </div>
  );
}
