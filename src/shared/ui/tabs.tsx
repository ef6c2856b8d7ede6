// A segmented control (tabs) with arrow-key navigation; picking another tab is a selection tick
// (haptics, spec section 7).
import type { KeyboardEvent } from 'react';
import { haptic } from '../telegram/haptics.ts';
import './tabs.css';

export interface TabsProps<V extends string> {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange(value: V): void;
  /** One row that scrolls sideways instead of wrapping (many tabs on a narrow phone). */
  scroll?: boolean;
}

export function Tabs<V extends string>({ label, value, options, onChange: change, scroll }: TabsProps<V>) {
  const onChange = (next: V) => {
    if (next === value) return;
    haptic.selection();
    change(next);
  };
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const i = options.findIndex((o) => o.value === value);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0 || i < 0) return;
    event.preventDefault();
    const next = options[(i + step + options.length) % options.length];
    if (next) onChange(next.value);
  };
  return (
    <div className={scroll ? 'ui-tabs ui-tabs--scroll' : 'ui-tabs'} role="tablist" aria-label={label} onKeyDown={onKey}>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          role="tab"
          aria-selected={o.value === value}
          tabIndex={o.value === value ? 0 : -1}
          className="ui-tabs__tab"
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
