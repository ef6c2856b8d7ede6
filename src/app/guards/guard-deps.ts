// Binds the guards' ports (ports.ts) to the runtime: each is a query built the one way, so screens
// find the data the guards fetched already in the cache.
import { disputeQuery, orderQuery } from '../../features/orders/api/orders-api.ts';
import { isFinished, type Order } from '../../features/orders/model/order-view.ts';
import { staticDataQuery } from '../../features/static-data/api/static-data-query.ts';
import { redirectQuery, statusQuery, traderQuery } from '../../shared/api/resources.ts';
import type { QueryApi } from '../../shared/api/query.ts';
import type { DisputeOrder } from '../../domain/dispute.ts';
import type { AppRuntime } from '../runtime.ts';
import type { GuardDeps } from './ports.ts';

/**
 * How long the guard round's status refresh (GET /traders/check) is fresh enough for the next
 * navigation (issue 39: a menu tap's guard round answers from the cache). Short: within it, what
 * could change the answer comes another way. A dispute that opens, an order that ends and a ban
 * arrive as socket events, which invalidate the status (the next navigation fetches it again) and
 * move the trader themselves; a dispute order stored since the answer makes it stale at once; the
 * stored dispute order keeps forcing /dispute when the call fails. After it, every
 * navigation refreshes the status again, as spec section 2 has it.
 */
export const STATUS_FRESH_MS = 10_000;
/** A path's server-driven redirect (GET /redirects) is looked up again after this. */
export const REDIRECT_FRESH_MS = 60_000;

/** A path's redirect lookup as the guard round reads it: cached answers younger than REDIRECT_FRESH_MS are used as they are. */
export const freshRedirectQuery = (api: QueryApi, path: string) => ({ ...redirectQuery(api, path), staleTime: REDIRECT_FRESH_MS });

function orNull<T>(label: string, promise: Promise<T>): Promise<T | null> {
  return promise.catch((error: unknown) => {
    console.error(`${label} failed; continuing without it`, error);
    return null;
  });
}

export function createGuardDeps(rt: AppRuntime): GuardDeps {
  const { api, queryClient, session, store } = rt;
  // The dispute order stored when the cached status was asked for, set once that answer has come.
  // A cached status is reused only beside the same one: a dispute order stored since (a socket
  // event, which also invalidates the status but in its next batch; the trader opening a dispute)
  // is newer than the cached answer. Set on the answer, not on the request: a navigation that
  // interrupts the one that asked (Back leaving a sheet's #modal entry as the dispute opens) must
  // wait for that answer, not take the status cached before the order was stored.
  let statusBeside: { order: DisputeOrder | null } | null = null;
  const fetchStatus = () => {
    const order = store.getDisputeOrder();
    const reusable = statusBeside !== null && statusBeside.order === order;
    const asked = queryClient.fetchQuery({ ...statusQuery(api), staleTime: reusable ? STATUS_FRESH_MS : 0 }).then((status) => {
      statusBeside = { order };
      return status;
    });
    return orNull('GET /traders/check', asked);
  };
  return {
    signIn: () => session.signIn(),
    fetchTrader: () => orNull('GET /traders', queryClient.ensureQueryData(traderQuery(api))),
    fetchStatus,
    lookupRedirect: async (path) => {
      const result = await orNull('GET /redirects', queryClient.fetchQuery(freshRedirectQuery(api, path)));
      return result?.redirect_to ?? null;
    },
    loadStaticData: () => queryClient.ensureQueryData(staticDataQuery(api, queryClient)),
    // Cached data is used as it is, stale or not: a navigation never waits on refetching it (the
    // screens refresh their own data). Only what is not cached yet is fetched, in the guard round.
    // What is warmed for a screen is its route's `warm` (src/app/routes/screens.ts).
    warmScreen: (queries) => Promise.all(queries.map((query) => queryClient.ensureQueryData(query(api)))),
    loadDisputeOutcome: (orderId) => queryClient.ensureQueryData(disputeQuery(api, orderId)),
    // A cached order is used only when it is finished: home's active order (seeded from the
    // current orders, still PROCESS) is fetched again, so the page shows how the order ended.
    // The fetch runs outside the query and its answer is stored: a fetch the query runs itself
    // is cancelled, its answer dropped and the PROCESS copy restored, when home's observer of
    // the order unmounts mid-navigation (TanStack cancels a fetch that loses its last observer).
    loadOrder: async (orderId) => {
      const { queryKey } = orderQuery(api, orderId);
      const cached = queryClient.getQueryData<Order>(queryKey);
      if (cached && isFinished(cached.status)) return cached;
      await queryClient.cancelQueries({ queryKey, exact: true }); // an older fetch must not land last
      const { data } = await rt.clients.trader.GET('/traders/orders/{order_id}', { params: { path: { order_id: orderId } } });
      queryClient.setQueryData(queryKey, data);
      return data;
    },
    getDisputeOrder: () => store.getDisputeOrder(),
    setDisputeOrder: (order) => store.setDisputeOrder(order),
    setNotAccess: (value) => store.setIsNotAccess(value),
  };
}
