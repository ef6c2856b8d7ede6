// The withdrawal terms as the withdrawal form knows them (issue 28): the backend's answer, none
// (a backend without the call: the form works as before), still loading, or failed (a note with
// Повторить; the form works). A submit reads them through withdrawalTermsNow (balance-queries.ts).
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context.ts';
import { errorMessage } from '../../../shared/api/errors.ts';
import { callMissing } from '../../../shared/api/missing-call.ts';
import { withdrawalTermsQuery } from '../api/balance-queries.ts';
import type { WithdrawalTerms } from '../model/withdrawal-terms.ts';

export type TermsState =
  | { phase: 'known'; terms: WithdrawalTerms }
  | { phase: 'none' }
  | { phase: 'loading' }
  | { phase: 'failed'; message: string; retry(): void };

export function useWithdrawalTerms(): TermsState {
  const { api } = useApi();
  const query = useQuery(withdrawalTermsQuery(api));
  if (query.data) return { phase: 'known', terms: query.data };
  if (query.isError) {
    if (callMissing(query.error)) return { phase: 'none' };
    return { phase: 'failed', message: errorMessage(query.error), retry: () => void query.refetch() };
  }
  return { phase: 'loading' };
}
