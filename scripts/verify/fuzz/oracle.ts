// Whether the contract accepts a request body, by its JSON Schema as written: ajv (2020-12, the
// dialect of OpenAPI 3.1) over the bundled document. The zod validators cannot answer this: they
// read a oneOf as anyOf (a requisite with both a card and a phone passes), and the generator
// drops keywords it does not know. The fuzz phase sends a write only a body this refuses, so
// a conforming server changes nothing.
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import type { Json } from '../contract.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

function isDate(text: string): boolean {
  return DATE.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
}

function isDateTime(text: string): boolean {
  const [date = '', time = ''] = text.split(/[Tt ]/);
  return isDate(date) && /^([01]\d|2[0-3]):[0-5]\d:([0-5]\d|60)(\.\d+)?([Zz]|[+-]([01]\d|2[0-3]):[0-5]\d)?$/.test(time);
}

export class BodyOracle {
  private readonly ajv = new Ajv2020({
    strict: false,
    allErrors: false,
    // MoneyAmount's multipleOf is meant in decimal (schemas.yaml): 0.29 is a multiple of 0.01.
    multipleOfPrecision: 6,
    validateFormats: true,
    formats: { uuid: UUID, date: isDate, 'date-time': isDateTime },
  });
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(documents: Readonly<Record<string, Json>>) {
    for (const [name, doc] of Object.entries(documents)) {
      // The documents are OpenAPI, not schemas: registered under their name, referred into by pointer.
      this.ajv.addSchema({ $id: `urn:contract:${name}`, components: doc.components ?? {} }, undefined, undefined, false);
    }
  }

  /** Whether `body` is valid for `schema` (a node of document `name`, with `#/components/...` refs). */
  accepts(name: string, schema: Json, body: unknown): boolean {
    const key = `${name} ${JSON.stringify(schema)}`;
    let validate = this.compiled.get(key);
    if (!validate) {
      validate = this.ajv.compile(rebase(schema, `urn:contract:${name}`) as object);
      this.compiled.set(key, validate);
    }
    return validate(body) === true;
  }
}

/** The schema with its local refs pointing into the registered document. */
function rebase(node: unknown, id: string): unknown {
  if (Array.isArray(node)) return node.map((item) => rebase(item, id));
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, key === '$ref' && typeof value === 'string' && value.startsWith('#/') ? `${id}${value}` : rebase(value, id)]));
}
