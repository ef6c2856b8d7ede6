// Adding a requisite is one intent with one Idempotency-Key (issue 24): one tap whose answer was
// lost (Chromium also re-sends a POST by itself when a kept-alive connection closes) made two.
// - The key is made on the first submit of given values and kept until the backend's answer is
//   known: a success, or a refusal that says nothing was created (a 4xx answer).
// - After an unknown outcome (no answer, timeout, 5xx, an answer off the contract) the same values
//   go out again with the same key, whatever was touched in between (a character typed and
//   deleted gives the same body, so the same key): the backend replays its first answer.
// - Values that really changed after an unknown outcome are not sent at once: the previous
//   attempt may have created its requisite, so the list is read first (reconcile). If the list has
//   it, nothing is sent; if not, the new values are a new intent with a new key.
import { ApiError, NoAnswerError } from '../../../shared/api/errors.ts';
import { normalizeHolderName } from './holder.ts';
import type { Requisite, RequisiteCreate } from './requisite.ts';

/** What a failed attempt tells about the backend: it refused (nothing created) or nobody knows. */
export type FailureOutcome = 'refused' | 'unknown';

/**
 * A 4xx answer is the backend saying it did nothing (invalid values, a conflict, too many
 * requests, no session). No answer (offline, a dropped connection, the timeout: NoAnswerError,
 * status 408), a 5xx, an answer that breaks the contract or any other throw may hide a created
 * requisite.
 */
export function failureOutcome(error: unknown): FailureOutcome {
  if (error instanceof ApiError && !(error instanceof NoAnswerError) && error.status >= 400 && error.status < 500 && error.status !== 408) {
    return 'refused';
  }
  return 'unknown';
}

/** The body as one string, keys sorted: equal values give equal fingerprints. */
function fingerprint(body: RequisiteCreate): string {
  return JSON.stringify(Object.entries(body).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : 1)));
}

export type CreateStep =
  /** Send these values with this key (a first attempt, or the same values again with the same key). */
  | { kind: 'send'; key: string }
  /** The values changed after an unknown outcome: look in the list for these previous values first. */
  | { kind: 'reconcile'; previous: RequisiteCreate };

/** The key of the current create intent and the values it was made for; pure, one per form. */
export class CreateIntentKeys {
  private open: { key: string; body: RequisiteCreate; fingerprint: string } | null = null;

  private readonly randomUUID: () => string;

  constructor(randomUUID: () => string = () => crypto.randomUUID()) {
    this.randomUUID = randomUUID;
  }

  /** What to do on submit of `body`. A 'send' step records the key for these values. */
  next(body: RequisiteCreate): CreateStep {
    const open = this.open;
    if (open === null) return { kind: 'send', key: this.fresh(body) };
    if (open.fingerprint === fingerprint(body)) return { kind: 'send', key: open.key };
    return { kind: 'reconcile', previous: open.body };
  }

  /** The list did not have the previous values: nothing was created, so these values are a new intent. */
  fresh(body: RequisiteCreate): string {
    const key = this.randomUUID();
    this.open = { key, body, fingerprint: fingerprint(body) };
    return key;
  }

  /** The answer is known (created, or refused with nothing created): the next submit is a new intent. */
  settle(): void {
    this.open = null;
  }

  /** The key awaiting an answer, if any (for tests and logs). */
  get pendingKey(): string | null {
    return this.open?.key ?? null;
  }
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
