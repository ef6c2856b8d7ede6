// Reading the bundled OpenAPI documents for the contract suite: every operation, its
// documented statuses and examples, and a valid sample request built from the spec itself.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { vi } from 'vitest';
import type * as z from 'zod/mini';
import { operations as traderOps, type Validator } from '../../generated/openapi/trader-api.operations.ts';
import { operations as gatewayOps } from '../../generated/openapi/gateway-api.operations.ts';
import { createApiClients, type ApiClients } from '../../src/shared/api/client.ts';

const root = path.resolve(import.meta.dirname, '../..');

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export const DOCUMENTS = ['trader-api', 'gateway-api'] as const;
export type DocumentName = (typeof DOCUMENTS)[number];

export const BASE_PATHS: Record<DocumentName, string> = { 'trader-api': '/api/v1', 'gateway-api': '/gateway/api/v1' };

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

export function loadBundled(doc: DocumentName): JsonObject {
  return JSON.parse(readFileSync(path.join(root, 'generated', 'openapi', `${doc}.bundled.json`), 'utf8')) as JsonObject;
}

const obj = (v: Json | undefined): JsonObject => (typeof v === 'object' && v !== null && !Array.isArray(v) ? v : {});

function resolve(doc: JsonObject, node: Json | undefined): JsonObject {
  const ref = obj(node).$ref;
  if (typeof ref !== 'string') return obj(node);
  let cur: Json = doc;
  for (const part of ref.replace(/^#\//, '').split('/')) cur = obj(cur)[part.replace(/~1/g, '/').replace(/~0/g, '~')] ?? null;
  return obj(cur);
}

export interface ExampleSet {
  status: string;
  /** Named examples of the JSON body, in document order. */
  examples: [name: string, value: Json][];
}

export interface SpecOperation {
  doc: DocumentName;
  operationId: string;
  method: (typeof METHODS)[number];
  path: string;
  contract: Json | undefined;
  statuses: ExampleSet[];
  /**
   * A valid request: path/query/header parameters and a body from the spec's examples; a
   * multipart/form-data body (uploadDisputeAttachment) is a FormData whose binary parts are a PNG.
   */
  sample: { path: Record<string, Json>; query: Record<string, Json>; header: Record<string, Json>; body: Json | undefined; form?: () => FormData };
  raw: JsonObject;
}

const SAMPLE_UUID = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
/** A 1x1 PNG, the file part of a multipart sample. */
const SAMPLE_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** A FormData for a multipart/form-data schema: binary properties a PNG file, others their first example. */
function multipartSample(doc: JsonObject, media: JsonObject): () => FormData {
  const properties = obj(resolve(doc, media.schema).properties);
  return () => {
    const form = new FormData();
    for (const [name, node] of Object.entries(properties)) {
      const property = resolve(doc, node);
      if (property.format === 'binary') form.append(name, new Blob([Buffer.from(SAMPLE_PNG, 'base64')], { type: 'image/png' }), 'sample.png');
      else if (Array.isArray(property.examples)) form.append(name, String(property.examples[0] ?? ''));
    }
    return form;
  };
}

function sampleValue(param: JsonObject, doc: JsonObject): Json {
  if (param.example !== undefined) return param.example;
  const examples = obj(param.examples);
  const first = Object.values(examples)[0];
  if (first !== undefined) return resolve(doc, first).value ?? null;
  const schema = resolve(doc, param.schema);
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0] ?? null;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum[0] ?? null;
  if (schema.format === 'uuid') return SAMPLE_UUID;
  if (schema.type === 'integer' || schema.type === 'number') return typeof schema.minimum === 'number' ? schema.minimum : 1;
  if (schema.format === 'date') return '2026-11-01';
  return 'x';
}

export function specOperations(doc: DocumentName): SpecOperation[] {
  const bundled = loadBundled(doc);
  const out: SpecOperation[] = [];
  for (const [p, itemRaw] of Object.entries(obj(bundled.paths))) {
    const item = obj(itemRaw);
    for (const method of METHODS) {
      if (!(method in item)) continue;
      const op = obj(item[method]);
      const params = [...(Array.isArray(item.parameters) ? item.parameters : []), ...(Array.isArray(op.parameters) ? op.parameters : [])].map((x) => resolve(bundled, x));
      const sample: SpecOperation['sample'] = { path: {}, query: {}, header: {}, body: undefined };
      for (const prm of params) {
        const name = String(prm.name);
        if (name === 'x-request-id') continue; // set by the client middleware
        if (prm.in === 'path') sample.path[name] = sampleValue(prm, bundled);
        else if (prm.in === 'query' && prm.required === true) sample.query[name] = sampleValue(prm, bundled);
        else if (prm.in === 'header' && prm.required === true) sample.header[name] = name === 'Idempotency-Key' ? SAMPLE_UUID : sampleValue(prm, bundled);
      }
      const content = obj(obj(resolve(bundled, op.requestBody)).content);
      const multipart = content['multipart/form-data'];
      if (multipart !== undefined) sample.form = multipartSample(bundled, obj(multipart));
      const body = obj(content['application/json']);
      const bodyExample = Object.values(obj(body.examples))[0];
      if (bodyExample !== undefined) sample.body = resolve(bundled, bodyExample).value ?? null;
      else if (body.example !== undefined) sample.body = body.example;
      const statuses: ExampleSet[] = Object.entries(obj(op.responses)).map(([status, r]) => {
        const media = obj(obj(resolve(bundled, r).content)['application/json']);
        return {
          status,
          examples: Object.entries(obj(media.examples)).map(([name, ex]) => [name, resolve(bundled, ex).value ?? null]),
        };
      });
      out.push({ doc, operationId: String(op.operationId), method, path: p, contract: op['x-contract'], statuses, sample, raw: op });
    }
  }
  return out;
}

export const TEST_TOKEN = 'contract-test-token';

/** The app's real clients (middleware included) pointed at an origin's base paths. */
export function realClients(origin: string): ApiClients & { logout: ReturnType<typeof vi.fn>; warnings: unknown[][] } {
  const logout = vi.fn();
  const warnings: unknown[][] = [];
  const clients = createApiClients({
    traderBaseUrl: `${origin}${BASE_PATHS['trader-api']}`,
    gatewayBaseUrl: `${origin}${BASE_PATHS['gateway-api']}`,
    timeoutMs: 10_000,
    auth: { getAccessToken: () => TEST_TOKEN, recover: async () => TEST_TOKEN, logout },
    logger: { warn: (...args: unknown[]) => warnings.push(args), error: (...args: unknown[]) => warnings.push(args) },
  });
  return { ...clients, logout, warnings };
}

interface LooseClient {
  request(
    method: string,
    url: string,
    init: { params: { path: object; query: object; header: object }; body?: unknown; headers?: Record<string, string> },
  ): Promise<{ data?: unknown; response: Response }>;
}

/** Call any operation through the typed client by its spec entry (the test iterates them all). */
export function callOperation(clients: ApiClients, op: SpecOperation, headers: Record<string, string> = {}) {
  const client: LooseClient = op.doc === 'trader-api' ? (clients.trader as unknown as LooseClient) : (clients.gateway as unknown as LooseClient);
  return client.request(op.method, op.path, {
    params: { path: op.sample.path, query: op.sample.query, header: op.sample.header },
    ...(op.sample.form ? { body: op.sample.form() } : op.sample.body !== undefined ? { body: op.sample.body } : {}),
    headers,
  });
}

const TABLES: Record<DocumentName, Readonly<Record<string, { responses: Readonly<Record<string, Validator | null>> }>>> = {
  'trader-api': traderOps,
  'gateway-api': gatewayOps,
};

/** The generated validator for an operation's documented status (null: no body). */
export function validatorFor(doc: DocumentName, operationId: string, status: string): z.ZodMiniType | null {
  return TABLES[doc][operationId]?.responses[status]?.() ?? null;
}
