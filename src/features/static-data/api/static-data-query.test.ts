// A failed static-data call reaches the guard at once, after one request (spec section 9: the
// only HTTP retry is the one after a 401). Real client, middleware and validators; the
// contract's own examples as the server's answers.
import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import bundled from '../../../../generated/openapi/trader-api.bundled.json' with { type: 'json' };
import { createApiClients } from '../../../shared/api/client.ts';
import { ApiError } from '../../../shared/api/errors.ts';
import { createQueryApi, createQueryClient } from '../../../shared/api/query.ts';
import { staticDataQuery } from './static-data-query.ts';

type Example = { value: unknown } | { $ref: string };
const deref = (entry: Example): unknown =>
  '$ref' in entry ? (bundled.components.examples as Record<string, { value: unknown }>)[entry.$ref.split('/').pop()!]!.value : entry.value;
function defaultExample(path: string): unknown {
  const op = (bundled.paths as unknown as Record<string, { get: { responses: { '200': { content: { 'application/json': { examples: Record<string, Example> } } } } } }>)[path]!.get;
  return deref(op.responses['200'].content['application/json'].examples['default']!);
}

function setup(failing: string) {
  const requests: string[] = [];
  const clients = createApiClients({
    traderBaseUrl: 'http://app.test/api/v1',
    gatewayBaseUrl: 'http://app.test/gateway/api/v1',
    timeoutMs: 1000,
    auth: { getAccessToken: () => 'token', recover: async () => null, logout: () => undefined },
    logger: { warn: () => undefined, error: () => undefined },
    fetch: async (request: Request) => {
      const path = new URL(request.url).pathname.replace('/api/v1', '');
      requests.push(path);
      const [status, body] = path === failing ? [500, { detail: 'Internal Server Error' }] : [200, defaultExample(path)];
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    },
  });
  const api = createQueryApi(clients);
  const queryClient = createQueryClient();
  return { api, queryClient, requests };
}

describe('static data with a failing call', () => {
  it('rejects after one request to the failing path, with its status', async () => {
    const { api, queryClient, requests } = setup('/data/banks');
    const error = await queryClient.ensureQueryData(staticDataQuery(api, queryClient)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(500);
    expect(requests.filter((p) => p === '/data/banks')).toEqual(['/data/banks']);
    expect(requests).toHaveLength(4); // currencies, payment systems, methods, banks: once each
  });

  it('a screen mounting the failed query shows the error without fetching again; Repeat fetches once', async () => {
    const { api, queryClient, requests } = setup('/data/banks');
    await queryClient.ensureQueryData(staticDataQuery(api, queryClient)).catch(() => undefined);
    const observer = new QueryObserver(queryClient, staticDataQuery(api, queryClient));
    const unsubscribe = observer.subscribe(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(observer.getCurrentResult().status).toBe('error');
    expect(requests.filter((p) => p === '/data/banks')).toHaveLength(1);

    await observer.refetch();
    unsubscribe();
    expect(requests.filter((p) => p === '/data/banks')).toHaveLength(2);
  });
});
