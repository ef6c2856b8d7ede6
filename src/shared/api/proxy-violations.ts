// Development against a real backend (`npm run dev -- --backend ...`, ADR 0012): Prism's validating
// proxy stands between the app and the backend and lists every contract violation of a request
// or response in the `sl-violations` response header. This middleware puts each one in the
// browser console with the operation and the field. Only the dev build installs it.
import type { Middleware } from 'openapi-fetch';
import type { OperationInfo } from '../../../generated/openapi/trader-api.operations.ts';
import { formatPath } from './errors.ts';
import { operationIndex, type Logger } from './middleware.ts';

export const VIOLATIONS_HEADER = 'sl-violations';

export interface ProxyViolation {
  /** e.g. "response.body.items.0.status" becomes "response body items[0].status". */
  where: string;
  message: string;
  severity: string;
}

/** The violations Prism lists in the header (a JSON array); [] when absent or unreadable. */
export function parseViolations(header: string | null): ProxyViolation[] {
  if (!header) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(header.replace(/^Too many violations! /, ''));
  } catch {
    return [{ where: '(unreadable)', message: header.slice(0, 200), severity: 'Error' }];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.map((item: unknown) => {
    const v = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
    const location = Array.isArray(v.location) ? v.location.map((p) => (typeof p === 'string' && /^\d+$/.test(p) ? Number(p) : String(p))) : [];
    const [side = '', part = '', ...field] = location;
    return {
      where: [side, part, field.length > 0 ? formatPath(field) : ''].filter((s) => s !== '').join(' '),
      message: typeof v.message === 'string' ? v.message : 'violation',
      severity: typeof v.severity === 'string' ? v.severity : 'Error',
    };
  });
}

export function createProxyViolationMiddleware(operations: Readonly<Record<string, OperationInfo>>, logger: Logger): Middleware {
  const index = operationIndex(operations);
  return {
    onResponse({ request, response, schemaPath }) {
      const violations = parseViolations(response.headers.get(VIOLATIONS_HEADER));
      if (violations.length === 0) return undefined;
      const op = index.get(`${request.method.toLowerCase()} ${schemaPath}`);
      const name = `${op?.operationId ?? 'unknownOperation'} (${request.method} ${schemaPath} -> ${response.status})`;
      for (const v of violations) logger.warn(`Contract violation in ${name}: ${v.where}: ${v.message} [Prism proxy, ${v.severity}]`);
      return undefined;
    },
  };
}
