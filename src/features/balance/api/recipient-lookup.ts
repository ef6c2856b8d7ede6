// GET /traders/balance/transfer/recipient (proposed, issue 37): who a transfer to the typed
// recipient would reach, asked before it is confirmed. Three outcomes matter to the form: a name
// (shown under the field and in the confirmation), "not found" (a 404 whose detail is
// RECIPIENT_NOT_FOUND: nothing is sent), and "this backend lacks the call" (404 `Not Found`, 405,
// 501: ADR 0031), where the form stays as it was before the lookup existed: any answer but a
// name or RECIPIENT_NOT_FOUND is none.
import type { QueryClient } from '@tanstack/react-query';
import type { components } from '../../../../generated/openapi/trader-api.ts';
import { ApiError } from '../../../shared/api/errors.ts';
import { ERROR_CODE_MESSAGES } from '../../../shared/api/error-codes.ts';
import { getKey, type QueryApi } from '../../../shared/api/query.ts';

export type TransferRecipient = components['schemas']['TransferRecipient'];

export const recipientKey = getKey('/traders/balance/transfer/recipient');
export const recipientQuery = (api: QueryApi, recipient: string) =>
  api.trader.queryOptions('get', '/traders/balance/transfer/recipient', { params: { query: { query: recipient } } });

/** How long the form waits after the last keystroke before it asks (an edit in between cancels). */
export const RECIPIENT_LOOKUP_DELAY_MS = 400;
/** How long a submit waits for a lookup still on its way before it goes on without the name. */
export const RECIPIENT_WAIT_MS = 3000;

export const RECIPIENT_NOT_FOUND_TEXT = ERROR_CODE_MESSAGES.RECIPIENT_NOT_FOUND;

/** What the lookup said about one recipient. */
export type RecipientLookup =
  | { phase: 'found'; name: string }
  | { phase: 'not-found' }
  /** No answer to use: the backend lacks the call, or the lookup failed or is slow; the transfer goes on as before. */
  | { phase: 'none' };

/** The lookup's answer, or its error, as the form uses it. */
export function lookupOutcome(data: TransferRecipient | undefined, error: unknown): RecipientLookup {
  if (data) return { phase: 'found', name: data.display_name };
  if (error instanceof ApiError && error.status === 404 && error.detailCode === 'RECIPIENT_NOT_FOUND') return { phase: 'not-found' };
  return { phase: 'none' };
}

/**
 * At submit: what the lookup says about exactly this recipient. The answer held, else the call
 * (the one in flight, or a new one) for at most RECIPIENT_WAIT_MS; none when it fails or is slow.
 */
export async function recipientNow(queryClient: QueryClient, api: QueryApi, recipient: string): Promise<RecipientLookup> {
  const query = recipientQuery(api, recipient);
  const held = queryClient.getQueryState<TransferRecipient>(query.queryKey);
  if (held?.status === 'success' || held?.status === 'error') return lookupOutcome(held.data, held.error);
  const waited = new Promise<RecipientLookup>((resolve) => setTimeout(() => resolve({ phase: 'none' }), RECIPIENT_WAIT_MS));
  const asked = queryClient.fetchQuery(query).then(
    (data) => lookupOutcome(data, null),
    (error: unknown) => lookupOutcome(undefined, error),
  );
  return Promise.race([asked, waited]);
}
