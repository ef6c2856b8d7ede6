// Static data (currencies, payment systems, payment methods, banks) as one query: the four
// raw queries are built the usual way and cached by their own keys; this one filters, sorts
// and indexes them once (spec sections 5, 9).
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { QueryApi } from '../../../shared/api/query.ts';
import { createStaticData } from '../model/static-data.ts';

/** The composite's own key (not an API path: the four calls keep theirs). */
export const staticDataKey = ['static-data'] as const;

export function staticDataQuery(api: QueryApi, queryClient: QueryClient) {
  return queryOptions({
    queryKey: staticDataKey,
    queryFn: async () => {
      const [currencies, paymentSystems, paymentMethods, banks] = await Promise.all([
        queryClient.ensureQueryData(api.trader.queryOptions('get', '/currencies')),
        queryClient.ensureQueryData(api.trader.queryOptions('get', '/payment-systems')),
        queryClient.ensureQueryData(api.trader.queryOptions('get', '/payment-methods')),
        queryClient.ensureQueryData(api.trader.queryOptions('get', '/data/banks')),
      ]);
      return createStaticData({ currencies, paymentSystems, paymentMethods, banks });
    },
    staleTime: Infinity,
  });
}
