// One openapi-fetch client per OpenAPI document, with the middleware of DESIGN section 5.
import createFetchClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths as TraderPaths } from '../../../generated/openapi/trader-api.ts';
import type { paths as GatewayPaths } from '../../../generated/openapi/gateway-api.ts';
import { operations as traderOperations, type OperationInfo } from '../../../generated/openapi/trader-api.operations.ts';
import { operations as gatewayOperations } from '../../../generated/openapi/gateway-api.operations.ts';
import { createMiddleware, type AuthHooks, type Logger } from './middleware.ts';
import type { ClientPaths } from './paths.ts';

// Importing the operation tables builds no validator (ADR 0047): each is built by the first answer
// that needs it, in that answer's task. Building all of them at idle after the start (ADR 0048's
// first round) cost ~48 ms of a 4x phone's CPU for ~80 operations most starts never call, and the
// opens were no faster with it (1.01 warm, 0.99 third, same run, interleaved): it was dropped.

export type TraderClient = Client<ClientPaths<TraderPaths>>;
export type GatewayClient = Client<ClientPaths<GatewayPaths>>;

export interface ApiClientsOptions {
  traderBaseUrl: string;
  gatewayBaseUrl: string;
  timeoutMs: number;
  /** Null sends the trader API's calls without a token (the provider verification's 401 probes). */
  auth: AuthHooks | null;
  /** Injected in tests; defaults to the global fetch at call time. */
  fetch?: (request: Request) => Promise<Response>;
  logger?: Logger;
  /** Development against a real backend: warn of what Prism's validating proxy found (proxy-violations.ts). */
  proxyViolations?: (operations: Readonly<Record<string, OperationInfo>>, logger: Logger) => Middleware;
}

export interface ApiClients {
  trader: TraderClient;
  gateway: GatewayClient;
}

export function createApiClients(options: ApiClientsOptions): ApiClients {
  const logger = options.logger ?? console;
  const fetchImpl = options.fetch ?? ((input: Request) => globalThis.fetch(input));
  const trader = createFetchClient<ClientPaths<TraderPaths>>({ baseUrl: options.traderBaseUrl, fetch: fetchImpl });
  trader.use(
    ...createMiddleware({ operations: traderOperations, auth: options.auth, timeoutMs: options.timeoutMs, logger }),
  );
  // The gateway's token calls carry no bearer token and never trigger a refresh.
  const gateway = createFetchClient<ClientPaths<GatewayPaths>>({ baseUrl: options.gatewayBaseUrl, fetch: fetchImpl });
  gateway.use(...createMiddleware({ operations: gatewayOperations, auth: null, timeoutMs: options.timeoutMs, logger }));
  // Last, so its onResponse runs first and sees Prism's answer before validation can throw.
  if (options.proxyViolations) {
    trader.use(options.proxyViolations(traderOperations, logger));
    gateway.use(options.proxyViolations(gatewayOperations, logger));
  }
  return { trader, gateway };
}
