// Orders, disputes and auto-accept: this slice's queries (one order, its dispute), declared the
// one way (openapi-react-query options, keys beside their fetchers; the shared ones, the current
// orders and the status, in shared/api/resources.ts), and the mutations, which invalidate
// through the same keys (a confirmation, which moves money, through domain/money-events.ts). Money and state-changing calls never retry on their own (the query
// client's default).
import { useMutation, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../../generated/openapi/trader-api.ts';
import { useApi } from '../../../shared/api/api-context.ts';
import { ApiError } from '../../../shared/api/errors.ts';
import { getKey, type QueryApi } from '../../../shared/api/query.ts';
import { orderListKey, orderListQuery, statusKey } from '../../../shared/api/resources.ts';
import { readAutoacceptDuration } from '../../../domain/autoaccept-duration.ts';
import { refreshAfter } from '../../../domain/money-events.ts';

type Order = components['schemas']['Order'];
type OrderList = components['schemas']['OrderList'];

/** GET /traders/orders/{order_id}: one order. */
export const orderKey = getKey('/traders/orders/{order_id}');
export const orderQuery = (api: QueryApi, orderId: string) =>
  api.trader.queryOptions('get', '/traders/orders/{order_id}', { params: { path: { order_id: orderId } } });

/**
 * One order, seeded from the current orders already in the cache (home fetches them in its first
 * round), so the active order shows without waiting for its own request. The seed is as fresh as
 * the list; the detail is fetched once it goes stale, or at once when the list lacks the order.
 */
export function activeOrderQuery(api: QueryApi, queryClient: QueryClient, orderId: string) {
  const list = orderListQuery(api);
  const fromList = () => queryClient.getQueryData<OrderList>(list.queryKey)?.items.find((order) => order.id === orderId);
  return {
    ...orderQuery(api, orderId),
    initialData: fromList,
    // Only consulted when initialData gave a seed: the seed is as old as the list.
    initialDataUpdatedAt: () => queryClient.getQueryState(list.queryKey)?.dataUpdatedAt,
  };
}

/** GET /traders/orders/{order_id}/dispute: the order's dispute. */
export const disputeKey = getKey('/traders/orders/{order_id}/dispute');
export const disputeQuery = (api: QueryApi, orderId: string) =>
  api.trader.queryOptions('get', '/traders/orders/{order_id}/dispute', { params: { path: { order_id: orderId } } });

/** The status data and the order lists (prefix keys: every page and filter). */
export function invalidateStatusAndOrders(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: statusKey }),
    queryClient.invalidateQueries({ queryKey: orderListKey }),
  ]);
}

/** A fresh order from a mutation's answer replaces the cached detail (it is the server's state). */
function storeOrder(queryClient: QueryClient, api: QueryApi, order: Order | undefined): void {
  if (order) queryClient.setQueryData(orderQuery(api, order.id).queryKey, order);
}

/** True for the conflict answers: invite taken or expired, order already confirmed, dispute already open. */
export function isConflict(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}

/**
 * A 422 on auto-accept activation means ALREADY_ACTIVE and counts as started (spec sections 4,
 * 8), whatever its detail says.
 */
export function isAlreadyActive(error: unknown): boolean {
  return error instanceof ApiError && error.status === 422;
}

/** Confirms an order (IN: payment received; OUT: payment sent) with the intent's Idempotency-Key. */
export function useConfirmOrder() {
  const { clients, api, queryClient } = useApi();
  return useMutation({
    mutationFn: async ({ orderId, idempotencyKey }: { orderId: string; idempotencyKey: string }) =>
      (
        await clients.trader.POST('/traders/orders/{order_id}/confirm', {
          params: { path: { order_id: orderId }, header: { 'Idempotency-Key': idempotencyKey } },
        })
      ).data,
    onSuccess: (order) => storeOrder(queryClient, api, order),
    // A confirmation moves money (or may have, when its answer did not come): every view of it.
    onSettled: () => refreshAfter(queryClient, 'order-confirmed'),
  });
}

export function useAcceptOrder() {
  const { clients, api, queryClient } = useApi();
  return useMutation({
    mutationFn: async (orderId: string) =>
      (await clients.trader.POST('/traders/orders/{order_id}/accept', { params: { path: { order_id: orderId } } })).data,
    onSuccess: (order) => storeOrder(queryClient, api, order),
    onSettled: () => invalidateStatusAndOrders(queryClient),
  });
}

export function useOpenDispute() {
  const { clients, api, queryClient } = useApi();
  return useMutation({
    mutationFn: async ({ orderId, reason }: { orderId: string; reason: string }) =>
      (
        await clients.trader.POST('/traders/orders/{order_id}/dispute', {
          params: { path: { order_id: orderId } },
          body: { reason },
        })
      ).data,
    // The screen hears of the open dispute as soon as the server has it, not after the refetches:
    // it goes to /dispute at once, so the router's navigation is in flight before the refetched
    // status re-renders the order as disputed (its sheet let go of the modal hash, and the shell,
    // seeing no navigation, went back over it: the trader stayed on home).
    onSuccess: (dispute, { orderId }) => {
      if (dispute) queryClient.setQueryData(disputeQuery(api, orderId).queryKey, dispute);
      void invalidateStatusAndOrders(queryClient);
      void queryClient.invalidateQueries({ queryKey: orderQuery(api, orderId).queryKey });
    },
  });
}

/** Starts auto-accept; ALREADY_ACTIVE resolves as started. */
export function useStartAutoaccept() {
  const { clients, queryClient } = useApi();
  return useMutation({
    mutationFn: async () => {
      try {
        await clients.trader.POST('/traders/orders/autoaccept', { body: { duration_minutes: readAutoacceptDuration() } });
        return { alreadyActive: false };
      } catch (error) {
        if (isAlreadyActive(error)) return { alreadyActive: true };
        throw error;
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: statusKey }),
  });
}

export function useStopAutoaccept() {
  const { clients, queryClient } = useApi();
  return useMutation({
    mutationFn: async () => (await clients.trader.POST('/traders/orders/autoaccept/disable')).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: statusKey }),
  });
}
