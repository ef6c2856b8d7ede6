// Adding a requisite is one intent with one Idempotency-Key (issue 24), kept by the app's one
// intent rule (shared/lib/pending-intents.ts keptIntent, issue 40): one tap whose answer was lost
// (Chromium also re-sends a POST by itself when a kept-alive connection closes) made two.
// - The key is made on the first submit of given values and kept in storage before the request
//   leaves, until the backend's answer is known: a success, or a refusal that says nothing was
//   created (failureOutcome 'refused': a readable 4xx other than 408).
// - After an unknown outcome (no answer, a timeout, a server's 408, a 5xx, an answer off the
//   contract) the same values go out again with the same key, whatever was touched in between,
//   and after leaving the form, a reload or a reopened mini-app too: the backend replays its first
//   answer.
// - Values that really changed after an unknown outcome are not sent at once: the previous
//   attempt may have created its requisite, so the list is read first (reconcile). If the list has
//   it, nothing is sent; if not, the new values are a new intent with a new key.
// - The form opened with a kept intent looks in the list first (resumeCreate): found, it says so;
//   not found (or the list could not be read), it shows the kept values to send again.
// Pure: the ports are the kept intent, the request, the list and the error text (hooks.ts binds them).
import type { AttemptOutcome } from '../../../shared/lib/intent.ts';
import type { KeptIntent, PendingIntent } from '../../../shared/lib/pending-intents.ts';
import { isRecord } from '../../../shared/lib/json.ts';
import { maskCard } from './card.ts';
import { normalizeHolderName } from './holder.ts';
import { displayPhone } from './phone.ts';
import type { Requisite, RequisiteCreate } from './requisite.ts';

/** The kind the create intent is kept under (one open add at a time). */
export const CREATE_INTENT_KIND = 'requisite-create';

export const CREATE_COPY = {
  created: 'Реквизит добавлен',
  /** An earlier attempt created it: 'Реквизит •••• 5678 уже добавлен'. */
  found: (requisite: Requisite) => `Реквизит ${accountLabel(requisite)}уже добавлен`,
  /** After no answer: pressing again is safe, and the trader should know it. */
  unknownHint: 'Реквизит мог успеть добавиться: повторная попытка не создаст второй.',
  checkFailed: (message: string) => `Не удалось проверить, добавлен ли реквизит. ${message}`,
  /** The form opened with an add whose answer never came, not found in the list. */
  resumed: 'Прошлое добавление не подтвердилось. Проверьте данные и нажмите «Добавить реквизит»: второй реквизит не появится.',
  /** The same, when the list could not be read. */
  unchecked: 'Не удалось проверить прошлое добавление. Нажмите «Добавить реквизит» ещё раз: второй реквизит не появится.',
} as const;

export interface CreatePorts {
  /** The create intent's key (keptIntent(CREATE_INTENT_KIND)). */
  intent: Pick<KeptIntent, 'next' | 'fresh' | 'failed' | 'settle'>;
  /** POST /traders/requisites with this key. */
  send(body: RequisiteCreate, key: string): Promise<unknown>;
  /** The list as the backend has it now (never the cache). */
  list(): Promise<readonly Requisite[]>;
  /** What the trader reads for an error (errorMessage). */
  describe(error: unknown): string;
}

export type CreateResult =
  /** The values are not valid: nothing was sent (the fields say why). */
  | { kind: 'invalid' }
  | { kind: 'created' }
  /** An earlier attempt created it: nothing was sent. */
  | { kind: 'found'; requisite: Requisite }
  /** Nothing created, or not known: the form shows `message` and keeps its values. */
  | { kind: 'failed'; message: string };

/** What the form's intent makes of a result: done locks it, failed leaves it open. */
export function attemptOutcome(result: CreateResult): AttemptOutcome {
  return result.kind === 'created' || result.kind === 'found' ? 'done' : 'open';
}

/** One submit of the add form: `body` is null when the values are not valid. */
export async function submitCreate(ports: CreatePorts, body: RequisiteCreate | null): Promise<CreateResult> {
  if (body === null) return { kind: 'invalid' };
  const step = ports.intent.next(body);
  let key: string;
  if (step.kind === 'reconcile') {
    // The last attempt's answer never came and the values changed since: it may have created
    // its requisite. Look before sending anything.
    const previous = readCreateBody(step.previous.body);
    let existing: Requisite | undefined;
    try {
      existing = previous ? findCreated(await ports.list(), previous) : undefined;
    } catch (error) {
      return { kind: 'failed', message: CREATE_COPY.checkFailed(ports.describe(error)) };
    }
    if (existing) {
      ports.intent.settle();
      return { kind: 'found', requisite: existing };
    }
    key = ports.intent.fresh(body).key;
  } else {
    key = step.key;
  }
  try {
    await ports.send(body, key);
    ports.intent.settle();
    return { kind: 'created' };
  } catch (error) {
    const message = ports.describe(error);
    return { kind: 'failed', message: ports.intent.failed(error) === 'refused' ? message : `${message} ${CREATE_COPY.unknownHint}` };
  }
}

export type ResumeResult =
  /** Nothing kept (or what was kept is not a create body: dropped). */
  | { kind: 'none' }
  /** The kept attempt created its requisite: the intent is done. */
  | { kind: 'found'; requisite: Requisite }
  /** Not found, or not checked: the form shows these values, to send with the kept key. */
  | { kind: 'resumed'; body: RequisiteCreate; note: string };

/** The form opened with an intent kept from an earlier visit, a reload or a reopen: what did it do? */
export async function resumeCreate(ports: Pick<CreatePorts, 'intent' | 'list'>, kept: PendingIntent | null): Promise<ResumeResult> {
  if (kept === null) return { kind: 'none' };
  const body = readCreateBody(kept.body);
  if (body === null) {
    ports.intent.settle();
    return { kind: 'none' };
  }
  let existing: Requisite | undefined;
  try {
    existing = findCreated(await ports.list(), body);
  } catch {
    return { kind: 'resumed', body, note: CREATE_COPY.unchecked };
  }
  if (!existing) return { kind: 'resumed', body, note: CREATE_COPY.resumed };
  ports.intent.settle();
  return { kind: 'found', requisite: existing };
}

/** A kept body read back from storage (not ours to trust): a create body, or null. */
export function readCreateBody(value: unknown): RequisiteCreate | null {
  if (!isRecord(value)) return null;
  const { payment_method_id, bank_id, holder_name, card_number, phone } = value;
  if (typeof payment_method_id !== 'number' || typeof bank_id !== 'number' || typeof holder_name !== 'string') return null;
  const base = { payment_method_id, bank_id, holder_name };
  if (typeof card_number === 'string' && phone === undefined) return { ...base, card_number };
  if (typeof phone === 'string' && card_number === undefined) return { ...base, phone };
  return null;
}

/** '•••• 5678 ' or '+7 916 123-45-67 ', as the list shows it, with a space to follow; '' when neither. */
function accountLabel(requisite: Requisite): string {
  const account = requisite.card_number ? maskCard(requisite.card_number) : requisite.phone ? displayPhone(requisite.phone) : '';
  return account === '' ? '' : `${account} `;
}

const holderKey = (name: string) => normalizeHolderName(name).toLocaleLowerCase('ru-RU');
const digits = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '');

/**
 * The requisite the list has for these create values, if any (not DELETED). Card and phone are
 * compared by their digits and the holder without case or extra spaces, in case the backend
 * stores them in another form than the one sent.
 */
export function findCreated(requisites: readonly Requisite[], body: RequisiteCreate): Requisite | undefined {
  return requisites.find(
    (r) =>
      r.status !== 'DELETED' &&
      r.payment_method_id === body.payment_method_id &&
      r.bank_id === body.bank_id &&
      digits(r.card_number) === digits('card_number' in body ? body.card_number : null) &&
      digits(r.phone) === digits('phone' in body ? body.phone : null) &&
      holderKey(r.holder_name) === holderKey(body.holder_name),
  );
}
