// An intent kept from an earlier page (a reload, a reopened mini-app, another visit to the form)
// whose answer never came: the form asks the backend what it did before it shows itself. Found:
// the outcome is shown (the operation opens). Not found, or the check failed: the form resumes it
// with its values and key (submit-money.ts), under a note saying which.
import { useEffect, useRef, useState } from 'react';
import { useApi } from '../../../shared/api/api-context.ts';
import { clearPendingIntent, readPendingIntent, type PendingIntent } from '../../../shared/lib/pending-intents.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { reconcileMoneyIntent } from '../api/balance-queries.ts';
import { describeBody, INTENT_COPY, readMoneyBody, type MoneyBody } from '../model/intent-outcome.ts';
import type { BalanceOperation } from '../model/labels.ts';
import type { MoneyFormValues, MoneyKind } from '../model/money-form.ts';

export type Resumed = { pending: PendingIntent; body: MoneyBody; note: string };
export type ResumeState = { phase: 'checking' } | { phase: 'ready'; resumed: Resumed | null };

/** The typed text a kept body is shown as (the amount with a comma, as the trader types it). */
export const valuesOf = (body: MoneyBody): MoneyFormValues => ({
  amount: String(body.amount).replace('.', ','),
  target: 'address' in body ? body.address : body.recipient,
});

export function useResumedIntent(kind: MoneyKind, onCreated: (operation: BalanceOperation) => void): ResumeState {
  const { api, queryClient } = useApi();
  // Read once, at mount: what an earlier page left (a kept body that is not this kind's is dropped).
  const [kept] = useState(() => {
    const pending = readPendingIntent(kind);
    const body = pending ? readMoneyBody(kind, pending.body) : null;
    if (pending && !body) clearPendingIntent(kind);
    return pending && body ? { pending, body } : null;
  });
  const [state, setState] = useState<ResumeState>(kept ? { phase: 'checking' } : { phase: 'ready', resumed: null });
  const created = useRef(onCreated);
  useEffect(() => {
    created.current = onCreated;
  });
  useEffect(() => {
    if (!kept) return;
    const { pending, body } = kept;
    let live = true;
    reconcileMoneyIntent(queryClient, api, kind, body, pending.sentAt).then(
      (operation) => {
        if (!live) return;
        if (operation) {
          clearPendingIntent(kind);
          notify.info(INTENT_COPY.found[kind], describeBody(body));
          created.current(operation);
          return;
        }
        setState({ phase: 'ready', resumed: { pending, body, note: INTENT_COPY.resumedNotFound(describeBody(body)) } });
      },
      () => {
        if (live) setState({ phase: 'ready', resumed: { pending, body, note: INTENT_COPY.resumedUnchecked(describeBody(body)) } });
      },
    );
    return () => {
      live = false;
    };
  }, [api, queryClient, kind, kept]);
  return state;
}
