// A segmented control (tabs) with arrow-key navigation.
import type { KeyboardEvent } from 'react';
import './tabs.css';

export interface TabsProps<V extends string> {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange(value: V): void;
}

export function Tabs<V extends string>({ label, value, options, onChange }: TabsProps<V>) {
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const i = options.findIndex((o) => o.value === value);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0 || i < 0) return;
    event.preventDefault();
    const next = options[(i + step + options.length) % options.length];
    if (next) onChange(next.value);
  };
  return (
    <div className="ui-tabs" role="tablist" aria-label={label} onKeyDown={onKey}>
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
