// A proposed call the backend does not offer (issue 28). Its own module, so that the entry, which
// loads errors.ts, does not carry what only the screens with proposed calls use.
import { ApiError, NoAnswerError } from './errors.ts';

/** The statuses a server without a route answers: 404 (no such path), 405 (the path, not this method), 501. */
const MISSING_CALL_STATUSES: ReadonlySet<number> = new Set([404, 405, 501]);

/**
 * Whether a proposed call failed because this backend does not offer it: a 404, 405 or 501
 * answer. The feature that needs it hides or falls back (no fee line, no figures, no
 * attachments) instead of showing an error. On a call with an id, a 404 may be that id's: use it
 * there only where the call answers every id of the trader (the dispute attachments).
 */
export function callMissing(error: unknown): boolean {
  return error instanceof ApiError && !(error instanceof NoAnswerError) && MISSING_CALL_STATUSES.has(error.status);
}
