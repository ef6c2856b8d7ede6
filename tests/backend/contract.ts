// The contract as the test backend reads it: the generated operation tables (the same response
// validators the app's middleware uses), the base path of each document, and the documented
// examples of the bundled OpenAPI documents (error bodies for injected faults, seed data).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  operations as traderOperations,
  type OperationId as TraderOperationId,
  type OperationInfo,
  type Validator,
} from '../../generated/openapi/trader-api.operations.ts';
import { operations as gatewayOperations, type OperationId as GatewayOperationId } from '../../generated/openapi/gateway-api.operations.ts';

export type OperationId = TraderOperationId | GatewayOperationId;
/**
 * A proposed field that goes with no operation of its own, which a test may take away like a
 * proposed call (TestBackend.lack): `Order.payer` (issue 37), left out of every order served.
 */
export type ProposedField = 'Order.payer';
/** What a backend may lack: a proposed call, or a proposed field. */
export type Proposal = OperationId | ProposedField;
export type DocumentName = 'trader-api' | 'gateway-api';

/** Same-origin base paths, as in a real deployment (README "Deployment"). */
export const BASE_PATHS: Readonly<Record<DocumentName, string>> = { 'trader-api': '/api/v1', 'gateway-api': '/gateway/api/v1' };

export interface ContractOperation extends OperationInfo {
  readonly operationId: OperationId;
  readonly document: DocumentName;
  /** Base path + spec path, e.g. /api/v1/traders/orders/{order_id}. */
  readonly url: string;
}

const table: Readonly<Record<OperationId, OperationInfo>> = { ...traderOperations, ...gatewayOperations };

function isOperationId(id: string): id is OperationId {
  return id in table;
}

export const OPERATION_IDS: readonly OperationId[] = Object.keys(table).filter(isOperationId);

export function isTraderOperation(id: OperationId): id is TraderOperationId {
  return id in traderOperations;
}

export function contractOperation(id: OperationId): ContractOperation {
  const document: DocumentName = isTraderOperation(id) ? 'trader-api' : 'gateway-api';
  const info = table[id];
  return { ...info, operationId: id, document, url: `${BASE_PATHS[document]}${info.path}` };
}

export const CONTRACT_OPERATIONS: readonly ContractOperation[] = OPERATION_IDS.map(contractOperation);

export function documentedStatuses(id: OperationId): string[] {
  return Object.keys(table[id].responses);
}

/** Why `body` is not what the contract documents for `status` of `id`; empty when it conforms. */
export function responseIssues(id: OperationId, status: number, body: unknown): string[] {
  const responses: Readonly<Record<string, Validator | null>> = table[id].responses;
  const key = String(status);
  if (!(key in responses)) return [`status ${key} is not documented (documented: ${documentedStatuses(id).join(', ')})`];
  const validator = responses[key]?.();
  if (!validator) return body === undefined ? [] : [`status ${key} is documented without a body, but a body was sent`];
  const result = validator.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.code} ${issue.message}`);
}

// ---------------------------------------------------------------- documented examples

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const root = path.resolve(import.meta.dirname, '../..');
const documents = new Map<DocumentName, JsonObject>();

function bundled(document: DocumentName): JsonObject {
  let doc = documents.get(document);
  if (!doc) {
    const parsed: Json = JSON.parse(readFileSync(path.join(root, 'generated', 'openapi', `${document}.bundled.json`), 'utf8'));
    doc = asObject(parsed);
    documents.set(document, doc);
  }
  return doc;
}

function asObject(value: Json | undefined): JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
}

/** Follows a local `$ref` (the bundled documents have no external ones). */
function deref(doc: JsonObject, node: Json | undefined): JsonObject {
  const ref = asObject(node).$ref;
  if (typeof ref !== 'string') return asObject(node);
  let current: Json = doc;
  for (const part of ref.replace(/^#\//, '').split('/')) current = asObject(current)[part.replace(/~1/g, '/').replace(/~0/g, '~')] ?? null;
  return asObject(current);
}

/** Named example bodies of one documented response, in document order. */
export function documentedExamples(id: OperationId, status: number | string): [name: string, body: unknown][] {
  const op = contractOperation(id);
  const doc = bundled(op.document);
  const response = deref(doc, asObject(asObject(asObject(doc.paths)[op.path])[op.method]).responses);
  const byStatus = deref(doc, response[String(status)]);
  const examples = asObject(asObject(asObject(byStatus.content)['application/json']).examples);
  return Object.entries(examples).map(([name, example]) => [name, deref(doc, example).value]);
}

/** A documented example body (the first, or the named one); throws when there is none. */
export function documentedExample(id: OperationId, status: number | string, name?: string): unknown {
  const examples = documentedExamples(id, status);
  const found = name === undefined ? examples[0] : examples.find(([n]) => n === name);
  if (!found) {
    const known = examples.map(([n]) => n).join(', ') || 'none';
    throw new Error(`The contract has no example${name ? ` "${name}"` : ''} for ${id} ${status} (examples: ${known})`);
  }
  return structuredClone(found[1]);
}

/**
 * Whether a trader operation needs the bearer token: every one but those the contract marks
 * `security: []` (POST /telemetry, issue 39: a beacon carries no Authorization header).
 */
export function requiresToken(id: OperationId): boolean {
  if (!isTraderOperation(id)) return false;
  const op = contractOperation(id);
  const security = asObject(asObject(asObject(bundled(op.document).paths)[op.path])[op.method]).security;
  return !(Array.isArray(security) && security.length === 0);
}
