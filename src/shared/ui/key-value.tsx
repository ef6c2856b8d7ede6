// Label/value rows for details (orders, operations, balance).
import type { ReactNode } from 'react';
import './key-value.css';

export interface KeyValueItem {
  label: string;
  value: ReactNode;
}

export function KeyValueList({ items, label }: { items: readonly KeyValueItem[]; label?: string }) {
  return (
    <dl className="ui-kv" aria-label={label}>
      {items.map((item) => (
        <div key={item.label} className="ui-kv__row">
          <dt className="ui-kv__label">{item.label}</dt>
          <dd className="ui-kv__value">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
