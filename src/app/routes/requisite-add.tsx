// /requisite/add: the new-requisite form; back to the list on success.
import { useQuery } from '@tanstack/react-query';
import { staticDataQuery } from '../../features/static-data/api/static-data-query.ts';
import { RequisiteForm } from '../../features/requisites/components/requisite-form.tsx';
import { useApi } from '../../shared/api/api-context.ts';
import { errorMessage } from '../../shared/api/errors.ts';
import { ErrorState, LoadingState } from '../../shared/ui/state-views.tsx';
import { ScreenTitle } from '../shell/screen-title.tsx';
import { useShellNavigation } from '../shell/runtime-context.ts';

export default function RequisiteAddScreen() {
  const { api, queryClient } = useApi();
  const { navigate } = useShellNavigation();
  const staticData = useQuery(staticDataQuery(api, queryClient));
  return (
    <>
      <ScreenTitle />
      {staticData.isError ? (
        <ErrorState message={errorMessage(staticData.error)} onRetry={() => void staticData.refetch()} />
      ) : !staticData.data ? (
        <LoadingState />
      ) : (
        // Replace: Back from the list should not return to a submitted form.
        <RequisiteForm lookups={staticData.data} onDone={() => navigate('/requisite', { replace: true })} />
      )}
    </>
  );
}
