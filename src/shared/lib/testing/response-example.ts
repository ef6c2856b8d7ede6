// The trader API's own examples, looked up by path and name in the bundled document
// (generated/openapi): the one lookup the unit tests (contract-examples.ts) and the e2e specs
// (tests/support/examples.ts) share, so an edited example reaches both. Imports nothing but the
// document, so Playwright loads it without the app's client.
import bundled from '../../../../generated/openapi/trader-api.bundled.json' with { type: 'json' };

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
export function responseExample<T = unknown>(path: string, name: string): T {
  const operation = (bundled.paths as unknown as Record<string, { get: Operation }>)[path]?.get;
  const entry = operation?.responses['200'].content['application/json'].examples[name];
  if (!entry) throw new Error(`No example "${name}" for GET ${path}`);
  return deref(entry) as T;
}
