// Typed errors of the HTTP layer. `ApiError.message` is what the trader is shown (the
// server's detail, in Russian for a code the contract documents or a validation item, or a
// Russian fallback); `describe()` is the precise English line for logs.

import { COMMON_TEXT, isErrorCode, localizeDetail } from './error-codes.ts';

export const TIMEOUT_MESSAGE = 'The operation was aborted due to timeout';

/** Russian fallbacks when the server sends no usable detail. */
const FALLBACK_MESSAGES: Record<number, string> = {
  400: 'Запрос не принят. Проверьте данные и попробуйте ещё раз.',
  401: COMMON_TEXT.sessionEnded,
  403: COMMON_TEXT.forbidden,
  404: COMMON_TEXT.notFound,
  408: 'Сервер не ответил вовремя. Попробуйте ещё раз.',
  409: 'Действие уже выполнено или больше недоступно.',
  422: 'Проверьте введённые данные.',
  429: COMMON_TEXT.tooManyRequests,
};
const FALLBACK_5XX = COMMON_TEXT.unavailable;
const FALLBACK_DEFAULT = 'Что-то пошло не так. Попробуйте ещё раз.';

export function fallbackMessage(status: number): string {
  return FALLBACK_MESSAGES[status] ?? (status >= 500 ? FALLBACK_5XX : FALLBACK_DEFAULT);
}

interface DetailItem {
  msg?: unknown;
}

/**
 * The message to show for an error body (spec section 5): the last item of a detail list
 * supplies it; a string detail is shown as is. Anything else yields null.
 */
export function detailMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('detail' in body)) return null;
  const { detail } = body;
  if (typeof detail === 'string') return detail.trim() === '' ? null : detail;
  if (Array.isArray(detail) && detail.length > 0) {
    const last: unknown = detail[detail.length - 1];
    if (typeof last === 'object' && last !== null && typeof (last as DetailItem).msg === 'string') {
      return (last as { msg: string }).msg;
    }
  }
  return null;
}

/**
 * The detail as the trader sees it, by the same rule as detailMessage() (the last item of a list,
 * a string detail directly), in Russian: a code the contract documents (ErrorCode) gets its text
 * (error-codes.ts), a validation item a Russian sentence naming the field
 * (validation-messages.ts); any other string detail is shown as sent. Null when detailMessage()
 * would find nothing to show.
 */
export function shownDetail(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('detail' in body)) return null;
  const { detail } = body;
  if (typeof detail === 'string') return detail.trim() === '' ? null : localizeDetail(detail);
  if (Array.isArray(detail) && detail.length > 0) return itemMessage(detail[detail.length - 1]);
  return null;
}

/** Whether the body's detail is a validation list (FastAPI's 422 shape). */
export function hasDetailList(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'detail' in body && Array.isArray(body.detail) && body.detail.length > 0;
}

let translateItem: ((item: unknown) => string | null) | null = null;

/**
 * Loads the validation-item texts (validation-messages.ts, a chunk of its own: a list detail comes
 * only from a form's request, never on the first screen). The HTTP layer awaits it before it
 * raises an ApiError for a list detail, so the message is always the full Russian sentence.
 */
export async function loadValidationMessages(): Promise<void> {
  if (translateItem) return;
  const { validationItemMessage } = await import('./validation-messages.ts');
  translateItem = validationItemMessage;
}

/** A list item's message: the full texts once loaded; before, a documented code or a Russian msg as sent, else the fallback. */
function itemMessage(item: unknown): string | null {
  if (translateItem) return translateItem(item);
  const msg = typeof item === 'object' && item !== null && 'msg' in item && typeof item.msg === 'string' ? item.msg.trim() : '';
  if (isErrorCode(msg)) return localizeDetail(msg);
  return /[А-Яа-яЁё]/.test(msg) ? msg.replace(/^Value error,\s*/, '') : null;
}

export interface RequestContext {
  operationId: string;
  method: string;
  path: string;
  requestId: string | null;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: unknown;
  readonly context: RequestContext;

  constructor(status: number, body: unknown, context: RequestContext, message?: string) {
    // 5xx details are technical (and English); the trader gets the Russian fallback.
    super(message ?? (status >= 500 ? null : shownDetail(body)) ?? fallbackMessage(status));
    this.status = status;
    this.body = body;
    this.context = context;
  }

  /** The raw detail value when it is a string (e.g. 'no_in_whitelist', 'ALREADY_ACTIVE'). */
  get detailCode(): string | null {
    const b = this.body;
    return typeof b === 'object' && b !== null && 'detail' in b && typeof b.detail === 'string' ? b.detail : null;
  }

  /** The line for logs, in English: the server's own detail when it sent one (a 5xx's too). */
  describe(): string {
    const c = this.context;
    const what = this instanceof NoAnswerError ? this.reason : (detailMessage(this.body) ?? 'no detail in the response body');
    return `${c.method.toUpperCase()} ${c.path} (${c.operationId}) failed with ${this.status}: ${what} [x-request-id ${c.requestId ?? 'none'}]`;
  }
}

/**
 * No answer came: 408 on the error screen ("Нет соединения с сервером", Repeat), as the session
 * already treats a sign-in that got none.
 */
export abstract class NoAnswerError extends ApiError {
  /** The English cause, for logs. */
  abstract readonly reason: string;
  /** What the trader is shown. */
  abstract readonly shown: string;

  constructor(context: RequestContext, message: string) {
    super(408, null, context, message);
  }
}

/** The spec's timeout: its message is the spec's English sentence; the trader reads the fallback. */
export class RequestTimeoutError extends NoAnswerError {
  readonly reason = TIMEOUT_MESSAGE;
  readonly shown = fallbackMessage(408);

  constructor(context: RequestContext) {
    super(context, TIMEOUT_MESSAGE);
  }
}

export const NETWORK_MESSAGE = 'Нет соединения с сервером. Проверьте подключение к интернету и повторите попытку.';

/** The request never reached the server or its answer was lost (offline, a dropped connection). */
export class NetworkError extends NoAnswerError {
  readonly reason: string;
  readonly shown = NETWORK_MESSAGE;

  constructor(context: RequestContext, cause: string) {
    super(context, NETWORK_MESSAGE);
    this.reason = `Network request failed: ${cause}`;
  }
}

export interface ContractIssue {
  path: readonly PropertyKey[];
  message: string;
}

/** A response or event payload that does not match the contract. */
export class ContractError extends Error {
  override readonly name = 'ContractError';
  readonly source: string;
  readonly issues: readonly ContractIssue[];

  constructor(source: string, issues: readonly ContractIssue[]) {
    const first = issues.slice(0, 3).map((i) => `${formatPath(i.path)}: ${i.message}`);
    const more = issues.length > 3 ? ` (+${issues.length - 3} more)` : '';
    super(`${source} does not match the contract: ${first.join('; ')}${more}`);
    this.source = source;
    this.issues = issues;
  }

  /** The first offending field, e.g. "items[0].status". */
  get field(): string {
    return this.issues[0] ? formatPath(this.issues[0].path) : '(root)';
  }
}

export function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(root)';
  return path
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i === 0 ? '' : '.'}${String(p)}`))
    .join('');
}

export const CONTRACT_MESSAGE = 'Сервер ответил неожиданно. Мы уже разбираемся, попробуйте позже.';

/**
 * What to show the trader for anything thrown: an ApiError's message (Russian fallback or the
 * server's detail), never a developer message (contract errors, timeouts and other errors get
 * a Russian text; their English detail goes to the console).
 */
export function errorMessage(error: unknown): string {
  if (error instanceof NoAnswerError) return error.shown;
  if (error instanceof ApiError) return error.message;
  if (error instanceof ContractError) return CONTRACT_MESSAGE;
  if (error instanceof Error) return FALLBACK_DEFAULT;
  return shownDetail(error) ?? FALLBACK_DEFAULT;
}

/**
 * What the withdraw and transfer forms show (spec section 8: "Withdraw and transfer errors show
 * the server's detail message"): the server's detail whatever the status, 5xx included (a
 * documented code in Russian); without one, as errorMessage().
 */
export function serverDetailMessage(error: unknown): string {
  if (error instanceof ApiError && !(error instanceof NoAnswerError)) return shownDetail(error.body) ?? error.message;
  return errorMessage(error);
}

/**
 * Whether an action that failed may still have happened at the server: no answer came (offline,
 * a dropped connection, a timeout: ours, or a 408 a server or proxy sent, which says it stopped
 * waiting, not that it did nothing), the server failed (5xx: it may have acted before failing),
 * or the answer could not be read (a broken 2xx). Only a readable 4xx refusal other than 408 says
 * that nothing happened. Every intent keeps its Idempotency-Key for an unknown outcome
 * (failureOutcome in shared/lib/pending-intents.ts, ADR 0038).
 */
export function answerUnknown(error: unknown): boolean {
  if (error instanceof NoAnswerError) return true;
  if (error instanceof ApiError) return error.status >= 500 || error.status < 400 || error.status === 408;
  return true;
}
