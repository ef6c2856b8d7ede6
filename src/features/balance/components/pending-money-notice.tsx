// At start (a reopened mini-app, a reload on another screen): a withdrawal or transfer whose
// answer never came is looked up at the backend and its outcome shown, instead of being
// forgotten. Done: a toast opens the operation. Not found (or the check failed): a toast leads to
// the form, which resumes the intent with its values and key (money-form.tsx). On the form's own
// screen the form does this itself. Mounted by the shell only when an intent is kept (pending-intent-probe.ts).
import { useEffect, useRef } from 'react';
import { useApi } from '../../../shared/api/api-context.ts';
import { clearPendingIntent, readPendingIntent } from '../../../shared/lib/pending-intents.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { reconcileMoneyIntent } from '../api/balance-queries.ts';
import { describeBody, INTENT_COPY, MONEY_KINDS, readMoneyBody } from '../model/intent-outcome.ts';
import type { MoneyKind } from '../model/money-form.ts';

export interface PendingMoneyNoticeProps {
  /** The current path, read when the check starts. */
  path: () => string;
  formPath: Readonly<Record<MoneyKind, string>>;
  operationPath: (id: string) => string;
  navigate: (to: string) => void;
}

export default function PendingMoneyNotice({ path, formPath, operationPath, navigate }: PendingMoneyNoticeProps) {
  const { api, queryClient } = useApi();
  const started = useRef(false);
  const props = useRef({ path, formPath, operationPath, navigate });
  useEffect(() => {
    props.current = { path, formPath, operationPath, navigate };
  });
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    for (const kind of MONEY_KINDS) {
      const { path: current, formPath: forms } = props.current;
      if (current() === forms[kind]) continue;
      const pending = readPendingIntent(kind);
      const body = pending ? readMoneyBody(kind, pending.body) : null;
      if (!pending || !body) continue;
      const toForm = { label: INTENT_COPY.resume, onClick: () => props.current.navigate(props.current.formPath[kind]) };
      reconcileMoneyIntent(queryClient, api, kind, body, pending.sentAt).then(
        (operation) => {
          if (!operation) {
            notify.info(INTENT_COPY.unconfirmed[kind], describeBody(body), toForm);
            return;
          }
          clearPendingIntent(kind);
          notify.info(INTENT_COPY.found[kind], describeBody(body), {
            label: INTENT_COPY.open,
            onClick: () => props.current.navigate(props.current.operationPath(operation.id)),
          });
        },
        () => notify.info(INTENT_COPY.unconfirmed[kind], describeBody(body), toForm),
      );
    }
  }, [api, queryClient]);
  return null;
}
