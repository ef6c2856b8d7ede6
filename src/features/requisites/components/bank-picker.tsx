// The bank field: a button that opens a bottom sheet (SearchSheet) with a search field and the banks in
// the spec's order.
import { useCallback, useId, useState } from 'react';
import { haptic } from '../../../shared/telegram/haptics.ts';
import { SearchSheet } from '../../../shared/ui/search-sheet.tsx';
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
  const id = useId();
  const find = useCallback((query: string) => filterBanks(banks, query).map((bank) => ({ id: bank.id, label: bank.name })), [banks]);
  const selected = banks.find((b) => b.id === value);
  return (
    <div className="req-form__group">
      <div id={`${id}-label`} className="req-form__legend">
        Банк
      </div>
      <button
        type="button"
        className={`ui-row ui-row--surface req-picker${error ? ' req-picker--invalid' : ''}`}
        aria-labelledby={`${id}-label ${id}-value`}
        aria-haspopup="dialog"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onClick={() => setOpen(true)}
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
      <SearchSheet
        open={open}
        onClose={() => setOpen(false)}
        title="Выберите банк"
        search={{ label: 'Поиск банка', placeholder: 'Название банка' }}
        find={find}
        listLabel="Банки"
        emptyText="Банк не найден"
        selected={value}
        check
        onPick={(bank) => {
          haptic.selection();
          onChange(bank.id);
          setOpen(false);
        }}
      />
    </div>
  );
}
