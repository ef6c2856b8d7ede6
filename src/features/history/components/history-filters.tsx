// History's filter bar (issue 28): the search (order id, amount, phone, card or holder), the date
// range in the account's zone with quick ranges, and a reset. The values live in the URL (the app
// keeps them); the search field keeps what is typed itself, so typing never waits for the router.
import { useState } from 'react';
import { Field } from '../../../shared/ui/field.tsx';
import { haptic } from '../../../shared/telegram/haptics.ts';
import { narrowed, NO_FILTERS, rangePresets, type HistoryFilters } from '../model/filters.ts';
import { SEARCH_MAX_LENGTH } from '../model/search.ts';
import './history.css';

export interface HistoryFilterBarProps {
  filters: HistoryFilters;
  onChange(filters: HistoryFilters): void;
  zone: string;
  now: number;
}

export function HistoryFilterBar({ filters, onChange, zone, now }: HistoryFilterBarProps) {
  // What is typed, ahead of the URL; a reset from here clears both.
  const [text, setText] = useState(filters.q);
  const presets = rangePresets(now, zone);
  const today = presets[0]?.to;
  const setRange = (from: string | null, to: string | null) => onChange({ ...filters, from, to });
  const reset = () => {
    setText('');
    onChange({ ...NO_FILTERS, status: filters.status });
  };
  return (
    <section className="history-filters" aria-label="Поиск и период">
      <Field
        label="Поиск"
        type="search"
        inputMode="search"
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder="Номер сделки, сумма, телефон, карта"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onChange({ ...filters, q: event.target.value });
        }}
      />
      <div className="history-filters__range">
        <Field
          label="С даты"
          type="date"
          value={filters.from ?? ''}
          max={filters.to ?? today}
          onChange={(event) => setRange(event.target.value || null, filters.to)}
        />
        <Field
          label="По дату"
          type="date"
          value={filters.to ?? ''}
          min={filters.from ?? undefined}
          max={today}
          onChange={(event) => setRange(filters.from, event.target.value || null)}
        />
      </div>
      <div className="history-filters__presets" role="group" aria-label="Быстрый выбор периода">
        {presets.map((preset) => {
          const on = filters.from === preset.from && filters.to === preset.to;
          return (
            <button
              key={preset.key}
              type="button"
              className="history-chip"
              aria-pressed={on}
              onClick={() => {
                haptic.selection();
                if (on) setRange(null, null);
                else setRange(preset.from, preset.to);
              }}
            >
              {preset.label}
            </button>
          );
        })}
        {narrowed({ ...filters, q: text }) ? (
          <button type="button" className="history-chip history-chip--reset" onClick={reset}>
            Сбросить
          </button>
        ) : null}
      </div>
    </section>
  );
}
