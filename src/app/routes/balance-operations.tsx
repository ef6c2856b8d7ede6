// /balance/operations: the status tab, the period and the search kept in the URL
// (?status=completed&from=…&to=…&q=…, issue 37) so Back and a reload keep them; the list, its
// totals and the CSV export of what is shown.
import { OperationsList } from '../../features/balance/components/operations-list.tsx';
import { operationFilterParams, parseOperationFilters } from '../../features/balance/model/operation-filters.ts';
import { useQueryParams } from '../shell/query-params.ts';
import { ScreenTitle } from '../shell/screen-title.tsx';
import { useShellNavigation } from '../shell/runtime-context.ts';
import { operationPath } from '../../shared/routes/route-table.ts';

export default function BalanceOperationsScreen() {
  const { navigate } = useShellNavigation();
  const [params, setParams] = useQueryParams();
  return (
    <>
      <ScreenTitle />
      <OperationsList
        filters={parseOperationFilters(params)}
        // A query-only replace: the filters are in the URL without a new history entry or guard run.
        onFiltersChange={(next) => setParams(operationFilterParams(next))}
        onOpen={(id) => navigate(operationPath(id))}
      />
    </>
  );
}
