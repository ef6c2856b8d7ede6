// /requisite: the trader's requisites with names from the static data.
import { useQuery } from '@tanstack/react-query';
import { staticDataQuery } from '../../features/static-data/api/static-data-query.ts';
import { RequisiteList } from '../../features/requisites/components/requisite-list.tsx';
import { useApi } from '../../shared/api/api-context.ts';
import { errorMessage } from '../../shared/api/errors.ts';
import { ErrorState, LoadingState } from '../../shared/ui/state-views.tsx';
import { ScreenTitle } from '../shell/screen-title.tsx';
import { useShellNavigation } from '../shell/runtime-context.ts';

export default function RequisiteScreen() {
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
        <RequisiteList lookups={staticData.data} onAdd={() => navigate('/requisite/add')} onOpenSettings={() => navigate('/settings')} />
      )}
    </>
  );
}
