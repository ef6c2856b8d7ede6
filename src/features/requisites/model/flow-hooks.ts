// The add and edit flows bound to the app (create-flow.ts, edit-flow.ts are pure): their ports
// are the requisite calls, the kept intent and the error text; what a result means to the trader
// (haptics, the toast, the message under the form, leaving the form) is said here, once.
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../shared/api/errors.ts';
import type { AttemptOutcome } from '../../../shared/lib/intent.ts';
import { keptIntent } from '../../../shared/lib/pending-intents.ts';
import { haptic } from '../../../shared/telegram/haptics.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { useCreateRequisite, useFetchRequisites, useUpdateRequisite } from '../api/requisites-api.ts';
import { attemptOutcome, CREATE_COPY, CREATE_INTENT_KIND, resumeCreate, submitCreate, type CreatePorts } from './create-flow.ts';
import { EDIT_COPY, editAttemptOutcome, submitEdit, type EditPorts } from './edit-flow.ts';
import type { Requisite, RequisiteCreate, UpdateBody } from './requisite.ts';

export interface CreateFlow {
  /** True while a kept intent is looked up in the list (the form waits). */
  checking: boolean;
  /** A note over the form: the kept values are shown again, to send with their key. */
  note: string | null;
  serverError: string | null;
  clearError(): void;
  /** One submit; `body` is null when the values are not valid. */
  submit(body: RequisiteCreate | null): Promise<AttemptOutcome>;
}

/**
 * The add flow: the key kept by the one intent rule, the calls, and the outcome shown. An intent
 * kept from an earlier visit is looked up first: found, the trader is told and the form left;
 * otherwise `onResumed` gets its values (to fill the form).
 */
export function useCreateFlow(onDone: () => void, onResumed: (body: RequisiteCreate) => void): CreateFlow {
  const create = useCreateRequisite();
  const list = useFetchRequisites();
  const [intent] = useState(() => keptIntent(CREATE_INTENT_KIND));
  const [kept] = useState(() => intent.kept());
  const [checking, setChecking] = useState(kept !== null);
  const [note, setNote] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const ports: CreatePorts = { intent, send: (body, key) => create.mutateAsync({ body, idempotencyKey: key }), list, describe: errorMessage };
  const latest = useRef({ ports, onDone, onResumed });
  useEffect(() => {
    latest.current = { ports, onDone, onResumed };
  });

  useEffect(() => {
    if (kept === null) return;
    let live = true;
    void resumeCreate(latest.current.ports, kept).then((result) => {
      if (!live) return;
      setChecking(false);
      if (result.kind === 'found') {
        haptic.notify('success');
        notify.success(CREATE_COPY.found(result.requisite));
        latest.current.onDone();
      } else if (result.kind === 'resumed') {
        setNote(result.note);
        latest.current.onResumed(result.body);
      }
    });
    return () => {
      live = false;
    };
  }, [kept]);

  const submit = async (body: RequisiteCreate | null) => {
    const result = await submitCreate(ports, body);
    if (result.kind === 'invalid' || result.kind === 'failed') haptic.notify('error');
    if (result.kind === 'failed') setServerError(result.message);
    if (result.kind === 'created' || result.kind === 'found') {
      haptic.notify('success');
      notify.success(result.kind === 'created' ? CREATE_COPY.created : CREATE_COPY.found(result.requisite));
      setNote(null);
      onDone();
    }
    return attemptOutcome(result);
  };

  return { checking, note, serverError, clearError: () => setServerError(null), submit };
}

export interface EditFlow {
  serverError: string | null;
  clearError(): void;
  /** One tap on «Сохранить» with toUpdateBody's answer for the typed values. */
  submit(change: UpdateBody): Promise<AttemptOutcome>;
}

/** The edit flow: the PATCH once per tap, the outcome shown; a requisite gone elsewhere returns to the list. */
export function useEditFlow(original: Requisite, onDone: () => void): EditFlow {
  const update = useUpdateRequisite();
  const [serverError, setServerError] = useState<string | null>(null);
  const ports: EditPorts = { send: (id, body) => update.mutateAsync({ id, body }), describe: errorMessage };

  const submit = async (change: UpdateBody) => {
    const result = await submitEdit(ports, original, change);
    haptic.notify(result.kind === 'saved' ? 'success' : 'error');
    if (result.kind === 'unchanged') setServerError(EDIT_COPY.unchanged);
    if (result.kind === 'failed') setServerError(result.message);
    if (result.kind === 'saved') notify.success(EDIT_COPY.done);
    // Nothing to save it to: say so and go back to the list, refreshed (useUpdateRequisite).
    if (result.kind === 'gone') notify.error(EDIT_COPY.gone.title, EDIT_COPY.gone.text);
    if (result.kind === 'saved' || result.kind === 'gone') onDone();
    return editAttemptOutcome(result);
  };

  return { serverError, clearError: () => setServerError(null), submit };
}
