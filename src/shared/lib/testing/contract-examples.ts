// Test helper (imported by tests only): the trader API's own examples as server answers, and the
// real clients (middleware and validators included) answering from a function, signed in.
import { createApiClients } from '../../api/client.ts';
import { responseExample } from './response-example.ts';
import { createQueryApi, createQueryClient } from '../../api/query.ts';

export { responseExample };

/**
 * Query helpers over the real trader client; `answer` gets the path after /api/v1 (and the whole
 * URL, for its query, and the request, for its method) and returns [status, body], or a promise of
 * them (an answer held back). `requests` lists the paths asked, in order; `urls` the whole URLs.
 */
export function exampleServer(answer: (path: string, url: URL, request: Request) => [status: number, body: unknown] | Promise<[status: number, body: unknown]>) {
  const requests: string[] = [];
  const urls: URL[] = [];
  const clients = createApiClients({
    traderBaseUrl: 'http://app.test/api/v1',
    gatewayBaseUrl: 'http://app.test/gateway/api/v1',
    timeoutMs: 1000,
    auth: { getAccessToken: () => 'token', recover: async () => null, logout: () => undefined },
    logger: { warn: () => undefined, error: () => undefined },
    fetch: async (request: Request) => {
      const url = new URL(request.url);
      const path = url.pathname.replace('/api/v1', '');
      requests.push(path);
      urls.push(url);
      const [status, body] = await answer(path, url, request);
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    },
  });
  return { clients, api: createQueryApi(clients), queryClient: createQueryClient(), requests, urls };
}
