// What the guard steps ask of the app (ports): bound to the runtime in guard-deps.ts, faked in the
// tests (testing.ts). Each port is one request or one piece of session state; the steps decide.
import type { UseQueryOptions } from '@tanstack/react-query';
import type { components } from '../../../generated/openapi/trader-api.ts';
import type { DisputeOrder } from '../../domain/dispute.ts';
import type { SignInOutcome } from '../../features/auth/model/session.ts';
import type { QueryApi } from '../../shared/api/query.ts';

type Trader = components['schemas']['Trader'];
type StatusData = components['schemas']['StatusData'];

/**
 * A screen's warmed data (declared beside its route, src/app/routes/screens.ts): a resource's
 * query factory, as `balanceQuery` is. The guard round warms it with ensureQueryData.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any resource's options: their data types differ
export type WarmQuery = (api: QueryApi) => UseQueryOptions<any, any, any, any>;

export interface GuardDeps {
  signIn(): Promise<SignInOutcome>;
  /** Failures are logged and give null (spec section 8). */
  fetchTrader(): Promise<Trader | null>;
  /** The status refresh: fetched again unless answered within STATUS_FRESH_MS (guard-deps.ts). Failures are logged and give null. */
  fetchStatus(): Promise<StatusData | null>;
  /** The server-driven redirect for a path; failures give null. */
  lookupRedirect(path: string): Promise<string | null>;
  /** Static data (currencies, payment systems, methods, banks); failures raise. */
  loadStaticData(): Promise<unknown>;
  /** Warms a screen's data (its route's `warm`): only what is not cached yet is fetched. */
  warmScreen(queries: readonly WarmQuery[]): Promise<unknown>;
  /** Warms what /dispute/close shows. */
  loadDisputeOutcome(orderId: string): Promise<unknown>;
  /** Loads the finished order for /trade/order/complete: a cached copy only when it is final. */
  loadOrder(orderId: string): Promise<unknown>;
  getDisputeOrder(): DisputeOrder | null;
  setDisputeOrder(order: DisputeOrder | null): void;
  setNotAccess(value: boolean): void;
}
