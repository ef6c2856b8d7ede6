// Test helper (imported by tests only): the trader API's own examples as server answers, and the
// real clients (middleware and validators included) answering from a function, signed in.
import bundled from '../../../../generated/openapi/trader-api.bundled.json' with { type: 'json' };
import { createApiClients } from '../../api/client.ts';
import { createQueryApi, createQueryClient } from '../../api/query.ts';

type Example = { value: unknown } | { $ref: string };
type Operation = { responses: { '200': { content: { 'application/json': { examples: Record<string, Example> } } } } };

function deref(entry: Example): unknown {
  if (!('$ref' in entry)) return entry.value;
  const name = entry.$ref.split('/').pop() ?? '';
  const shared = (bundled.components.examples as Record<string, { value: unknown } | undefined>)[name];
  if (!shared) throw new Error(`No shared example ${entry.$ref}`);
  return shared.value;
}

/** The named example of GET `path`'s 200 answer, e.g. ('/traders/orders', 'default'). */
export function responseExample(path: string, name: string): unknown {
  const operation = (bundled.paths as unknown as Record<string, { get: Operation }>)[path]?.get;
  const entry = operation?.responses['200'].content['application/json'].examples[name];
  if (!entry) throw new Error(`No example "${name}" for GET ${path}`);
  return deref(entry);
}

/**
 * Query helpers over the real trader client; `answer` gets the path after /api/v1 and returns
 * [status, body]. `requests` lists the paths asked, in order.
 */
export function exampleServer(answer: (path: string) => [status: number, body: unknown]) {
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
      const [status, body] = answer(path);
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    },
  });
  return { api: createQueryApi(clients), queryClient: createQueryClient(), requests };
}
