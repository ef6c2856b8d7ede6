// /balance/operations: status tabs kept in the URL (?status=completed), list and CSV export.
import { OperationsList } from '../../features/balance/components/operations-list.tsx';
import { DEFAULT_STATUS_TAB, statusFromSearch } from '../../features/balance/model/labels.ts';
import { useQueryParams } from '../shell/query-params.ts';
import { ScreenTitle } from '../shell/screen-title.tsx';
import { useShellNavigation } from '../shell/runtime-context.ts';
import { operationPath } from '../../shared/routes/route-table.ts';

export default function BalanceOperationsScreen() {
  const { navigate } = useShellNavigation();
  const [params, setParams] = useQueryParams();
  const status = statusFromSearch(params);
  return (
    <>
      <ScreenTitle />
      <OperationsList
        status={status}
        // A query-only replace: the tab is in the URL without a new history entry or guard run.
        onStatusChange={(next) => setParams({ status: next === DEFAULT_STATUS_TAB ? null : next })}
        onOpen={(id) => navigate(operationPath(id))}
      />
    </>
  );
}
