// Deep links: Telegram's start_param allows only [A-Za-z0-9_-] and up to 512 characters, so a
// path is encoded with `__` between segments: /balance/operations/42 <-> balance__operations__42.
import { PATHS } from '../routes/route-table.ts';

export const START_PARAM_MAX_LENGTH = 512;

const START_PARAM = /^[A-Za-z0-9_-]+$/;
/** A segment: letters, digits and '-', with single underscores only between them. */
const SEGMENT = /^[A-Za-z0-9-]+(?:_[A-Za-z0-9-]+)*$/;

/**
 * The screen a start_param names. Empty or null -> '/'. Anything malformed, too long, or a
 * path `isKnownPath` rejects -> '/'.
 */
export function startParamToPath(startParam: string | null, isKnownPath: (path: string) => boolean): string {
  if (!startParam || startParam.length > START_PARAM_MAX_LENGTH || !START_PARAM.test(startParam)) return PATHS.index;
  const segments = startParam.split('__');
  if (!segments.every((segment) => SEGMENT.test(segment))) return PATHS.index;
  const path = `/${segments.join('/')}`;
  return isKnownPath(path) ? path : PATHS.index;
}

/**
 * The start_param for a path ('' for '/'). Throws Error when the path cannot be encoded
 * (characters outside [A-Za-z0-9_-], leading/trailing/double underscores, over 512 characters).
 */
export function pathToStartParam(path: string): string {
  const trimmed = path.replace(/^\/+/, '').replace(/\/+$/, '');
  if (trimmed === '') return '';
  const segments = trimmed.split('/');
  if (!segments.every((segment) => SEGMENT.test(segment))) {
    throw new Error(`Path cannot be encoded as a start parameter: ${path}`);
  }
  const startParam = segments.join('__');
  if (startParam.length > START_PARAM_MAX_LENGTH) {
    throw new Error(`Start parameter longer than ${START_PARAM_MAX_LENGTH} characters for path: ${path}`);
  }
  return startParam;
}
