import createFetchClient from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { operations } from '../../../generated/openapi/trader-api.operations.ts';
import { createProxyViolationMiddleware, parseViolations } from './proxy-violations.ts';

const header = JSON.stringify([
  { location: ['response', 'body', 'items', '0', 'status'], severity: 'Error', code: 'enum', message: 'must be equal to one of the allowed values' },
  { location: ['request', 'header', 'x-request-id'], severity: 'Warning', code: 'format', message: 'must match format "uuid"' },
]);

describe('Prism proxy violations (npm run dev -- --backend)', () => {
  it('reads the sl-violations header into side, part and field', () => {
    expect(parseViolations(header)).toEqual([
      { where: 'response body items[0].status', message: 'must be equal to one of the allowed values', severity: 'Error' },
      { where: 'request header x-request-id', message: 'must match format "uuid"', severity: 'Warning' },
    ]);
    expect(parseViolations(null)).toEqual([]);
    expect(parseViolations('not json')[0]?.where).toBe('(unreadable)');
  });

  it('warns each violation with the operation, and nothing for a clean answer', async () => {
    const warnings: string[] = [];
    const logger = { warn: (m: string) => warnings.push(m), error: () => undefined };
    let answer = new Response('{"items":[],"total":0}', { headers: { 'content-type': 'application/json', 'sl-violations': header } });
    const client = createFetchClient({ baseUrl: 'http://api.test', fetch: () => Promise.resolve(answer.clone()) });
    client.use(createProxyViolationMiddleware(operations, logger));
    await client.GET('/traders/orders' as never);
    expect(warnings).toEqual([
      'Contract violation in listOrders (GET /traders/orders -> 200): response body items[0].status: must be equal to one of the allowed values [Prism proxy, Error]',
      'Contract violation in listOrders (GET /traders/orders -> 200): request header x-request-id: must match format "uuid" [Prism proxy, Warning]',
    ]);
    warnings.length = 0;
    answer = new Response('{"items":[],"total":0}', { headers: { 'content-type': 'application/json' } });
    await client.GET('/traders/orders' as never);
    expect(warnings).toEqual([]);
  });
});
