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
  /** A multipart/form-data body (the dispute attachment upload): its file part and the contract's limits. */
  multipart: MultipartBody | null;
}

/** What an upload must respect (DisputeAttachmentLimits), as the contract's example of the same path's GET gives them. */
export interface UploadLimits {
  maxFileSizeBytes: number;
  contentTypes: string[];
}

export interface MultipartBody {
  /** The `format: binary` property: the file part's name. */
  field: string;
  limits: UploadLimits;
}

/** A file of a generated multipart body, built when sent (multipartForm): its kind of content and size. */
export interface GeneratedFile {
  /** Whose signature the bytes start with; 'text' is none of the accepted ones. */
  content: 'png' | 'jpeg' | 'webp' | 'pdf' | 'gif' | 'text';
  /** Total bytes (padded after the signature). */
  size: number;
  filename: string;
  /** The part's own Content-Type header. */
  type: string;
}

/** One generated request. */
export interface FuzzCase {
  /** What was generated, e.g. "path category_id = -1 (negative)". */
  label: string;
  /** Where: "path category_id", "query size", "body", "body.amount"; failures are grouped by it. */
  where: string;
  path: Record<string, string>;
  query: Record<string, string>;
  /** JSON, raw text (with its content type when not JSON), or a multipart form of generated files and fields. */
  body?: { json: unknown } | { raw: string; contentType?: string } | { form: { files: { name: string; file: GeneratedFile }[]; fields: Record<string, string> } };
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
  const form = isObject(requestBody.content) && isObject(requestBody.content['multipart/form-data']) ? requestBody.content['multipart/form-data'] : null;
  return { op, parameters, body: content && isObject(content.schema) ? content.schema : null, multipart: form ? multipartBody(doc, deref(doc, form.schema), isObject(item) ? item : {}) : null };
}

/** The proposed limits (10 MiB; JPEG, PNG, WebP, PDF) when the contract gives no example of them. */
const DEFAULT_LIMITS: UploadLimits = { maxFileSizeBytes: 10 * 1024 * 1024, contentTypes: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] };

/** The file part of a multipart body, and the limits the GET of the same path documents in its example (listDisputeAttachments). */
function multipartBody(doc: Json, schema: Json, pathItem: Json): MultipartBody | null {
  const properties = isObject(schema.properties) ? schema.properties : {};
  const field = Object.entries(properties).find(([, property]) => deref(doc, property).format === 'binary')?.[0];
  if (field === undefined) return null;
  const get = isObject(pathItem.get) ? pathItem.get : {};
  const ok = isObject(get.responses) ? deref(doc, get.responses['200']) : {};
  const media = isObject(ok.content) && isObject(ok.content['application/json']) ? ok.content['application/json'] : {};
  const example: unknown = Object.values(isObject(media.examples) ? media.examples : {}).map((e) => deref(doc, e).value)[0];
  const limits = isObject(example) && isObject(example.limits) ? example.limits : {};
  const max = typeof limits.max_file_size_bytes === 'number' ? limits.max_file_size_bytes : DEFAULT_LIMITS.maxFileSizeBytes;
  const types = Array.isArray(limits.content_types) && limits.content_types.every((t) => typeof t === 'string') ? (limits.content_types as string[]) : DEFAULT_LIMITS.contentTypes;
  return { field, limits: { maxFileSizeBytes: max, contentTypes: types } };
}

/** The first bytes of each kind of file: what a server that decides by content reads. */
const SIGNATURES: Record<GeneratedFile['content'], number[]> = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff, 0xe0],
  webp: [...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBPVP8 ')],
  pdf: [...Buffer.from('%PDF-1.4\n')],
  gif: [...Buffer.from('GIF89a')],
  text: [...Buffer.from('a receipt, as text\n')],
};

const KIND_OF: Record<string, GeneratedFile['content']> = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp', 'application/pdf': 'pdf', 'image/gif': 'gif', 'text/plain': 'text' };
const EXTENSION: Record<GeneratedFile['content'], string> = { png: 'png', jpeg: 'jpg', webp: 'webp', pdf: 'pdf', gif: 'gif', text: 'txt' };

/** The bytes of a generated file: its signature, then zeros up to its size. */
export function fileBytes(file: GeneratedFile): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(file.size);
  bytes.set(SIGNATURES[file.content].slice(0, file.size));
  return bytes;
}

/** The FormData of a generated multipart case. */
export function multipartForm(form: { files: { name: string; file: GeneratedFile }[]; fields: Record<string, string> }): FormData {
  const data = new FormData();
  for (const { name, file } of form.files) data.append(name, new Blob([fileBytes(file)], { type: file.type }), file.filename);
  for (const [name, value] of Object.entries(form.fields)) data.append(name, value);
  return data;
}

/**
 * The upload's generated bodies: a small file of each accepted type, one of the largest size
 * accepted; files the limits refuse (one byte over the size, a type not accepted, text named and
 * labelled as an image, an empty file); and multipart bodies that are malformed or lack the file.
 */
function multipartCases(multipart: MultipartBody, base: () => FuzzCase): FuzzCase[] {
  const { field, limits } = multipart;
  const file = (content: GeneratedFile['content'], size: number, type = Object.keys(KIND_OF).find((t) => KIND_OF[t] === content) ?? 'application/octet-stream', filename = `verify.${EXTENSION[content]}`): GeneratedFile => ({ content, size, type, filename });
  const one = (label: string, f: GeneratedFile): FuzzCase => ({ ...base(), label: `body ${field} = ${f.filename} (${f.type}, ${f.size} bytes: ${label})`, where: 'body', body: { form: { files: [{ name: field, file: f }], fields: {} } } });
  const accepted = limits.contentTypes.map((type) => KIND_OF[type]).filter((kind) => kind !== undefined);
  const small = accepted.map((kind) => one('an accepted type', file(kind, 64)));
  const largest = accepted[0] ? [one('the largest size accepted', file(accepted[0], limits.maxFileSizeBytes))] : [];
  const refused = [
    ...(accepted[0] ? [one('one byte over the largest size', file(accepted[0], limits.maxFileSizeBytes + 1))] : []),
    ...(['gif', 'text'] as const).filter((kind) => !accepted.includes(kind)).map((kind) => one('a type not accepted', file(kind, 64))),
    one('text named and labelled as an image', file('text', 64, 'image/png', 'receipt.png')),
    one('an empty file', file(accepted[0] ?? 'png', 0)),
  ];
  const boundary = 'verify-fuzz-boundary';
  const type = `multipart/form-data; boundary=${boundary}`;
  const part = (name: string, filename: string | null, body: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename === null ? '' : `; filename="${filename}"`}\r\nContent-Type: text/plain\r\n\r\n${body}\r\n`;
  const raw = (label: string, text: string, contentType = type): FuzzCase => ({ ...base(), label: `body multipart ${label}`, where: 'body', body: { raw: text, contentType } });
  const malformed = [
    raw('without the file part', `${part('note', null, 'no file')}--${boundary}--\r\n`),
    raw(`with ${field} as a field, not a file`, `${part(field, null, 'not a file')}--${boundary}--\r\n`),
    raw('cut before its closing boundary', part(field, 'verify.png', '\u0089PNG')),
    raw('without a boundary in its Content-Type', `${part(field, 'verify.png', '\u0089PNG')}--${boundary}--\r\n`, 'multipart/form-data'),
    raw('empty', ''),
    raw('of JSON', '{"file": "verify.png"}'),
  ];
  const twoFiles: FuzzCase = { ...base(), label: `body two ${field} parts (one file per request)`, where: 'body', body: { form: { files: [{ name: field, file: file(accepted[0] ?? 'png', 64) }, { name: field, file: file(accepted[0] ?? 'png', 64) }], fields: {} } } };
  return [...refused, ...malformed, ...small, ...largest, twoFiles];
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
    // A multipart upload's accepted files go, like every write's, to an id no backend holds.
    if (!('json' in c.body)) return true;
    return !oracle.accepts(documentName, inputs.body, JSON.parse(JSON.stringify(c.body.json) ?? 'null'));
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
  if (inputs.multipart) locations.push({ where: 'body', cases: multipartCases(inputs.multipart, base) });
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
