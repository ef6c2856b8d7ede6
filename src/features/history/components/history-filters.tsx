// History's filter bar (issue 28): the search (order id, amount, phone, card or holder) and the
// date range in the account's zone, its quick ranges and dates behind one "Период" button so the
// list starts high on a 320 px phone. The values live in the URL (the app keeps them); the search
// field keeps what is typed itself, so typing never waits for the router.
import { useId, useState } from 'react';
import { formatDayKey } from '../../../domain/date-format.ts';
import { haptic } from '../../../shared/telegram/haptics.ts';
import { Field } from '../../../shared/ui/field.tsx';
import { narrowed, NO_FILTERS, rangePresets, type HistoryFilters, type RangePreset } from '../model/filters.ts';
import { SEARCH_MAX_LENGTH } from '../model/search.ts';
import './history.css';

export interface HistoryFilterBarProps {
  filters: HistoryFilters;
  onChange(filters: HistoryFilters): void;
  zone: string;
  now: number;
}

/** What the period button says: the quick range chosen, the dates, or all time. */
function periodLabel(filters: HistoryFilters, presets: readonly RangePreset[]): string {
  const { from, to } = filters;
  if (from === null && to === null) return 'всё время';
  const preset = presets.find((p) => p.from === from && p.to === to);
  if (preset) return preset.label;
  if (from !== null && to !== null) return from === to ? formatDayKey(from) : `${formatDayKey(from)} – ${formatDayKey(to)}`;
  return from !== null ? `с ${formatDayKey(from)}` : `по ${formatDayKey(to ?? '')}`;
}

export function HistoryFilterBar({ filters, onChange, zone, now }: HistoryFilterBarProps) {
  // What is typed, ahead of the URL; a reset from here clears both.
  const [text, setText] = useState(filters.q);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const presets = rangePresets(now, zone);
  const today = presets[0]?.to;
  const setRange = (from: string | null, to: string | null) => onChange({ ...filters, from, to });
  const reset = () => {
    setText('');
    onChange({ ...NO_FILTERS, status: filters.status });
  };
  return (
    <section className="history-filters" aria-label="Поиск и период">
      <label className="ui-visually-hidden" htmlFor={`${panelId}-search`}>
        Поиск
      </label>
      <div className="ui-field__control history-filters__search">
        <input
          id={`${panelId}-search`}
          className="ui-field__input"
          type="search"
          inputMode="search"
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder="Номер, сумма или реквизит"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            onChange({ ...filters, q: event.target.value });
          }}
        />
      </div>
      <div className="history-filters__row">
        <button type="button" className="history-chip history-period" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          Период: {periodLabel(filters, presets)}
        </button>
        {narrowed({ ...filters, q: text }) ? (
          <button type="button" className="history-chip history-chip--reset" onClick={reset}>
            Сбросить
          </button>
        ) : null}
      </div>
      {open ? (
        <div id={panelId} className="history-filters__panel">
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
          </div>
          <div className="history-filters__range">
            <Field label="С даты" type="date" value={filters.from ?? ''} max={filters.to ?? today} onChange={(event) => setRange(event.target.value || null, filters.to)} />
            <Field label="По дату" type="date" value={filters.to ?? ''} min={filters.from ?? undefined} max={today} onChange={(event) => setRange(filters.from, event.target.value || null)} />
          </div>
        </div>
      ) : null}
    </section>
  );
}
