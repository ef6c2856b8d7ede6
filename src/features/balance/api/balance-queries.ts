// Queries and money mutations of the balance slice. The balance, the operation lists and one
// operation are shared resources (shared/api/resources.ts: the guards warm the balance, realtime
// refreshes them; every money action and event refreshes what domain/money-events.ts says); the
// deposit address and the withdrawal terms are this slice's own, declared here the same way.
import { useMutation, type QueryClient } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context.ts';
import { getKey, type QueryApi } from '../../../shared/api/query.ts';
import { operationQuery, operationsQuery } from '../../../shared/api/resources.ts';
import { refreshAfter } from '../../../domain/money-events.ts';
import type { BalanceOperation } from '../model/labels.ts';
import type { MoneyKind, TransferRequest, WithdrawRequest } from '../model/money-form.ts';
import { findIntentOperation, OUTCOME_STATUSES, type MoneyBody } from '../model/intent-outcome.ts';
import type { WithdrawalTerms } from '../model/withdrawal-terms.ts';

/** GET /traders/balance/deposit: the deposit address. */
export const depositKey = getKey('/traders/balance/deposit');
export const depositQuery = (api: QueryApi) => api.trader.queryOptions('get', '/traders/balance/deposit');

/**
 * GET /traders/balance/withdraw/terms (proposed, issue 28): the network fee, the minimum and the
 * maximum of a withdrawal. A backend without it answers 404/405/501 (callMissing): the form then
 * works without terms. The fee follows the network: the form reads the terms again when it opens
 * once they are stale (the query client's 30 s).
 */
export const withdrawalTermsKey = getKey('/traders/balance/withdraw/terms');
export const withdrawalTermsQuery = (api: QueryApi) => api.trader.queryOptions('get', '/traders/balance/withdraw/terms');

/** How long a submit waits for terms still loading before it goes on without them. */
export const TERMS_WAIT_MS = 3000;

/**
 * At submit: the terms to check and confirm a withdrawal with. The answer held, else the one in
 * flight (or a new call) for at most TERMS_WAIT_MS (a slow terms call never holds a withdrawal
 * back); none when the backend lacks the call or it failed (the server still applies its own).
 */
export async function withdrawalTermsNow(queryClient: QueryClient, api: QueryApi): Promise<WithdrawalTerms | null> {
  const query = withdrawalTermsQuery(api);
  const held = queryClient.getQueryData<WithdrawalTerms>(query.queryKey);
  if (held) return held;
  if (queryClient.getQueryState(query.queryKey)?.status === 'error') return null;
  const waited = new Promise<null>((resolve) => setTimeout(() => resolve(null), TERMS_WAIT_MS));
  return Promise.race([queryClient.fetchQuery(query).catch(() => null), waited]);
}

export interface MoneyVariables<Body> {
  body: Body;
  /** The intent's Idempotency-Key (the same on every retry). */
  key: string;
}

function useAfterMoneyAction(event: 'withdrawal-created' | 'transfer') {
  const { api, queryClient } = useApi();
  return (operation: BalanceOperation) => {
    void refreshAfter(queryClient, event);
    // The detail screen shows the server's answer at once, without another round trip (set after
    // the refresh marked every operation stale: this one is as fresh as it gets).
    queryClient.setQueryData(operationQuery(api, operation.id).queryKey, operation);
  };
}

export function useWithdraw() {
  const { clients } = useApi();
  const after = useAfterMoneyAction('withdrawal-created');
  return useMutation({
    mutationFn: async ({ body, key }: MoneyVariables<WithdrawRequest>) => {
      const { data } = await clients.trader.POST('/traders/balance/withdraw', { body, params: { header: { 'Idempotency-Key': key } } });
      if (!data) throw new Error('POST /traders/balance/withdraw answered without the operation');
      return data;
    },
    onSuccess: after,
  });
}

export function useTransfer() {
  const { clients } = useApi();
  const after = useAfterMoneyAction('transfer');
  return useMutation({
    mutationFn: async ({ body, key }: MoneyVariables<TransferRequest>) => {
      const { data } = await clients.trader.POST('/traders/balance/transfer', { body, params: { header: { 'Idempotency-Key': key } } });
      if (!data) throw new Error('POST /traders/balance/transfer answered without the operation');
      return data;
    },
    onSuccess: after,
  });
}

/**
 * What the backend did with a withdrawal or transfer whose answer never came: the operation it
 * made, or null when it made none. Reads the operation lists afresh (never the cache); throws
 * when they cannot be read, so an unknown outcome stays unknown.
 */
export async function reconcileMoneyIntent(
  queryClient: QueryClient,
  api: QueryApi,
  kind: MoneyKind,
  body: MoneyBody,
  sentAt: number,
): Promise<BalanceOperation | null> {
  const lists = await Promise.all(OUTCOME_STATUSES.map((status) => queryClient.fetchQuery({ ...operationsQuery(api, status), staleTime: 0 })));
  const found = findIntentOperation(
    lists.flatMap((list) => list.items),
    kind,
    body,
    sentAt,
  );
  if (found) queryClient.setQueryData(operationQuery(api, found.id).queryKey, found);
  return found;
}
