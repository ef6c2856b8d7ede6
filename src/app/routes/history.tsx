// History: the trader's orders by day. The filters live in the URL (?status=COMPLETE&from=…&to=…
// &q=…, issue 28) so Back and reload keep them; static data (loaded by the guards) names banks and
// payment methods.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { HistoryView } from '../../features/history/components/history-view.tsx';
import { DisputeAttachments } from '../../features/orders/components/dispute-attachments.tsx';
import { filterParams, parseFilters, type HistoryFilters } from '../../features/history/model/filters.ts';
import { nameLookups } from '../../features/history/model/history.ts';
import { staticDataQuery } from '../../features/static-data/api/static-data-query.ts';
import { useApi } from '../../shared/api/api-context.ts';
import { useQueryParams } from '../shell/query-params.ts';
import { ScreenTitle } from '../shell/screen-title.tsx';

export default function HistoryScreen() {
  const { api, queryClient } = useApi();
  const [params, setParams] = useQueryParams();
  const staticData = useQuery(staticDataQuery(api, queryClient));
  const names = useMemo(() => nameLookups(staticData.data), [staticData.data]);
  const filters = parseFilters(params);
  // A query-only replace: no new history entry and no guard run; reload and Back keep it.
  const onFiltersChange = (next: HistoryFilters) => setParams(filterParams(next));
  return (
    <>
      <ScreenTitle />
      <HistoryView
        filters={filters}
        onFiltersChange={onFiltersChange}
        names={names}
        disputeFiles={(orderId) => <DisputeAttachments orderId={orderId} open={false} />}
      />
    </>
  );
}
