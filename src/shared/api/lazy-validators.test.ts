// Issue 39, ADR 0047: importing the HTTP client, its operation tables and the build configuration
// builds no zod schema (the entry evaluates them on every start); the first answer that needs a
// validator builds it, once, and the boot's warm value builds the rest. Every call through zod's
// namespace (z.object, z.string, z.iso.datetime, ...) is counted: that is how a schema is built.
import { describe, expect, it, vi } from 'vitest';
import { responseExample } from '../lib/testing/response-example.ts';
import type { OperationInfo } from '../../../generated/openapi/trader-api.operations.ts';

const built = vi.hoisted(() => ({ calls: 0 }));

vi.mock('zod/mini', async (importOriginal) => {
  const real: Record<string, unknown> = await importOriginal();
  const counted = (fn: (...args: unknown[]) => unknown) =>
    new Proxy(fn, {
      apply(target, self, args: unknown[]) {
        built.calls += 1;
        return Reflect.apply(target, self, args);
      },
    });
  const wrap = (namespace: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(namespace).map(([name, value]) => {
        // Classes (ZodMiniObject, ...) stay as they are; the builder functions are counted.
        if (typeof value === 'function' && !/^[A-Z$]/.test(name)) return [name, counted(value as (...args: unknown[]) => unknown)];
        return [name, value];
      }),
    );
  return { ...wrap(real), iso: wrap(real.iso as Record<string, unknown>), coerce: wrap(real.coerce as Record<string, unknown>) };
});

describe('the response validators are built on first use (ADR 0047)', () => {
  it('importing the client, the operation tables and the configuration builds no schema; the first answer builds what it needs, once; building all builds the rest, once', async () => {
    const { createApiClients } = await import('./client.ts');
    const { operations } = await import('../../../generated/openapi/trader-api.operations.ts');
    const { operations: gatewayOperations } = await import('../../../generated/openapi/gateway-api.operations.ts');
    /** Every response validator of both tables, built (or read) once each. */
    const buildResponseValidators = () => {
      for (const table of [operations, gatewayOperations]) for (const op of Object.values<OperationInfo>(table)) for (const validator of Object.values(op.responses)) validator?.();
    };
    const { parseEnv } = await import('../config/env.ts');
    expect(built.calls).toBe(0);

    const trader = responseExample<Record<string, unknown>>('/traders', 'default');
    const answer = () => new Response(JSON.stringify({ ...trader, unknown_key: 1 }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    const clients = createApiClients({
      traderBaseUrl: 'http://api.test/api/v1',
      gatewayBaseUrl: 'http://api.test/gateway/api/v1',
      timeoutMs: 1000,
      auth: { getAccessToken: () => 'token', recover: async () => null, logout: () => undefined },
      fetch: async () => answer(),
      logger: { warn: vi.fn(), error: vi.fn() },
    });
    expect(built.calls).toBe(0);

    const first = await clients.trader.GET('/traders');
    expect(first.data).toEqual(trader);
    const afterFirst = built.calls;
    expect(afterFirst).toBeGreaterThan(0);

    const second = await clients.trader.GET('/traders');
    expect(second.data).toEqual(trader);
    expect(built.calls).toBe(afterFirst);

    buildResponseValidators();
    const all = built.calls;
    expect(all).toBeGreaterThan(afterFirst);
    buildResponseValidators();
    expect(operations.getBalance.responses['200']()).toBe(operations.getBalance.responses['200']());
    expect(built.calls).toBe(all);

    // The named schemas other code imports are the instances the getters built, not copies.
    const named = await import('../../../generated/zod/trader-api.gen.ts');
    expect(named.zGetTraderResponse).toBe(operations.getTrader.responses['200']());
    expect(named.zHTTPError).toBe(operations.getTrader.responses['401']());

    expect(parseEnv({}).VITE_API_BASE_URL).toBe('/api/v1');
  });
});
