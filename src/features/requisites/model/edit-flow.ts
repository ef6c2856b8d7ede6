// Changing a requisite (issue 28): the fields that changed go out once per tap (PATCH, proposed;
// setting the same values again changes nothing, so it carries no Idempotency-Key and a repeat
// after a lost answer is safe). What a failure says comes from the one intent rule
// (failureOutcome, shared/lib/pending-intents.ts): an unknown outcome says the change may have
// been saved and that saving again is safe. Pure: the ports are the request and the error text.
import type { AttemptOutcome } from '../../../shared/lib/intent.ts';
import { ApiError } from '../../../shared/api/errors.ts';
import { failureOutcome } from '../../../shared/lib/pending-intents.ts';
import type { Requisite, RequisiteUpdate, UpdateBody } from './requisite.ts';

export const EDIT_COPY = {
  unchanged: 'Вы ничего не изменили',
  done: 'Реквизит изменён',
  /** A backend without the edit call (405/501): nothing changed, nothing is lost. */
  unsupported: 'Изменение реквизитов пока недоступно. Данные не изменены.',
  unknown: 'Изменения могли сохраниться: сохраните ещё раз, это безопасно.',
  /** A 404 on the edit (issue 42): the form offered an edit, so the call exists and the requisite is gone. */
  gone: { title: 'Реквизит удалён', text: 'Его удалили, например на другом устройстве. Список реквизитов обновлён.' },
} as const;

export interface EditPorts {
  /** PATCH /traders/requisites/{id} with the change. */
  send(id: number, body: RequisiteUpdate): Promise<unknown>;
  /** What the trader reads for an error (errorMessage). */
  describe(error: unknown): string;
}

export type EditResult =
  | { kind: 'invalid' }
  | { kind: 'unchanged' }
  | { kind: 'saved' }
  /** The requisite is gone (deleted elsewhere): nothing to save it to. */
  | { kind: 'gone' }
  | { kind: 'failed'; message: string };

export function editAttemptOutcome(result: EditResult): AttemptOutcome {
  return result.kind === 'saved' || result.kind === 'gone' ? 'done' : 'open';
}

/** One tap on «Сохранить»: `change` is toUpdateBody's answer for the typed values. */
export async function submitEdit(ports: EditPorts, original: Requisite, change: UpdateBody): Promise<EditResult> {
  if (!change.ok) return { kind: change.reason };
  try {
    await ports.send(original.id, change.body);
    return { kind: 'saved' };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { kind: 'gone' };
    return { kind: 'failed', message: editFailure(ports.describe(error), error) };
  }
}

/** What a failed edit shows; the values stay in the form. */
function editFailure(message: string, error: unknown): string {
  if (error instanceof ApiError && (error.status === 405 || error.status === 501)) return EDIT_COPY.unsupported;
  return failureOutcome(error) === 'unknown' ? `${message} ${EDIT_COPY.unknown}` : message;
}
