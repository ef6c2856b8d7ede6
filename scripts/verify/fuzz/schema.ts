// The contract's own schemas as input generators (issue 29): for a parameter or body schema of
// the bundled OpenAPI documents, a fast-check arbitrary of values it accepts, and the values at
// and past its edges that a server is most likely to mishandle: boundaries, negative, zero and
// huge numbers, other types, missing fields, malformed and oversized strings. Only the JSON
// Schema the contracts use is read (type, enum, const, oneOf/anyOf/allOf, properties, required,
// items, length, pattern, format, minimum/maximum, multipleOf); anything else is ignored, so a
// schema gains values, never loses them.
import fc from 'fast-check';
import { isObject, type Json } from '../contract.ts';

export type Schema = Json | boolean;

/** An input value with the reason it was chosen, e.g. { label: 'negative', value: -1 }. */
export interface Edge {
  label: string;
  value: unknown;
}

/** Where the value goes: a path or query parameter travels as text in the URL; a body field as JSON. */
export type Place = 'path' | 'query' | 'body';

/** Longest string sent in a URL: servers and proxies refuse longer request lines (nginx: 8 KiB) with an undocumented 414. */
const URL_STRING = 2_000;
/** An oversized string in a body. */
const BODY_STRING = 10_000;
const INT32_MAX = 2 ** 31 - 1;

/** Follows `$ref`s of the bundled document; keywords beside a `$ref` (a default, say) are kept. */
export function resolve(doc: Json, schema: Schema | undefined): Json {
  if (!isObject(schema)) return {};
  let node: Json = schema;
  for (let depth = 0; typeof node.$ref === 'string' && depth < 20; depth += 1) {
    const { $ref, ...siblings } = node;
    let target: unknown = doc;
    for (const part of $ref.replace(/^#\//, '').split('/')) target = isObject(target) ? target[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
    node = { ...(isObject(target) ? target : {}), ...siblings };
  }
  return node;
}

function types(schema: Json): string[] {
  if (typeof schema.type === 'string') return [schema.type];
  if (Array.isArray(schema.type)) return schema.type.filter((t): t is string => typeof t === 'string');
  if (isObject(schema.properties) || Array.isArray(schema.required)) return ['object'];
  if (schema.items !== undefined) return ['array'];
  return [];
}

/**
 * One character of generated text: printable ASCII, the rest of the Basic Multilingual Plane and
 * the astral planes (emoji), no lone surrogate (it has no UTF-8 form). fast-check's own 'binary'
 * unit takes seconds to set up; this one takes none.
 */
export const CHARACTER = fc
  .oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0xa0, max: 0xd7ff }), fc.integer({ min: 0xe000, max: 0xfffd }), fc.integer({ min: 0x10000, max: 0x10ffff }))
  .map((code) => String.fromCodePoint(code));

/** A body may also carry control characters (JSON escapes them). */
export const BODY_CHARACTER = fc.oneof(CHARACTER, fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCodePoint(code)));

const num = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** The decimals of a multipleOf step (0.01 -> 2). */
function decimals(step: number): number {
  const text = String(step);
  const exponent = /e-(\d+)$/.exec(text);
  if (exponent) return Number(exponent[1]);
  return (text.split('.')[1] ?? '').length;
}

function bounds(schema: Json, integer: boolean): { min: number | undefined; max: number | undefined } {
  const tick = integer ? 1 : Number.EPSILON;
  const exclusiveMin = num(schema.exclusiveMinimum);
  const exclusiveMax = num(schema.exclusiveMaximum);
  const min = num(schema.minimum) ?? (exclusiveMin !== undefined ? exclusiveMin + tick : undefined);
  const max = num(schema.maximum) ?? (exclusiveMax !== undefined ? exclusiveMax - tick : undefined);
  return { min, max };
}

/** Values the schema accepts, as an arbitrary; depth guards against a document that nests without end. */
export function valid(doc: Json, input: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (input === true || input === undefined) return fc.jsonValue({ maxDepth: 1 });
  if (input === false) return fc.constant(undefined);
  const schema = resolve(doc, input);
  if (depth > 8) return fc.constant(null);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const branches = Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : null;
  if (branches) return fc.oneof(...branches.map((branch) => valid(doc, merge(schema, branch as Schema), depth + 1)));
  if (Array.isArray(schema.allOf)) return valid(doc, schema.allOf.reduce<Json>((all, part) => merge(all, resolve(doc, part as Schema)), withoutKey(schema, 'allOf')), depth + 1);
  const kinds = types(schema);
  if (kinds.length > 1) return fc.oneof(...kinds.map((type) => valid(doc, { ...schema, type }, depth + 1)));
  switch (kinds[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      const { min, max } = bounds(schema, true);
      return fc.integer({ min: min ?? -INT32_MAX - 1, max: max ?? INT32_MAX });
    }
    case 'number': {
      const { min, max } = bounds(schema, false);
      const step = num(schema.multipleOf);
      if (step !== undefined) {
        const places = decimals(step);
        const low = Math.ceil((min ?? -1e9) / step);
        const high = Math.floor((max ?? 1e9) / step);
        return fc.integer({ min: low, max: high }).map((k) => Number((k * step).toFixed(places)));
      }
      return fc.double({ min: min ?? -1e9, max: max ?? 1e9, noNaN: true, noDefaultInfinity: true }).map((x) => (Object.is(x, -0) ? 0 : x));
    }
    case 'string':
      return validString(schema);
    case 'array': {
      const minLength = num(schema.minItems) ?? 0;
      const maxLength = Math.max(minLength, Math.min(num(schema.maxItems) ?? 3, 8));
      return fc.array(valid(doc, schema.items as Schema | undefined, depth + 1), { minLength, maxLength });
    }
    case 'object': {
      const properties = isObject(schema.properties) ? schema.properties : {};
      const required = Array.isArray(schema.required) ? schema.required.filter((r): r is string => typeof r === 'string') : [];
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties)) model[name] = valid(doc, property as Schema, depth + 1);
      for (const name of required) model[name] ??= fc.jsonValue({ maxDepth: 1 });
      return fc.record(model, { requiredKeys: required });
    }
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

function withoutKey(schema: Json, key: string): Json {
  const { [key]: _dropped, ...rest } = schema;
  return rest;
}

/** A oneOf branch or allOf part together with the keywords beside it (properties merged). */
function merge(base: Json, extra: Schema): Json {
  const part = isObject(extra) ? extra : {};
  const outer = withoutKey(withoutKey(withoutKey(base, 'oneOf'), 'anyOf'), 'allOf');
  const properties = { ...(isObject(outer.properties) ? outer.properties : {}), ...(isObject(part.properties) ? part.properties : {}) };
  const required = [...(Array.isArray(outer.required) ? outer.required : []), ...(Array.isArray(part.required) ? part.required : [])];
  return { ...outer, ...part, ...(Object.keys(properties).length ? { properties } : {}), ...(required.length ? { required: [...new Set(required)] } : {}) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function validString(schema: Json): fc.Arbitrary<string> {
  const minLength = num(schema.minLength) ?? 0;
  const maxLength = Math.max(minLength, num(schema.maxLength) ?? minLength + 40);
  const fits = (text: string) => [...text].length >= minLength && [...text].length <= maxLength;
  if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern, 'u')).filter(fits);
  switch (schema.format) {
    case 'uuid':
      return fc.uuid({ version: 4 });
    case 'date-time':
      return fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString());
    case 'date':
      return fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    default:
      return fc.string({ unit: CHARACTER, minLength, maxLength: Math.min(maxLength, minLength + 40) });
  }
}

/** A short string of the same kind as the values, for "wrong type" edges. */
const OTHER_TYPES: Readonly<Record<string, Edge[]>> = {
  string: [{ label: 'a string', value: 'abc' }],
  number: [{ label: 'a number', value: 12.5 }],
  integer: [{ label: 'an integer', value: 7 }],
  boolean: [{ label: 'a boolean', value: true }],
  null: [{ label: 'null', value: null }],
  array: [{ label: 'an array', value: [] }],
  object: [{ label: 'an object', value: {} }],
};

/** Values of the types the schema does not take (a number where text is due, ...). */
function wrongTypes(schema: Json, place: Place): Edge[] {
  const accepted = new Set(types(schema));
  if (accepted.has('number')) accepted.add('integer');
  if (accepted.size === 0) return [];
  if (place !== 'body') {
    // A URL carries text only: a wrong type is text that does not read as the type.
    if (accepted.has('integer') || accepted.has('number')) return [{ label: 'not a number', value: 'abc' }, { label: 'a fraction', value: '1.5' }, { label: 'an exponent', value: '1e3' }];
    if (accepted.has('boolean')) return [{ label: 'not a boolean', value: 'maybe' }];
    return [];
  }
  return Object.entries(OTHER_TYPES)
    .filter(([type]) => !accepted.has(type) && !(type === 'integer' && accepted.has('number')))
    .flatMap(([, edges]) => edges);
}

/** The edges of a number: its bounds and just past them, zero, negative and huge, too many decimals. */
function numberEdges(schema: Json, integer: boolean, place: Place): Edge[] {
  const { min, max } = bounds(schema, integer);
  const step = num(schema.multipleOf);
  const edges: Edge[] = [
    { label: 'negative', value: -1 },
    { label: 'zero', value: 0 },
    { label: 'huge (past 32 bits)', value: 2 ** 31 },
    { label: 'huge (past 64 bits)', value: place === 'body' ? 1e20 : '99999999999999999999' },
    { label: 'the smallest 32-bit integer', value: -(2 ** 31) },
  ];
  if (min !== undefined) edges.push({ label: 'the minimum', value: min }, { label: 'below the minimum', value: integer ? min - 1 : Number((min - (step ?? 1)).toFixed(6)) });
  if (max !== undefined) edges.push({ label: 'the maximum', value: max }, { label: 'above the maximum', value: integer ? max + 1 : max + (step ?? 1) });
  if (step !== undefined) edges.push({ label: `not a multiple of ${step}`, value: Number(((min ?? 0) + step + step / 10).toFixed(decimals(step) + 1)) });
  if (integer) edges.push({ label: 'a fraction', value: 1.5 });
  if (place === 'body') edges.push({ label: 'the largest double', value: Number.MAX_VALUE }, { label: 'the smallest positive double', value: Number.MIN_VALUE });
  else edges.push({ label: 'oversized', value: '9'.repeat(URL_STRING) });
  return edges;
}

/** The edges of a string: empty, just past its lengths, oversized, off its pattern or format, odd characters. */
function stringEdges(schema: Json, place: Place): Edge[] {
  const minLength = num(schema.minLength);
  const maxLength = num(schema.maxLength);
  const oversized = place === 'body' ? BODY_STRING : URL_STRING;
  const edges: Edge[] = [
    // An empty path parameter changes the route (a '//' in the path), not the parameter.
    ...(place === 'path' ? [] : [{ label: 'empty', value: '' }]),
    { label: 'oversized', value: 'x'.repeat(oversized) },
    { label: 'whitespace only', value: ' \t ' },
    { label: 'non-ASCII', value: 'Ωмир🙂' },
    { label: 'a control character', value: 'a\u0000b' },
    { label: 'quotes and SQL', value: `' OR 1=1 --"` },
  ];
  if (minLength !== undefined && minLength > 1) edges.push({ label: 'one character too short', value: 'x'.repeat(minLength - 1) });
  if (maxLength !== undefined && maxLength + 1 < oversized) edges.push({ label: 'one character too long', value: 'x'.repeat(maxLength + 1) });
  if (typeof schema.pattern === 'string' || schema.format !== undefined) edges.push({ label: 'off its pattern', value: 'not-a-match' });
  if (schema.format === 'uuid') {
    edges.push(
      { label: 'the nil UUID', value: '00000000-0000-0000-0000-000000000000' },
      { label: 'a UUID without dashes', value: '2f1d6c9e8b7a4c3d9e0f1a2b3c4d5e6f' },
      { label: 'a UUID one character too long', value: '2f1d6c9e-8b7a-4c3d-9e0f-1a2b3c4d5e6f0' },
      { label: 'a negative number', value: '-1' },
      { label: 'zero', value: '0' },
    );
  }
  if (schema.format === 'date' || schema.format === 'date-time') {
    edges.push({ label: 'an impossible date', value: schema.format === 'date' ? '2026-02-30' : '2026-02-30T25:61:00Z' }, { label: 'year 0', value: schema.format === 'date' ? '0000-01-01' : '0000-01-01T00:00:00Z' });
  }
  return edges;
}

/**
 * The values at and past the schema's edges, each labelled, most telling first: for a number
 * negative, zero and huge come before the bounds. Accepted values may be among them (the
 * minimum, an id of -1 where ids have no lower bound): a server must answer those too.
 */
export function edges(doc: Json, input: Schema | undefined, place: Place): Edge[] {
  const schema = resolve(doc, input);
  const found: Edge[] = [];
  const kinds = types(schema);
  if (Array.isArray(schema.enum)) {
    const first = schema.enum.find((v): v is string => typeof v === 'string');
    found.push({ label: 'not one of its values', value: 'NOT_A_VALUE' });
    if (first !== undefined && first.toLowerCase() !== first.toUpperCase()) found.push({ label: 'a value in the other case', value: first === first.toUpperCase() ? first.toLowerCase() : first.toUpperCase() });
  }
  if (kinds.includes('integer')) found.push(...numberEdges(schema, true, place));
  else if (kinds.includes('number')) found.push(...numberEdges(schema, false, place));
  if (kinds.includes('string') && !Array.isArray(schema.enum)) found.push(...stringEdges(schema, place));
  if (kinds.includes('array') && place === 'body') found.push({ label: 'an empty list', value: [] }, { label: 'a list of nulls', value: Array.from({ length: Math.max(1, (num(schema.maxItems) ?? 3) + 1) }, () => null) });
  const branches = Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : [];
  for (const branch of branches) found.push(...edges(doc, branch as Schema, place).filter((e) => !found.some((f) => Object.is(f.value, e.value))));
  found.push(...wrongTypes(schema, place));
  if (place !== 'body') return found.map((e) => ({ label: e.label, value: typeof e.value === 'string' ? e.value : JSON.stringify(e.value) })).filter(safeInUrl);
  return found;
}

/**
 * '.' and '..' are path segments a URL parser resolves away; a control character in a URL is
 * refused by HTTP servers and proxies before the API sees it (with statuses no contract lists).
 */
function safeInUrl(edge: Edge): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what is looked for
  return typeof edge.value === 'string' && edge.value !== '.' && edge.value !== '..' && !/[\u0000-\u001f\u007f]/.test(edge.value);
}

export function isUuid(value: unknown): boolean {
  return typeof value === 'string' && UUID.test(value);
}
