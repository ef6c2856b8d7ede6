// Request validation with the generated zod request schemas (z<Op>Body, z<Op>Headers, z<Op>Path,
// z<Op>Query), answered the way FastAPI answers: 422 with {detail: [{loc, msg, type}]}.
import * as z from 'zod/mini';
import type { components } from '../../generated/openapi/trader-api.ts';

export type ValidationErrorItem = components['schemas']['ValidationErrorItem'];
export type RequestPart = 'body' | 'header' | 'path' | 'query';

export type PartResult<T> = { ok: true; value: T } | { ok: false; detail: ValidationErrorItem[] };

function valueAt(input: unknown, pathParts: readonly PropertyKey[]): unknown {
  let current = input;
  for (const key of pathParts) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = Reflect.get(current, key);
  }
  return current;
}

/** One zod issue in FastAPI's words (pydantic's error types and messages). */
function fastApiItem(part: RequestPart, issue: z.core.$ZodIssue, input: unknown): ValidationErrorItem {
  const loc = [part, ...issue.path.filter((p): p is string | number => typeof p !== 'symbol')];
  if (issue.code === 'invalid_type' && valueAt(input, issue.path) === undefined) return { loc, msg: 'Field required', type: 'missing' };
  switch (issue.code) {
    case 'invalid_type':
      return { loc, msg: `Input should be a valid ${issue.expected}`, type: `${issue.expected}_type` };
    case 'too_small':
      return issue.origin === 'string'
        ? { loc, msg: `String should have at least ${String(issue.minimum)} characters`, type: 'string_too_short' }
        : issue.inclusive
          ? { loc, msg: `Input should be greater than or equal to ${String(issue.minimum)}`, type: 'greater_than_equal' }
          : { loc, msg: `Input should be greater than ${String(issue.minimum)}`, type: 'greater_than' };
    case 'too_big':
      return issue.origin === 'string'
        ? { loc, msg: `String should have at most ${String(issue.maximum)} characters`, type: 'string_too_long' }
        : issue.inclusive
          ? { loc, msg: `Input should be less than or equal to ${String(issue.maximum)}`, type: 'less_than_equal' }
          : { loc, msg: `Input should be less than ${String(issue.maximum)}`, type: 'less_than' };
    case 'invalid_format':
      return issue.format === 'regex'
        ? // zod gives the pattern as a regex literal (/^T...$/); pydantic quotes its source.
          { loc, msg: `String should match pattern '${(issue.pattern ?? '').replace(/^\/(.*)\/[a-z]*$/s, '$1')}'`, type: 'string_pattern_mismatch' }
        : { loc, msg: `Input should be a valid ${issue.format}`, type: `${issue.format}_parsing` };
    case 'invalid_value':
      return { loc, msg: `Input should be ${issue.values.map((v) => `'${String(v)}'`).join(' or ')}`, type: 'enum' };
    case 'custom':
      // A model validator's refusal, as pydantic words it.
      return { loc, msg: `Value error, ${issue.message}`, type: 'value_error' };
    default:
      return { loc, msg: issue.message, type: issue.code };
  }
}

/** The generated header, path and query schemas are objects; their fields are read by name. */
export type ObjectSchema<T> = z.ZodMiniType<T> & { shape: z.core.$ZodShape };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Path and query parameters arrive as strings; FastAPI converts "11" to an integer where the
 * schema asks for one. A field that fails as a string is tried again as a number.
 */
function coerceParameters(shape: z.core.$ZodShape, raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...raw };
  for (const [key, field] of Object.entries(shape)) {
    const value = raw[key];
    if (typeof value !== 'string' || !/^-?\d+(\.\d+)?$/.test(value)) continue;
    if (!z.safeParse(field, value).success && z.safeParse(field, Number(value)).success) out[key] = Number(value);
  }
  return out;
}

/**
 * Headers arrive lower-cased; the generated header schemas name them as the contract does
 * (`Idempotency-Key`), so each documented header is looked up case-insensitively.
 */
function headerInput(shape: z.core.$ZodShape, headers: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of Object.keys(shape)) {
    const value = headers[name.toLowerCase()];
    out[name] = Array.isArray(value) ? value[0] : value;
  }
  return out;
}

function result<T>(part: RequestPart, schema: z.ZodMiniType<T>, input: unknown): PartResult<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, detail: parsed.error.issues.map((issue) => fastApiItem(part, issue, input)) };
}

export function parseBody<T>(schema: z.ZodMiniType<T>, body: unknown): PartResult<T> {
  return result('body', schema, body);
}

export function parseParameters<T>(part: Exclude<RequestPart, 'body'>, schema: ObjectSchema<T>, raw: unknown): PartResult<T> {
  const values = isRecord(raw) ? raw : {};
  const input = part === 'header' ? headerInput(schema.shape, values) : coerceParameters(schema.shape, values);
  return result(part, schema, input);
}

/** A body that is not JSON, as FastAPI reports it. */
export function jsonDecodeError(error: unknown): ValidationErrorItem[] {
  return [{ loc: ['body', 0], msg: `JSON decode error: ${error instanceof Error ? error.message : String(error)}`, type: 'json_invalid' }];
}
