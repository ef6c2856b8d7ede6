// Settings queries and mutations: the statistic (this slice's own query, declared here) and
// the timezone and schedule updates. The trader, the schedule and the config are shared
// resources (shared/api/resources.ts); the mutations write and invalidate through their keys.
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context.ts';
import { getKey, type QueryApi } from '../../../shared/api/query.ts';
import { scheduleKey, scheduleQuery, traderKey, traderQuery } from '../../../shared/api/resources.ts';
import type { Schedule } from '../model/schedule-form.ts';

/** GET /traders/statistic: the trader's statistic. */
export const statisticKey = getKey('/traders/statistic');
export const statisticQuery = (api: QueryApi) => api.trader.queryOptions('get', '/traders/statistic');

export function useUpdateTimezone() {
  const { clients, queryClient, api } = useApi();
  return useMutation({
    mutationFn: async (timezone: string) => (await clients.trader.PUT('/traders/timezone', { body: { timezone } })).data,
    onSuccess: async (trader) => {
      // The answer is the updated trader; the schedule is read in that timezone, so refetch it.
      if (trader) queryClient.setQueryData(traderQuery(api).queryKey, trader);
      else await queryClient.invalidateQueries({ queryKey: traderKey });
      await queryClient.invalidateQueries({ queryKey: scheduleKey });
    },
  });
}

export function useUpdateSchedule() {
  const { clients, queryClient, api } = useApi();
  return useMutation({
    mutationFn: async (schedule: Schedule) => (await clients.trader.PUT('/traders/schedule', { body: schedule })).data,
    onSuccess: (saved) => {
      // The answer is the saved schedule.
      if (saved) queryClient.setQueryData(scheduleQuery(api).queryKey, saved);
    },
  });
}
