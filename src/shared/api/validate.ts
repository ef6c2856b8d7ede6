import type * as z from 'zod/mini';
import { ContractError, type ContractIssue } from './errors.ts';

interface RawIssue {
  code?: string;
  path: readonly PropertyKey[];
  message: string;
  errors?: readonly (readonly RawIssue[])[];
}

/**
 * A union failure says only "Invalid input" at the union's path; report instead the issues of
 * the branch that came closest (fewest issues), so the error names the offending field.
 */
export function explainIssues(issues: readonly RawIssue[], prefix: readonly PropertyKey[] = []): ContractIssue[] {
  return issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'invalid_union' && issue.errors && issue.errors.length > 0) {
      const closest = [...issue.errors].sort((a, b) => a.length - b.length)[0] ?? [];
      if (closest.length > 0) return explainIssues(closest, path);
    }
    return [{ path, message: issue.message }];
  });
}

/** Parse `value` with a generated validator; a mismatch throws a ContractError naming the field. */
export function validate<T>(schema: z.ZodMiniType<T>, value: unknown, source: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new ContractError(source, explainIssues(result.error.issues));
}
