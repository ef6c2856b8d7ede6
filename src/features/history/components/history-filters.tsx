// History's filter bar (issue 28): the search (order id, amount, phone, card or holder) and the
// date range in the account's zone, through the shared bar (src/shared/ui/filter-bar.tsx) and the
// domain's period (src/domain/list-filters.ts); "Сбросить" keeps the status tab.
import { narrowed, periodLabel, rangePresets, SEARCH_MAX_LENGTH } from '../../../domain/list-filters.ts';
import { FilterBar } from '../../../shared/ui/filter-bar.tsx';
import { NO_FILTERS, type HistoryFilters } from '../model/filters.ts';

export interface HistoryFilterBarProps {
  filters: HistoryFilters;
  onChange(filters: HistoryFilters): void;
  zone: string;
  now: number;
}

export function HistoryFilterBar({ filters, onChange, zone, now }: HistoryFilterBarProps) {
  const presets = rangePresets(now, zone);
  return (
    <FilterBar
      value={filters}
      onChange={(next) => onChange({ ...filters, ...next })}
      onReset={() => onChange({ ...NO_FILTERS, status: filters.status })}
      canReset={narrowed(filters)}
      presets={presets}
      periodLabel={periodLabel(filters.from, filters.to, presets)}
      placeholder="Номер, сумма или реквизит"
      maxLength={SEARCH_MAX_LENGTH}
    />
  );
}
