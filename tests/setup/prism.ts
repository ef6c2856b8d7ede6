// Global setup of the contract suite: Prism for each OpenAPI document, in static (examples)
// and dynamic (seeded random valid data) mode, plus the same-origin base-path proxy the app
// sees in development. Everything is stopped at the end of the run.
import type { TestProject } from 'vitest/node';
import { startBasePathProxy } from '../../scripts/mock/base-path-proxy.ts';
import { baseRoutes } from '../../scripts/mock/ports.ts';
import { portOf } from '../../scripts/lib/address.ts';
import { startPrism } from '../../scripts/mock/prism.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin whose /api/v1 and /gateway/api/v1 reach the static (example) mocks. */
    staticOrigin: string;
    /** Same, for the dynamic mocks. */
    dynamicOrigin: string;
    /** Direct URL of the static trader-api Prism (no proxy, no client). */
    traderPrismUrl: string;
    /** Seed of the dynamic mocks (print it to replay a failure). */
    dynamicSeed: string;
  }
}

export default async function setup(project: TestProject) {
  const seed = process.env.CONTRACT_SEED ?? '20261122';
  // Each Prism on a free port found for it (found again when taken first: scripts/mock/prism.ts).
  const prisms = await Promise.all([
    startPrism({ document: 'openapi/trader-api.yaml' }),
    startPrism({ document: 'openapi/gateway-api.yaml' }),
    startPrism({ document: 'openapi/trader-api.yaml', dynamic: true, seed }),
    startPrism({ document: 'openapi/gateway-api.yaml', dynamic: true, seed }),
  ]);
  const [ts, gs, td, gd] = prisms.map((p) => portOf(p.url));
  const proxies = await Promise.all([
    startBasePathProxy(baseRoutes({ trader: ts!, gateway: gs!, events: 0 })),
    startBasePathProxy(baseRoutes({ trader: td!, gateway: gd!, events: 0 })),
  ]);
  project.provide('staticOrigin', proxies[0].url);
  project.provide('dynamicOrigin', proxies[1].url);
  project.provide('traderPrismUrl', prisms[0].url);
  project.provide('dynamicSeed', seed);
  return async () => {
    await Promise.all([...proxies.map((p) => p.close()), ...prisms.map((p) => p.stop())]);
  };
}
