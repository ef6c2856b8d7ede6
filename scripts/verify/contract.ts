// What the verification asks of a backend, read from the contracts: every operation of both
// OpenAPI documents (generated/openapi/*.operations.ts) and, from the bundled documents, the
// parts those tables do not carry (request examples, documented headers, proposed parts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { operations as gatewayOperations } from '../../generated/openapi/gateway-api.operations.ts';
import { operations as traderOperations, type OperationInfo } from '../../generated/openapi/trader-api.operations.ts';

export type DocumentName = 'trader-api' | 'gateway-api';
export type Contract = OperationInfo['contract'];

export interface ContractOp extends OperationInfo {
  document: DocumentName;
}

export const OPERATIONS: readonly ContractOp[] = [
  ...Object.values(gatewayOperations).map((op) => ({ ...op, document: 'gateway-api' as const })),
  ...Object.values(traderOperations).map((op) => ({ ...op, document: 'trader-api' as const })),
];

const root = path.resolve(import.meta.dirname, '../..');
export type Json = Record<string, unknown>;
export const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const bundled = new Map<DocumentName, Json>();

/** A bundled OpenAPI document (generated/openapi/<name>.bundled.json). */
export function document(name: DocumentName): Json {
  let doc = bundled.get(name);
  if (!doc) {
    const parsed: unknown = JSON.parse(readFileSync(path.join(root, 'generated', 'openapi', `${name}.bundled.json`), 'utf8'));
    doc = isObject(parsed) ? parsed : {};
    bundled.set(name, doc);
  }
  return doc;
}

function deref(doc: Json, node: unknown): Json {
  if (!isObject(node)) return {};
  if (typeof node.$ref !== 'string') return node;
  let current: unknown = doc;
  for (const part of node.$ref.replace(/^#\//, '').split('/')) current = isObject(current) ? current[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  return deref(doc, current);
}

function operationNode(op: ContractOp): Json {
  const doc = document(op.document);
  const paths = isObject(doc.paths) ? doc.paths : {};
  const item = paths[op.path];
  const node = isObject(item) ? item[op.method] : undefined;
  return isObject(node) ? node : {};
}

/** A 1x1 PNG: the file a multipart upload sends (a real image, so a server that checks content takes it). */
const SAMPLE_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/**
 * A multipart/form-data body (uploadDisputeAttachment): each `format: binary` property of the
 * schema is the sample PNG, the others their example. Null when the body is not multipart.
 */
function multipartExample(doc: Json, body: Json): FormData | null {
  const media = isObject(body.content) ? body.content['multipart/form-data'] : undefined;
  if (!isObject(media)) return null;
  const schema = deref(doc, media.schema);
  const properties = isObject(schema.properties) ? schema.properties : {};
  const form = new FormData();
  for (const [name, node] of Object.entries(properties)) {
    const property = deref(doc, node);
    if (property.format === 'binary') form.append(name, new Blob([Buffer.from(SAMPLE_PNG, 'base64')], { type: 'image/png' }), 'verify.png');
    else if (Array.isArray(property.examples) && property.examples.length > 0) form.append(name, String(property.examples[0]));
  }
  return form;
}

/** The first documented example of the operation's request body (a FormData for a multipart one). */
export function requestExample(op: ContractOp): unknown {
  const doc = document(op.document);
  const body = deref(doc, operationNode(op).requestBody);
  const multipart = multipartExample(doc, body);
  if (multipart) return multipart;
  const content = isObject(body.content) && isObject(body.content['application/json']) ? body.content['application/json'] : {};
  if ('example' in content) return structuredClone(content.example);
  const first = Object.values(isObject(content.examples) ? content.examples : {})[0];
  return structuredClone(deref(doc, first).value);
}

/** Headers the contract documents for a response: name -> required. */
export function documentedHeaders(op: ContractOp, status: number): Map<string, boolean> {
  const doc = document(op.document);
  const responses = deref(doc, operationNode(op).responses);
  const response = deref(doc, responses[String(status)]);
  const headers = isObject(response.headers) ? response.headers : {};
  return new Map(Object.entries(headers).map(([name, node]) => [name.toLowerCase(), deref(doc, node).required === true]));
}

export const hasBody = (op: ContractOp) => 'requestBody' in operationNode(op);

/** The parameters marked `x-contract: proposed` (on any operation): e.g. listOrderHistory's `search`. */
export function proposedParameters(op: ContractOp): string[] {
  const doc = document(op.document);
  const paths = isObject(doc.paths) ? doc.paths : {};
  const item = isObject(paths[op.path]) ? (paths[op.path] as Json) : {};
  const declared = [...(Array.isArray(item.parameters) ? item.parameters : []), ...(Array.isArray(operationNode(op).parameters) ? (operationNode(op).parameters as unknown[]) : [])];
  return declared.map((node) => deref(doc, node)).filter((p) => p['x-contract'] === 'proposed' && typeof p.name === 'string').map((p) => String(p.name));
}

/** Every proposal a run can require by name: each proposed operation, and "<operationId>.<parameter>" for a proposed parameter. */
export function proposalNames(): string[] {
  return OPERATIONS.flatMap((op) => [...(op.contract === 'proposed' ? [op.operationId] : []), ...proposedParameters(op).map((p) => `${op.operationId}.${p}`)]);
}

/** The request body and success answers marked `x-contract: proposed` on an observed call. */
export function proposedParts(op: ContractOp): string[] {
  if (op.contract !== 'observed') return [];
  const doc = document(op.document);
  const node = operationNode(op);
  const parts = deref(doc, node.requestBody)['x-contract'] === 'proposed' ? ['request body'] : [];
  const responses = deref(doc, node.responses);
  for (const status of Object.keys(responses).filter((s) => /^2\d\d$/.test(s))) {
    if (deref(doc, responses[status])['x-contract'] === 'proposed') parts.push(`${status} answer`);
  }
  return parts;
}
/** An OpenAPI link of a documented answer: a field of the answer's body is a parameter of another operation. */
export interface ContractLink {
  /** The answer's status, e.g. "200". */
  status: string;
  /** The operation the value feeds. */
  target: string;
  /** Its parameter, e.g. "order_id". */
  param: string;
  /** JSON pointer into the answer's body ("$response.body#/items/0/id" -> ["items", "0", "id"]). */
  pointer: string[];
}

/** The links of an operation's answers whose parameters are `$response.body#/...` expressions. */
export function linksOf(op: ContractOp): ContractLink[] {
  const doc = document(op.document);
  const responses = deref(doc, operationNode(op).responses);
  const found: ContractLink[] = [];
  for (const [status, response] of Object.entries(responses)) {
    const links = deref(doc, response).links;
    for (const link of Object.values(isObject(links) ? links : {})) {
      const { operationId, parameters } = deref(doc, link);
      if (typeof operationId !== 'string' || !isObject(parameters)) continue;
      for (const [param, expression] of Object.entries(parameters)) {
        const match = typeof expression === 'string' ? /^\$response\.body#(\/.*)?$/.exec(expression) : null;
        if (!match) continue;
        const pointer = (match[1] ?? '').split('/').slice(1).map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
        found.push({ status, target: operationId, param, pointer });
      }
    }
  }
  return found;
}

/**
 * The values at a link's pointer. A link names the first item of a list (".../items/0/id");
 * every item's field holds the same way, so an index 0 into an array stands for every item.
 */
export function valuesAt(body: unknown, pointer: readonly string[]): unknown[] {
  let current: unknown[] = [body];
  for (const part of pointer) {
    current = current.flatMap((node) => {
      if (Array.isArray(node)) return part === '0' ? node : /^\d+$/.test(part) ? [node[Number(part)]] : [];
      return isObject(node) && part in node ? [node[part]] : [];
    });
  }
  return current.filter((value) => value !== undefined && value !== null);
}

export const pathParams = (op: ContractOp) => [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '');
export const successStatuses = (op: ContractOp) => Object.keys(op.responses).map(Number).filter((s) => s >= 200 && s < 300);
export const documents = (op: ContractOp, status: number) => String(status) in op.responses;
/** Calls that change state; the gateway's token calls only issue tokens. */
/**
 * A call that changes state or moves money: every trader-API call but a GET, and but one the
 * contract marks `x-changes-state: false` (POST /telemetry, issue 39: it stores nothing a trader
 * sees), which verify calls without --allow-writes.
 */
export const isWrite = (op: ContractOp) => op.method !== 'get' && op.document === 'trader-api' && operationNode(op)['x-changes-state'] !== false;
