// Settings queries and mutations: trader (timezone), schedule, statistic, config.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context.ts';
import type { Schedule } from '../model/schedule-form.ts';

export function useTrader() {
  const { api } = useApi();
  return useQuery(api.trader.queryOptions('get', '/traders'));
}

export function useSchedule() {
  const { api } = useApi();
  return useQuery(api.trader.queryOptions('get', '/traders/schedule'));
}

export function useStatistic() {
  const { api } = useApi();
  return useQuery(api.trader.queryOptions('get', '/traders/statistic'));
}

export function useConfig() {
  const { api } = useApi();
  return useQuery(api.trader.queryOptions('get', '/config'));
}

export function useUpdateTimezone() {
  const { clients, queryClient, api } = useApi();
  return useMutation({
    mutationFn: async (timezone: string) => (await clients.trader.PUT('/traders/timezone', { body: { timezone } })).data,
    onSuccess: async (trader) => {
      // The answer is the updated trader; the schedule is read in that timezone, so refetch it.
      if (trader) queryClient.setQueryData(api.trader.queryOptions('get', '/traders').queryKey, trader);
      else await queryClient.invalidateQueries({ queryKey: ['get', '/traders'] });
      await queryClient.invalidateQueries({ queryKey: ['get', '/traders/schedule'] });
    },
  });
}

export function useUpdateSchedule() {
  const { clients, queryClient, api } = useApi();
  return useMutation({
    mutationFn: async (schedule: Schedule) => (await clients.trader.PUT('/traders/schedule', { body: schedule })).data,
    onSuccess: (saved) => {
      // The answer is the saved schedule.
      if (saved) queryClient.setQueryData(api.trader.queryOptions('get', '/traders/schedule').queryKey, saved);
    },
  });
}
