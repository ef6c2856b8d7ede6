// History's CSV export (issue 42): every order of the period and filters, not only the pages
// loaded. When the server has more, the export pages through the history call first, saying how
// far it got, and the file's name carries how many orders it holds.
import { useState } from 'react';
import { useApi } from '../../../shared/api/api-context.ts';
import { errorMessage } from '../../../shared/api/errors.ts';
import { pastOrdersQuery } from '../../../shared/api/resources.ts';
import { countLabel } from '../../../shared/lib/plural.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { saveTextFile } from '../../../shared/ui/save-file.ts';
import { CSV_MIME } from '../../../domain/csv.ts';
import { applyFilters, type HistoryFilters } from '../model/filters.ts';
import { groupByDay, type NameLookups, type Order } from '../model/history.ts';
import { historyCsv, historyCsvFileName } from '../model/history-csv.ts';
import { historyOrders } from '../model/history-orders.ts';
import { ORDER_FORMS } from './history-totals.tsx';
import type { HistoryOrders } from './use-history-orders.ts';

interface ExportInput {
  filters: HistoryFilters;
  data: HistoryOrders;
  /** The orders shown, in their order: the file when nothing more is on the server. */
  shown: readonly Order[];
  zone: string;
  names: NameLookups;
  nowMs: number;
}

export function useHistoryExport({ filters, data, shown, zone, names, nowMs }: ExportInput) {
  const { api, queryClient } = useApi();
  /** The export paging through the server's history: how many of how many finished orders it has. */
  const [exporting, setExporting] = useState<{ loaded: number; total: number } | null>(null);
  const save = (list: readonly Order[]) =>
    saveTextFile(historyCsv(list, zone, names), historyCsvFileName(filters.status, new Date(nowMs), zone, list.length), CSV_MIME, countLabel(list.length, ORDER_FORMS));
  /** Every order of the period and filters: the pages not loaded yet are fetched first (issue 42). */
  const exportCsv = async () => {
    if (exporting) return;
    const { currentItems } = data;
    if (!data.hasMore || !currentItems) {
      save(shown);
      return;
    }
    const past: Order[] = [];
    setExporting({ loaded: 0, total: data.total });
    try {
      for (let page = 1; ; page += 1) {
        const answer = await queryClient.fetchQuery(pastOrdersQuery(api, data.server, page));
        past.push(...answer.items);
        setExporting({ loaded: past.length, total: answer.total });
        if (answer.items.length === 0 || past.length >= answer.total) break;
      }
      save(groupByDay(applyFilters(historyOrders(currentItems, past), filters, zone), zone).flatMap((g) => g.orders));
    } catch (error) {
      notify.error('Не удалось выгрузить все сделки', `${errorMessage(error)} Файл не сохранён: попробуйте ещё раз.`);
    } finally {
      setExporting(null);
    }
  };
  return { exporting, exportCsv };
}
