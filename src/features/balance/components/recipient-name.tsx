// The transfer's recipient named under the field (issue 37): once the trader stops typing for
// RECIPIENT_LOOKUP_DELAY_MS, the form asks GET /traders/balance/transfer/recipient for exactly the
// recipient it would send (normalised); an edit before the answer switches the query, which
// aborts the request in flight. Found: "Получатель: Мария К."; not found: the field says so; a
// backend without the call, or a lookup that fails: nothing changes (the field's usual hint).
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useApi } from '../../../shared/api/api-context.ts';
import { lookupOutcome, RECIPIENT_LOOKUP_DELAY_MS, RECIPIENT_NOT_FOUND_TEXT, recipientQuery } from '../api/recipient-lookup.ts';

export interface RecipientLookupView {
  /** Under the field in place of its usual hint, or null. */
  hint: ReactNode;
  /** The field's error (the recipient was not found), or null. */
  error: string | null;
}

/** `recipient` as it would be sent (normalised), '' for none; `enabled` false on the withdrawal form. */
export function useRecipientLookup(recipient: string, enabled: boolean): RecipientLookupView {
  const { api } = useApi();
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSettled(recipient), RECIPIENT_LOOKUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [recipient]);
  const asked = enabled && recipient !== '' && settled === recipient;
  const query = useQuery({ ...recipientQuery(api, recipient), enabled: asked });
  if (!asked) return { hint: null, error: null };
  const outcome = lookupOutcome(query.data, query.error);
  if (outcome.phase === 'found') {
    return {
      hint: (
        <span data-testid="recipient-name">
          Получатель: <strong>{outcome.name}</strong>
        </span>
      ),
      error: null,
    };
  }
  return { hint: null, error: outcome.phase === 'not-found' ? RECIPIENT_NOT_FOUND_TEXT : null };
}
