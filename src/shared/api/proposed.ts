// A call the contract proposes (`x-contract: proposed`) may not exist on the backend a build
// runs against. What such a backend answers: FastAPI's 404 for a path it does not route, 405 for a
// method it does not take there, or 501. A screen that uses a proposed call reads these as "the
// capability is missing": it hides the feature or falls back to what it can do without it, and
// never shows the error screen for it (issue 28).
import { ApiError } from './errors.ts';

export const MISSING_CALL_STATUSES: readonly number[] = [404, 405, 501];

/** True when the error is the backend saying it has no such call. */
export function isMissingCall(error: unknown): boolean {
  return error instanceof ApiError && MISSING_CALL_STATUSES.includes(error.status);
}
