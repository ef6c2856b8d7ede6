// Requisite mutations. The list is a shared resource (shared/api/resources.ts: the start of
// auto-accept reads it too); every mutation refetches it, the status, whose
// active_payment_detail_count drives the home screen, and the requisites' figures.
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context.ts';
import { ApiError } from '../../../shared/api/errors.ts';
import { getKey, type QueryApi } from '../../../shared/api/query.ts';
import { orderListKey, requisitesKey, requisitesQuery, statusKey } from '../../../shared/api/resources.ts';
import type { Requisite, RequisiteCreate, RequisiteUpdate } from '../model/requisite.ts';

/**
 * GET /traders/requisites/stats (proposed, issue 28): each requisite's turnover and limits. A
 * backend without it answers 404/405/501 (callMissing): the cards show no figures.
 */
export const requisiteStatsKey = getKey('/traders/requisites/stats');
export const requisiteStatsQuery = (api: QueryApi) => api.trader.queryOptions('get', '/traders/requisites/stats');

/**
 * Reads the list from the backend now (never from the cache: the reconcile after a lost answer
 * must see what the backend holds); the list query gets the answer too.
 */
export function useFetchRequisites(): () => Promise<Requisite[]> {
  const { api, queryClient } = useApi();
  return () => queryClient.fetchQuery({ ...requisitesQuery(api), staleTime: 0 });
}

function useInvalidate() {
  const { queryClient } = useApi();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: requisitesKey }),
      queryClient.invalidateQueries({ queryKey: statusKey }),
      queryClient.invalidateQueries({ queryKey: requisiteStatsKey }),
    ]);
}

/**
 * After a status change or a delete, answered or refused: the list, and the orders in progress,
 * which say which requisites are in use (a 409 REQUISITE_IN_USE means an order now pays to it).
 */
function useInvalidateWithOrders() {
  const { queryClient } = useApi();
  const invalidate = useInvalidate();
  return () => Promise.all([invalidate(), queryClient.invalidateQueries({ queryKey: orderListKey })]);
}

/** One create attempt: the body and the intent's Idempotency-Key (the same for every resend of these values). */
export interface CreateRequisiteAttempt {
  body: RequisiteCreate;
  idempotencyKey: string;
}

export function useCreateRequisite() {
  const { clients } = useApi();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ body, idempotencyKey }: CreateRequisiteAttempt) =>
      (await clients.trader.POST('/traders/requisites', { body, params: { header: { 'Idempotency-Key': idempotencyKey } } })).data,
    onSuccess: () => invalidate(),
  });
}

/**
 * Activate or deactivate. Optimistic: the list shows the new status at once and rolls back on
 * an error; the server's answer is refetched either way.
 */
export function useToggleRequisite() {
  const { clients, queryClient, api } = useApi();
  const invalidate = useInvalidateWithOrders();
  const key = requisitesQuery(api).queryKey;
  return useMutation({
    mutationFn: async ({ id, active }: { id: number; active: boolean }) => {
      const params = { path: { requisite_id: id } };
      return active
        ? (await clients.trader.POST('/traders/requisites/{requisite_id}/activate', { params })).data
        : (await clients.trader.POST('/traders/requisites/{requisite_id}/deactivate', { params })).data;
    },
    onMutate: async ({ id, active }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Requisite[]>(key);
      if (previous) {
        queryClient.setQueryData<Requisite[]>(
          key,
          previous.map((r) => (r.id === id ? { ...r, status: active ? 'ACTIVE' : 'INACTIVE' } : r)),
        );
      }
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => invalidate(),
  });
}

export function useDeleteRequisite() {
  const { clients } = useApi();
  const invalidate = useInvalidateWithOrders();
  return useMutation({
    mutationFn: async (id: number) => {
      await clients.trader.DELETE('/traders/requisites/{requisite_id}', { params: { path: { requisite_id: id } } });
    },
    onSettled: () => invalidate(),
  });
}

/** One edit: the requisite and the fields to change (model/requisite.ts toUpdateBody). */
export interface UpdateRequisiteAttempt {
  id: number;
  body: RequisiteUpdate;
}

/**
 * PATCH /traders/requisites/{requisite_id} (proposed, issue 28). Setting the same values again
 * changes nothing, so it carries no Idempotency-Key; the form still sends it once per tap. The
 * list gets the answer at once, then is refetched with the status and the figures.
 */
export function useUpdateRequisite() {
  const { clients, queryClient, api } = useApi();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ id, body }: UpdateRequisiteAttempt) => {
      const { data } = await clients.trader.PATCH('/traders/requisites/{requisite_id}', { params: { path: { requisite_id: id } }, body });
      if (!data) throw new Error('PATCH /traders/requisites/{requisite_id} answered without the requisite');
      return data;
    },
    onSuccess: (requisite) => {
      queryClient.setQueryData<Requisite[]>(requisitesQuery(api).queryKey, (list) => list?.map((r) => (r.id === requisite.id ? requisite : r)));
      return invalidate();
    },
    // Gone (deleted elsewhere, issue 42): the list the form returns to must not offer it again.
    onError: (error) => (error instanceof ApiError && error.status === 404 ? invalidate() : undefined),
  });
}
