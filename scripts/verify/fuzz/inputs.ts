// The generated inputs of one operation (issue 29): its parameters and body, read from the
// bundled contract, turned into requests. First the inputs that find bugs most often, the same
// for every seed (ids the backend itself answered, then each parameter's and body field's edges:
// negative, zero and huge ids, wrong types, missing fields, unparsable JSON, oversized strings),
// then random ones from fast-check with the seed. For a write, only bodies the contract refuses
// (oracle.ts) and ids no backend holds, so a conforming server changes nothing.
import fc from 'fast-check';
import { isObject, requestExample, type ContractOp, type Json } from '../contract.ts';
import { showValue } from '../results.ts';
import type { BodyOracle } from './oracle.ts';
import { BODY_CHARACTER, CHARACTER, edges, resolve, valid, type Edge, type Schema } from './schema.ts';

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: Json;
}

export interface OperationInputs {
  op: ContractOp;
  parameters: Parameter[];
  /** The JSON request body's schema, if the operation takes one. */
  body: Json | null;
}

/** One generated request. */
export interface FuzzCase {
  /** What was generated, e.g. "path category_id = -1 (negative)". */
  label: string;
  /** Where: "path category_id", "query size", "body", "body.amount"; failures are grouped by it. */
  where: string;
  path: Record<string, string>;
  query: Record<string, string>;
  body?: { json: unknown } | { raw: string };
}

export interface CaseOptions {
  seed: number;
  maxExamples: number;
  /** A write: bodies the contract refuses and ids no backend holds only. */
  write: boolean;
  /** Ids earlier answers carried, by parameter name, with the operation that answered each. */
  known(param: string): { value: string | number; from: string }[];
}

/** Bodies that are not JSON, sent as application/json. */
const UNPARSABLE: readonly Edge[] = [
  { label: 'unparsable JSON: truncated', value: '{"amount": 1,' },
  { label: 'unparsable JSON: an open brace', value: '{' },
  { label: 'unparsable JSON: plain text', value: 'not json' },
  { label: 'unparsable JSON: single quotes', value: "{'amount': 1}" },
  { label: 'unparsable JSON: NaN', value: '{"amount": NaN}' },
  { label: 'unparsable JSON: a trailing brace', value: '{"a": 1}}' },
];

/** Valid JSON of the wrong shape for an object body. */
const OTHER_BODIES: readonly Edge[] = [
  { label: 'an array', value: [] },
  { label: 'a string', value: 'text' },
  { label: 'a number', value: 42 },
  { label: 'null', value: null },
];

/** The known ids fed to a read, per parameter. */
const KNOWN_PER_PARAMETER = 3;

/**
 * Text a path parameter can carry: a '/' (sent as %2F, which servers decode before routing) or
 * a '\\' would make it another path, with another route's answer (405 on a method it lacks).
 */
const fitsPath = (value: string) => !/[/\\]/.test(value);

/**
 * A write's path id must be one no backend holds. A number a lenient parser reads as a positive
 * 32-bit integer ("7", " 7", "7.0", "7e0") could be a real requisite's id: such a value is never
 * sent to a write.
 */
function couldBeRealId(value: string): boolean {
  const n = Number(value);
  return value.trim() !== '' && Number.isInteger(n) && n > 0 && n < 2 ** 31;
}

function deref(doc: Json, node: unknown): Json {
  return resolve(doc, isObject(node) ? node : undefined);
}

/** The parameters and body of an operation in a bundled document. */
export function operationInputs(doc: Json, op: ContractOp): OperationInputs {
  const paths = isObject(doc.paths) ? doc.paths : {};
  const item = isObject(paths[op.path]) ? paths[op.path] : {};
  const node = isObject(item) && isObject(item[op.method]) ? item[op.method] : {};
  const declared = [...(isObject(item) && Array.isArray(item.parameters) ? item.parameters : []), ...(isObject(node) && Array.isArray(node.parameters) ? node.parameters : [])];
  const parameters: Parameter[] = [];
  for (const raw of declared) {
    const parameter = deref(doc, raw);
    if ((parameter.in !== 'path' && parameter.in !== 'query') || typeof parameter.name !== 'string') continue;
    parameters.push({ name: parameter.name, in: parameter.in, required: parameter.required === true || parameter.in === 'path', schema: isObject(parameter.schema) ? parameter.schema : {} });
  }
  const requestBody = isObject(node) ? deref(doc, node.requestBody) : {};
  const content = isObject(requestBody.content) && isObject(requestBody.content['application/json']) ? requestBody.content['application/json'] : null;
  return { op, parameters, body: content && isObject(content.schema) ? content.schema : null };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** One sample of an arbitrary for a seed: the same value for the same seed. */
function sampleOne<T>(arbitrary: fc.Arbitrary<T>, seed: number): T {
  const [value] = fc.sample(arbitrary, { seed, numRuns: 1 });
  return value as T;
}

/** A small stable number from a text, so each operation and field draws from its own stream. */
function hash(textValue: string): number {
  let h = 2166136261;
  for (const char of textValue) h = Math.imul(h ^ (char.codePointAt(0) ?? 0), 16777619);
  return h >>> 0;
}

interface Location {
  where: string;
  cases: FuzzCase[];
}

/** Sets `value` at `at` in a copy of `body`; `undefined` removes the field. */
function setAt(body: unknown, at: readonly (string | number)[], value: unknown): unknown {
  if (at.length === 0) return value;
  const [head, ...rest] = at;
  if (Array.isArray(body) && typeof head === 'number') return body.map((item, i) => (i === head ? setAt(item, rest, value) : item));
  if (!isObject(body) || typeof head !== 'string') return body;
  const next = setAt(body[head], rest, value);
  return Object.fromEntries([...Object.entries(body).filter(([key]) => key !== head), ...(next === undefined ? [] : [[head, next] as const])]);
}

function fieldName(at: readonly (string | number)[]): string {
  return at.map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? part : `.${part}`)).join('');
}

/** The fields of a body, with their schemas, down to a few levels (the first item of an array stands for all). */
function bodyFields(doc: Json, schema: Schema, value: unknown, at: (string | number)[] = [], depth = 0): { at: (string | number)[]; schema: Json; required: boolean }[] {
  const node = resolve(doc, schema);
  if (depth > 3) return [];
  const branches = Array.isArray(node.oneOf) ? node.oneOf : Array.isArray(node.anyOf) ? node.anyOf : null;
  if (branches && isObject(value)) {
    // The branch the value is (the one whose required fields it has) names its fields.
    const branch = branches.map((b) => resolve(doc, b as Schema)).find((b) => (Array.isArray(b.required) ? b.required : []).every((r) => typeof r === 'string' && r in value));
    return branch ? bodyFields(doc, branch, value, at, depth) : [];
  }
  const fields: { at: (string | number)[]; schema: Json; required: boolean }[] = [];
  if (isObject(value) && isObject(node.properties)) {
    const required = Array.isArray(node.required) ? node.required : [];
    for (const [name, property] of Object.entries(node.properties)) {
      const child = resolve(doc, property as Schema);
      fields.push({ at: [...at, name], schema: child, required: required.includes(name) });
      if (name in value) fields.push(...bodyFields(doc, child, value[name], [...at, name], depth + 1));
    }
  }
  if (Array.isArray(value) && value.length > 0 && node.items !== undefined) {
    const item = resolve(doc, node.items as Schema);
    // An item of a list is not a field that can be missing; its edges stand in for the list's.
    fields.push({ at: [...at, 0], schema: item, required: false });
    fields.push(...bodyFields(doc, item, value[0], [...at, 0], depth + 1));
  }
  return fields;
}

/** The generated inputs of one operation for one seed, at most `maxExamples`, most telling first. */
export function fuzzCases(doc: Json, documentName: string, inputs: OperationInputs, oracle: BodyOracle, options: CaseOptions): FuzzCase[] {
  const { op } = inputs;
  const seed = (options.seed ^ hash(op.operationId)) >>> 0;
  const pathParameters = inputs.parameters.filter((p) => p.in === 'path');
  const queryParameters = inputs.parameters.filter((p) => p.in === 'query');

  // The base request every case changes one part of: valid values (for a write, an id no backend holds).
  const basePath: Record<string, string> = {};
  for (const p of pathParameters) {
    const known = options.write ? undefined : options.known(p.name)[0];
    basePath[p.name] = known !== undefined ? String(known.value) : text(sampleOne(valid(doc, p.schema), seed ^ hash(p.name)));
  }
  const baseQuery: Record<string, string> = {};
  for (const p of queryParameters) if (p.required) baseQuery[p.name] = text(sampleOne(valid(doc, p.schema), seed ^ hash(p.name)));
  const example = inputs.body ? requestExample(op) : undefined;
  const baseBody = inputs.body ? (example !== undefined ? example : sampleOne(valid(doc, inputs.body), seed ^ hash('body'))) : undefined;
  const base = (): FuzzCase => ({ label: '', where: '', path: { ...basePath }, query: { ...baseQuery }, ...(inputs.body ? { body: { json: structuredClone(baseBody) } } : {}) });

  /** A write's body must be one the contract refuses; a read's may be anything. */
  const keep = (c: FuzzCase): boolean => {
    if (!options.write || !inputs.body || !c.body) return true;
    // Judged as the server reads it: JSON.stringify drops undefined fields and turns an undefined item into null.
    return 'raw' in c.body || !oracle.accepts(documentName, inputs.body, JSON.parse(JSON.stringify(c.body.json) ?? 'null'));
  };

  const locations: Location[] = [];
  for (const p of pathParameters) {
    const cases: FuzzCase[] = [];
    if (!options.write) {
      for (const { value, from } of options.known(p.name).slice(0, KNOWN_PER_PARAMETER)) {
        cases.push({ ...base(), label: `path ${p.name} = ${showValue(value)} (from ${from})`, where: `path ${p.name}`, path: { ...basePath, [p.name]: String(value) } });
      }
    }
    for (const edge of edges(doc, p.schema, 'path')) {
      const value = text(edge.value);
      if (!fitsPath(value) || (options.write && couldBeRealId(value))) continue;
      cases.push({ ...base(), label: `path ${p.name} = ${showValue(edge.value)} (${edge.label})`, where: `path ${p.name}`, path: { ...basePath, [p.name]: value } });
    }
    locations.push({ where: `path ${p.name}`, cases });
  }
  for (const p of queryParameters) {
    const cases: FuzzCase[] = [];
    if (p.required) {
      const { [p.name]: _missing, ...rest } = baseQuery;
      cases.push({ ...base(), label: `query ${p.name} missing (required)`, where: `query ${p.name}`, query: rest });
    }
    for (const edge of edges(doc, p.schema, 'query')) {
      cases.push({ ...base(), label: `query ${p.name} = ${showValue(edge.value)} (${edge.label})`, where: `query ${p.name}`, query: { ...baseQuery, [p.name]: text(edge.value) } });
    }
    locations.push({ where: `query ${p.name}`, cases });
  }
  if (inputs.body) {
    const whole: FuzzCase[] = UNPARSABLE.map((edge) => ({ ...base(), label: `body ${showValue(edge.value)} (${edge.label})`, where: 'body', body: { raw: String(edge.value) } }));
    whole.push({ ...base(), label: 'body empty', where: 'body', body: { raw: '' } });
    for (const edge of OTHER_BODIES) whole.push({ ...base(), label: `body ${showValue(edge.value)} (${edge.label})`, where: 'body', body: { json: edge.value } });
    locations.push({ where: 'body', cases: whole });
    for (const field of bodyFields(doc, inputs.body, baseBody)) {
      const name = `body.${fieldName(field.at)}`;
      const cases: FuzzCase[] = [];
      if (field.required) cases.push({ ...base(), label: `${name} missing (required)`, where: name, body: { json: setAt(baseBody, field.at, undefined) } });
      for (const edge of edges(doc, field.schema, 'body')) {
        cases.push({ ...base(), label: `${name} = ${showValue(edge.value)} (${edge.label})`, where: name, body: { json: setAt(baseBody, field.at, edge.value) } });
      }
      locations.push({ where: name, cases });
    }
  }

  // The edges, interleaved: the first of every location, then the second, ... so that a small
  // --max-examples still reaches every parameter and field.
  const priority: FuzzCase[] = [];
  const kept = locations.map((l) => l.cases.filter(keep));
  for (let i = 0; kept.some((cases) => i < cases.length); i += 1) for (const cases of kept) if (cases[i]) priority.push(cases[i]!);

  const randomCases = sampleRandom(doc, inputs, base, options, seed).filter(keep);
  const budget = options.maxExamples;
  const reserved = Math.min(randomCases.length, Math.floor(budget / 3));
  const chosen = [...priority.slice(0, budget - reserved), ...randomCases, ...priority.slice(budget - reserved)];
  const seen = new Set<string>();
  const result: FuzzCase[] = [];
  for (const c of chosen) {
    const key = JSON.stringify([c.path, c.query, c.body]);
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(c);
    if (result.length >= budget) break;
  }
  return result;
}

/** Random inputs for the seed: a parameter or a body field replaced by a random value of any kind, or (reads) random valid values. */
function sampleRandom(doc: Json, inputs: OperationInputs, base: () => FuzzCase, options: CaseOptions, seed: number): FuzzCase[] {
  const arbitraries: fc.Arbitrary<FuzzCase>[] = [];
  const anything = fc.oneof(fc.string({ unit: BODY_CHARACTER, maxLength: 30 }), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), fc.constant(null), fc.jsonValue({ maxDepth: 2 }));
  const urlText = fc.string({ unit: CHARACTER, minLength: 1, maxLength: 30 }).filter((s) => s !== '.' && s !== '..');
  for (const p of inputs.parameters) {
    const place = p.in;
    const any = options.write && place === 'path' ? urlText : fc.oneof(urlText, valid(doc, p.schema).map(text));
    const values = place === 'path' ? any.filter((value) => fitsPath(value) && !(options.write && couldBeRealId(value))) : any;
    arbitraries.push(
      values.map((value) => {
        const c = base();
        c[place] = { ...c[place], [p.name]: value };
        return { ...c, label: `${place} ${p.name} = ${showValue(value)} (random)`, where: `${place} ${p.name}` };
      }),
    );
  }
  if (inputs.body) {
    const bodySchema = inputs.body;
    arbitraries.push(anything.map((value) => ({ ...base(), label: `body ${showValue(value)} (random JSON)`, where: 'body', body: { json: value } })));
    if (!options.write) arbitraries.push(valid(doc, bodySchema).map((value) => ({ ...base(), label: `body ${showValue(value)} (random, valid)`, where: 'body', body: { json: value } })));
    const baseBody = base().body;
    const fields = baseBody && 'json' in baseBody ? bodyFields(doc, bodySchema, baseBody.json) : [];
    for (const field of fields) {
      const name = `body.${fieldName(field.at)}`;
      arbitraries.push(
        anything.map((value) => {
          const c = base();
          const json = c.body && 'json' in c.body ? c.body.json : undefined;
          return { ...c, label: `${name} = ${showValue(value)} (random)`, where: name, body: { json: setAt(json, field.at, value) } };
        }),
      );
    }
  }
  if (arbitraries.length === 0) return [];
  return fc.sample(fc.oneof(...arbitraries), { seed, numRuns: options.maxExamples * 2 });
}
