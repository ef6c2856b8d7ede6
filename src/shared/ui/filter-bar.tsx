// A list's filter bar (History, issue 28; the balance operations, issue 37): a search field and a
// period (quick ranges and two dates) behind one "Период" button, so the list starts high on a
// 320 px phone. Generic: the caller gives the quick ranges, the period's label and what
// "Сбросить" clears; the values live in the URL (the app keeps them) and the search field keeps
// what is typed itself, so typing never waits for the router.
import { useId, useState } from 'react';
import { haptic } from '../telegram/haptics.ts';
import { Field } from './field.tsx';
import './filter-bar.css';

export interface PeriodSearchValue {
  /** 'YYYY-MM-DD' or null (no bound). */
  from: string | null;
  to: string | null;
  q: string;
}

export interface QuickRange {
  key: string;
  label: string;
  from: string;
  to: string;
}

export interface FilterBarProps {
  value: PeriodSearchValue;
  onChange(value: PeriodSearchValue): void;
  /** Clears the search and the period (the caller keeps its tab). */
  onReset(): void;
  /** Whether anything is set that "Сбросить" would clear. */
  canReset: boolean;
  /** The quick ranges, today's first: its `to` is the latest day a date field takes. */
  presets: readonly QuickRange[];
  /** What the period button says after "Период: ". */
  periodLabel: string;
  placeholder: string;
  maxLength: number;
}

export function FilterBar({ value, onChange, onReset, canReset, presets, periodLabel, placeholder, maxLength }: FilterBarProps) {
  // What is typed, ahead of the URL; a reset from here clears both.
  const [text, setText] = useState(value.q);
  // A reset from elsewhere (the list's "Сбросить фильтры") clears the field too. Only an emptied
  // search is taken from the URL: a value lagging behind the typing must not overwrite it.
  const [seenQ, setSeenQ] = useState(value.q);
  if (value.q !== seenQ) {
    setSeenQ(value.q);
    if (value.q === '') setText('');
  }
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const today = presets[0]?.to;
  const setRange = (from: string | null, to: string | null) => onChange({ ...value, from, to });
  const reset = () => {
    setText('');
    onReset();
  };
  return (
    <section className="ui-filters" aria-label="Поиск и период">
      <label className="ui-visually-hidden" htmlFor={`${panelId}-search`}>
        Поиск
      </label>
      <div className="ui-field__control ui-filters__search">
        <input
          id={`${panelId}-search`}
          className="ui-field__input"
          type="search"
          inputMode="search"
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          maxLength={maxLength}
          placeholder={placeholder}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            onChange({ ...value, q: event.target.value });
          }}
        />
      </div>
      <div className="ui-filters__row">
        <button type="button" className="ui-chip ui-period" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          Период: {periodLabel}
        </button>
        {canReset || text.trim() !== '' ? (
          <button type="button" className="ui-chip ui-chip--reset" onClick={reset}>
            Сбросить
          </button>
        ) : null}
      </div>
      {open ? (
        <div id={panelId} className="ui-filters__panel">
          <div className="ui-filters__presets" role="group" aria-label="Быстрый выбор периода">
            {presets.map((preset) => {
              const on = value.from === preset.from && value.to === preset.to;
              return (
                <button
                  key={preset.key}
                  type="button"
                  className="ui-chip"
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
          <div className="ui-filters__range">
            <Field label="С даты" type="date" value={value.from ?? ''} max={value.to ?? today} onChange={(event) => setRange(event.target.value || null, value.to)} />
            <Field label="По дату" type="date" value={value.to ?? ''} min={value.from ?? undefined} max={today} onChange={(event) => setRange(value.from, event.target.value || null)} />
          </div>
        </div>
      ) : null}
    </section>
  );
}
