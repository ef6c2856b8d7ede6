// A screen body that needs the static data (names of banks, payment methods): the guards have
// usually loaded it already; otherwise loading and error states with Retry.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { StaticData } from '../../features/static-data/model/static-data.ts';
import { staticDataQuery } from '../../features/static-data/api/static-data-query.ts';
import { useApi } from '../../shared/api/api-context.ts';
import { errorMessage } from '../../shared/api/errors.ts';
import { ErrorState, LoadingState } from '../../shared/ui/state-views.tsx';

export function WithStaticData({ children }: { children: (data: StaticData) => ReactNode }) {
  const { api, queryClient } = useApi();
  const staticData = useQuery(staticDataQuery(api, queryClient));
  if (staticData.isError) return <ErrorState message={errorMessage(staticData.error)} onRetry={() => void staticData.refetch()} />;
  if (!staticData.data) return <LoadingState />;
  return <>{children(staticData.data)}</>;
}
