// The breaking-change check: classification comes from api-smart-diff / @asyncapi/diff; what is
// ours is naming the change and matching it against the changelog.
import { describe, expect, it } from 'vitest';
import { announcedBreaking, openApiBreaking, unannounced } from '../../scripts/contracts/breaking.ts';

const doc = (required: string[], statusEnum: string[]) => ({
  openapi: '3.1.0',
  info: { title: 't', version: '1' },
  paths: {
    '/traders/balance': {
      get: {
        operationId: 'getBalance',
        parameters: [{ name: 'status', in: 'query', required: false, schema: { type: 'string', enum: statusEnum } }],
        responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Balance' } } } } },
      },
    },
  },
  components: {
    schemas: {
      Balance: { type: 'object', required, properties: { total_amount: { type: 'number' }, currency: { type: 'string' } } },
    },
  },
});

describe('breaking-change check', () => {
  it('finds a breaking change and names the operation it belongs to', () => {
    const changes = openApiBreaking('trader-api', doc(['total_amount'], ['a', 'b']), doc(['total_amount'], ['a']));
    expect(changes.length).toBeGreaterThan(0);
    expect(changes[0]?.names).toEqual(expect.arrayContaining(['GET /traders/balance', 'getBalance']));
  });

  it('reports nothing for a non-breaking change (a new optional query value)', () => {
    expect(openApiBreaking('trader-api', doc(['total_amount'], ['a']), doc(['total_amount'], ['a', 'b']))).toEqual([]);
  });

  it('finds a new required header given by $ref, and one a body $ref makes required (issue 41)', () => {
    const withParameters = (parameters: unknown[]) => ({
      ...doc(['total_amount'], ['a']),
      paths: { '/traders/balance': { get: { ...doc(['total_amount'], ['a']).paths['/traders/balance'].get, parameters } } },
      components: { ...doc(['total_amount'], ['a']).components, parameters: { Trace: { name: 'X-Trace', in: 'header', required: true, schema: { type: 'string' } } } },
    });
    const before = withParameters([]);
    const after = withParameters([{ $ref: '#/components/parameters/Trace' }]);
    const changes = openApiBreaking('trader-api', before, after);
    expect(changes.map((c) => [c.where, c.action])).toEqual([['paths./traders/balance.get.parameters.0', 'add']]);
    expect(changes[0]?.names).toEqual(expect.arrayContaining(['GET /traders/balance', 'getBalance']));

    // A request body by $ref whose schema gains a required field.
    const body = (required: string[]) => ({
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      paths: { '/traders/balance/withdraw': { post: { operationId: 'withdraw', requestBody: { $ref: '#/components/requestBodies/Withdraw' }, responses: { '200': { description: 'ok' } } } } },
      components: {
        requestBodies: { Withdraw: { required: true, content: { 'application/json': { schema: { type: 'object', required, properties: { amount: { type: 'number' }, memo: { type: 'string' } } } } } } },
      },
    });
    expect(openApiBreaking('trader-api', body(['amount']), body(['amount', 'memo'])).some((c) => c.names.includes('withdraw'))).toBe(true);
  });

  it('reads BREAKING lines of the Unreleased section only', () => {
    const changelog = '# C\n\n## Unreleased\n\n- BREAKING: getBalance: status b removed\n- Added x\n\n## 0.1.0\n\n- BREAKING: old thing\n';
    expect(announcedBreaking(changelog)).toEqual(['getBalance: status b removed']);
  });

  it('an announced change passes, an unannounced one is reported', () => {
    const changes = openApiBreaking('trader-api', doc(['total_amount'], ['a', 'b']), doc(['total_amount'], ['a']));
    expect(unannounced(changes, ['getBalance: status b removed'])).toEqual([]);
    expect(unannounced(changes, ['listOrders: something else'])).toEqual(changes);
  });

  it('an announcement names exactly what precedes its colon, not anything it contains', () => {
    const changes = openApiBreaking('trader-api', doc(['total_amount'], ['a', 'b']), doc(['total_amount'], ['a']));
    expect(changes[0]!.names).toContain('GET /traders/balance');
    expect(unannounced(changes, ['GET /traders/balance: status b removed'])).toEqual([]);
    expect(unannounced(changes, ['GET /traders/balance/deposit: unrelated'])).toEqual(changes);
    expect(unannounced(changes, ['getBalanceHistory: unrelated'])).toEqual(changes);
  });

  it('a change outside operations, messages and schemas is announced by where it is, as suggested', () => {
    const change = { document: 'asyncapi/trader-events.yaml', where: '/info/contact/url', action: 'remove', names: [], before: 'https://t.me/x', after: undefined };
    expect(unannounced([change], ['/info/contact/url: the API contact replaces the support chat'])).toEqual([]);
    expect(unannounced([change], ['/info/contact: something else'])).toEqual([change]);
  });
});
