// The submit of the withdrawal and transfer forms, apart from any screen (issue 40), in the
// ports style of the guards (src/app/guards/run-guards.ts): every effect goes through `ports`,
// so the whole chain is tested with plain functions (submit-money.test.ts) and the forms only
// bind the ports (components/use-money-form.ts). Money is sent once per intent (ADR 0010, 0017):
// - an intent kept from an attempt whose answer never came (`ports.pending`) comes first: the
//   same values retry it with its key; other values first ask the backend what it did
//   (`ports.reconcile`): found, it is shown as done and nothing new is sent; not found, a new
//   intent may start; the check failed, nothing is sent and the outcome stays unknown;
// - a new intent: the field rules (with the withdrawal terms), the address's TRC20 checksum, the
//   transfer recipient's lookup ("not found" sends nothing), then the key bound to the values;
// - the trader confirms a summary (`ports.confirm`: declined, or a popup that cannot open, sends
//   nothing), biometry where offered (`ports.verify`: refused sends nothing), then the request;
// - the intent is kept before the request leaves and until its outcome is known: an answer
//   ends it, a refusal (a readable 4xx: `answerUnknown`) too with a new key next time, anything
//   else (no answer, a timeout's 408, a 5xx, an unreadable answer) leaves it unknown, its key bound.
import { ApiError, NoAnswerError, answerUnknown, serverDetailMessage } from '../../../shared/api/errors.ts';
import type { AttemptOutcome, Intent } from '../../../shared/lib/intent.ts';
import { intentFingerprint, type PendingIntent } from '../../../shared/lib/pending-intents.ts';
import { RECIPIENT_NOT_FOUND_TEXT, type RecipientLookup } from '../api/recipient-lookup.ts';
import { INTENT_COPY, readMoneyBody, type MoneyBody } from './intent-outcome.ts';
import type { BalanceOperation } from './labels.ts';
import { confirmation, validateMoneyForm, type MoneyFormErrors, type MoneyFormValues, type MoneyKind } from './money-form.ts';
import { addressError } from './trc20.ts';
import type { WithdrawalTerms } from './withdrawal-terms.ts';

/** What the form shows besides its values: the fields' errors, the server's message, the note about an unknown outcome. */
export interface MoneyView {
  errors: MoneyFormErrors;
  serverError: string | null;
  note: string | null;
}

/** How the operation became known: the request's answer, or found made by an earlier attempt. */
export type CreatedBy = 'answer' | 'found';

export interface MoneyPorts {
  /** The confirmation popup: true when the trader confirmed (a throw counts as declined). */
  confirm(popup: { title: string; message: string; confirmText: string }): Promise<boolean>;
  /** Biometry where the client offers it and the trader left it on: true, or why nothing is sent. */
  verify(): Promise<true | string>;
  /** The request with the intent's Idempotency-Key: the operation made, or a throw. */
  send(body: MoneyBody, key: string): Promise<BalanceOperation>;
  /** What the backend did with a kept intent: its operation, or null; throws when it cannot tell. */
  reconcile(body: MoneyBody, sentAt: number): Promise<BalanceOperation | null>;
  /** The intent kept (shared/lib/pending-intents.ts) until its outcome is known, for this form's kind. */
  pending: { read(): PendingIntent | null; write(intent: PendingIntent): void; clear(): void };
  /** The withdrawal terms to check and confirm with; null without them (and for a transfer). */
  terms(): Promise<WithdrawalTerms | null>;
  /** What the lookup says about exactly this recipient (a transfer). */
  recipient(recipient: string): Promise<RecipientLookup>;
  /** The label this address is saved under, or null. */
  label(address: string): string | null;
  /** The form's intent (shared/lib/intent.ts): the key for these values, a kept key taken over, an unknown outcome learnt. */
  intent: Pick<Intent, 'keyFor' | 'resume' | 'settle'>;
  /** This device's clock, ms since the epoch. */
  now(): number;
  /** Updates what the form shows (a part of it; the rest stays). */
  show(patch: Partial<MoneyView>): void;
  /** An outcome unknown after a request: the balance shown next must come from the backend, not the cache. */
  refreshBalance(): void;
  /** The haptic of an outcome. */
  feel(type: 'success' | 'error'): void;
  /** The operation exists: `body` is what was sent (or kept). */
  created(operation: BalanceOperation, body: MoneyBody, by: CreatedBy): void;
}

/** What was typed, on which form, with the available amount it is checked against. */
export interface TypedMoney {
  kind: MoneyKind;
  values: MoneyFormValues;
  max: number;
}

interface Attempt {
  body: MoneyBody;
  key: string;
  sentAt: number;
  terms: WithdrawalTerms | null;
  recipientName: string | null;
}

const nameOf = (lookup: RecipientLookup | null) => (lookup?.phase === 'found' ? lookup.name : null);

/** A submit of the form: what the intent became ('done', 'open' or 'unknown': shared/lib/intent.ts). */
export async function submitMoney(ports: MoneyPorts, typed: TypedMoney): Promise<AttemptOutcome> {
  ports.show({ serverError: null });
  const pending = ports.pending.read();
  if (pending) {
    const settled = await settlePending(ports, typed, pending);
    if (settled !== 'continue') return settled;
  }
  return submitNew(ports, typed);
}

/**
 * An intent with an unknown outcome is waiting: the same values retry it with its key; other
 * values first learn what the backend did. 'continue' means it did nothing: a new intent may go.
 */
async function settlePending(ports: MoneyPorts, { kind, values }: TypedMoney, pending: PendingIntent): Promise<AttemptOutcome | 'continue'> {
  // The available amount does not limit a retry: the first attempt may already have taken it.
  const same = validateMoneyForm(kind, values, Number.MAX_SAFE_INTEGER);
  if (same.ok && intentFingerprint(same.body) === pending.fingerprint) {
    ports.intent.resume(pending.key, pending.fingerprint);
    // A retry is not refused on the lookup's word: the first attempt may have gone through.
    const named = 'recipient' in same.body ? await ports.recipient(same.body.recipient) : null;
    return confirmAndSend(ports, kind, { body: same.body, key: pending.key, sentAt: pending.sentAt, terms: await ports.terms(), recipientName: nameOf(named) });
  }
  const body = readMoneyBody(kind, pending.body);
  if (body) {
    let operation: BalanceOperation | null;
    try {
      operation = await ports.reconcile(body, pending.sentAt);
    } catch {
      ports.show({ serverError: INTENT_COPY.checkFailed });
      ports.feel('error');
      return 'unknown';
    }
    if (operation) {
      ports.pending.clear();
      ports.created(operation, body, 'found');
      return 'done';
    }
  }
  ports.pending.clear();
  ports.intent.settle();
  ports.show({ note: null });
  return 'continue';
}

/** A new intent: the checks, then the key bound to the values sent. */
async function submitNew(ports: MoneyPorts, { kind, values, max }: TypedMoney): Promise<AttemptOutcome> {
  const refuse = (errors: MoneyFormErrors): AttemptOutcome => {
    ports.show({ errors });
    ports.feel('error');
    return 'open';
  };
  const terms = await ports.terms();
  const checked = validateMoneyForm(kind, values, max, terms);
  if (!checked.ok) return refuse(checked.errors);
  if ('address' in checked.body) {
    // A saved address too: storage is not ours to trust.
    const typo = await addressError(checked.body.address);
    if (typo) return refuse({ target: typo });
  }
  // Nobody has this username or id: nothing is sent (a backend without the lookup: as before).
  const named = 'recipient' in checked.body ? await ports.recipient(checked.body.recipient) : null;
  if (named?.phase === 'not-found') return refuse({ target: RECIPIENT_NOT_FOUND_TEXT });
  ports.show({ errors: {} });
  const key = ports.intent.keyFor(intentFingerprint(checked.body));
  return confirmAndSend(ports, kind, { body: checked.body, key, sentAt: ports.now(), terms, recipientName: nameOf(named) });
}

/** Confirmation (with the terms, the saved label, the recipient's name where known), biometry, then the request. */
async function confirmAndSend(ports: MoneyPorts, kind: MoneyKind, attempt: Attempt): Promise<AttemptOutcome> {
  const { body, terms, recipientName } = attempt;
  const label = 'address' in body ? ports.label(body.address) : null;
  const confirmed = await ports.confirm(confirmation(body, { terms, label, recipientName })).catch(() => false);
  if (!confirmed) return 'open';
  const passed = await ports.verify();
  if (passed !== true) {
    ports.show({ serverError: passed });
    ports.feel('error');
    return 'open';
  }
  return send(ports, kind, attempt);
}

/** Sends with the intent's key; the intent is kept until its outcome is known. */
async function send(ports: MoneyPorts, kind: MoneyKind, { body, key, sentAt }: Attempt): Promise<AttemptOutcome> {
  ports.show({ errors: {} });
  ports.pending.write({ kind, key, fingerprint: intentFingerprint(body), body, sentAt });
  let operation: BalanceOperation;
  try {
    operation = await ports.send(body, key);
  } catch (error) {
    // The values stay, and the server's message shows.
    ports.show({ serverError: serverDetailMessage(error) });
    ports.feel('error');
    if (!answerUnknown(error)) {
      // A refusal: nothing happened, the next attempt is a new intent.
      ports.pending.clear();
      ports.intent.settle();
      return 'open';
    }
    // Whatever happened, the balance shown next comes from the backend, not from the cache.
    ports.refreshBalance();
    // An answer that came (a 5xx) is not a lost one: the note says the server did not confirm.
    ports.show({ note: error instanceof ApiError && !(error instanceof NoAnswerError) ? INTENT_COPY.errorAnswer : INTENT_COPY.lost });
    return 'unknown';
  }
  ports.pending.clear();
  ports.show({ note: null });
  ports.feel('success');
  ports.created(operation, body, 'answer');
  return 'done';
}
