// History: the trader's orders by day. The filter lives in the URL (?status=COMPLETE) so Back
// and reload keep it; static data (loaded by the guards) names banks and payment methods.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { HistoryView } from '../../features/history/components/history-view.tsx';
import { STATUS_PARAM, nameLookups, parseStatusFilter, type StatusFilter } from '../../features/history/model/history.ts';
import { staticDataQuery } from '../../features/static-data/api/static-data-query.ts';
import { useApi } from '../../shared/api/api-context.ts';
import { useQueryParams } from '../shell/query-params.ts';
import { ScreenTitle } from '../shell/screen-title.tsx';

export default function HistoryScreen() {
  const { api, queryClient } = useApi();
  const [params, setParams] = useQueryParams();
  const staticData = useQuery(staticDataQuery(api, queryClient));
  const names = useMemo(() => nameLookups(staticData.data), [staticData.data]);
  const filter = parseStatusFilter(params.get(STATUS_PARAM));
  // A query-only replace: no new history entry and no guard run; reload and Back keep it.
  const onFilterChange = (next: StatusFilter) => setParams({ [STATUS_PARAM]: next === 'ALL' ? null : next });
  return (
    <>
      <ScreenTitle />
      <HistoryView filter={filter} onFilterChange={onFilterChange} names={names} />
    </>
  );
}
