// The operations and events in the specs are exactly those in the generated client and
// handler map, and every observed call of the product spec (section 7) is there as observed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { operations as traderOps } from '../../generated/openapi/trader-api.operations.ts';
import { operations as gatewayOps } from '../../generated/openapi/gateway-api.operations.ts';
import { eventContracts, eventPayloadValidators, socketEventNames, socketEvents } from '../../generated/events/events.gen.ts';
import { realtimeHandlers } from '../../src/features/realtime/model/handlers.ts';

const root = path.resolve(import.meta.dirname, '../..');
const readYaml = (file: string) => parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

function sourceOperations(file: string) {
  const paths = (readYaml(file).paths ?? {}) as Record<string, Record<string, { operationId?: string; 'x-contract'?: string }>>;
  return Object.entries(paths).flatMap(([p, item]) =>
    Object.entries(item)
      .filter(([m]) => METHODS.includes(m))
      .map(([m, op]) => ({ key: `${m.toUpperCase()} ${p}`, operationId: op.operationId, contract: op['x-contract'] })),
  );
}

const tableKeys = (table: Record<string, { method: string; path: string }>) =>
  Object.values(table).map((o) => `${o.method.toUpperCase()} ${o.path}`).sort();

/** Spec section 7's table, exactly. */
const OBSERVED = {
  'trader-api': [
    'GET /traders', 'GET /traders/balance', 'GET /traders/transactions', 'GET /traders/orders', 'GET /traders/check',
    'GET /traders/balance/deposit', 'POST /traders/balance/withdraw', 'POST /traders/balance/transfer',
    'GET /traders/statistic', 'PUT /traders/timezone', 'POST /traders/orders/autoaccept',
    'POST /traders/orders/autoaccept/disable', 'GET /traders/schedule', 'GET /currencies', 'GET /payment-systems',
    'GET /payment-methods', 'GET /data/banks',
  ],
  'gateway-api': ['POST /auth/token', 'POST /auth/token/refresh'],
};

const OBSERVED_EVENTS = [
  'balance_replenishment', 'balance_internal_topup', 'balance_withdrawal', 'autoaccept_timeout', 'autoaccept_disabled',
  'autoaccept_order', 'orders_timeout', 'orders_closed', 'dispute_open', 'dispute_close', 'banned',
];

describe.each([
  ['trader-api', traderOps],
  ['gateway-api', gatewayOps],
] as const)('%s inventory', (doc, table) => {
  const source = sourceOperations(`openapi/${doc}.yaml`);

  it('the generated client has exactly the operations of the spec', () => {
    expect(tableKeys(table)).toEqual(source.map((o) => o.key).sort());
    expect(Object.keys(table).sort()).toEqual(source.map((o) => o.operationId).sort());
  });

  it('every operation is marked observed or proposed, and the observed ones are the product spec calls', () => {
    for (const o of source) expect(['observed', 'proposed'], o.key).toContain(o.contract);
    expect(source.filter((o) => o.contract === 'observed').map((o) => o.key).sort()).toEqual([...OBSERVED[doc]].sort());
  });
});

describe('events inventory', () => {
  const asyncapi = readYaml('asyncapi/trader-events.yaml');
  const messages = (asyncapi.components as { messages: Record<string, { name: string; 'x-contract'?: string }> }).messages;
  const specNames = Object.values(messages).map((m) => m.name).sort();

  it('the generated names, validators and contracts cover exactly the AsyncAPI messages', () => {
    expect([...socketEventNames].sort()).toEqual(specNames);
    expect(Object.values(socketEvents).sort()).toEqual(specNames);
    expect(Object.keys(eventPayloadValidators).sort()).toEqual(specNames);
    expect(Object.keys(eventContracts).sort()).toEqual(specNames);
  });

  it("the app's handler map handles exactly the AsyncAPI messages", () => {
    expect(Object.keys(realtimeHandlers).sort()).toEqual(specNames);
  });

  it('the events the product spec handles are all there, marked observed', () => {
    for (const name of OBSERVED_EVENTS) expect(eventContracts[name as keyof typeof eventContracts], name).toBe('observed');
  });
});
