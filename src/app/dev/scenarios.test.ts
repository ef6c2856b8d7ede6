import { describe, expect, it, vi } from 'vitest';
import gateway from '../../../generated/openapi/gateway-api.bundled.json' with { type: 'json' };
import trader from '../../../generated/openapi/trader-api.bundled.json' with { type: 'json' };
import { ALL_SCENARIOS, SCENARIOS, WRITE_ERROR_SCENARIOS, activeScenario, exampleForId, exampleValue, examplesOf, matchTemplate, scenarioFetch } from './scenarios.ts';

class MemoryStorage {
  private map = new Map<string, string>();
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

const at = (search: string) => ({ search }) as Location;

describe('dev scenarios', () => {
  it('remembers ?scenario= for the session and clears it with an empty value', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    expect(activeScenario(at('?scenario=blocked'), storage)).toBe('blocked');
    expect(activeScenario(at(''), storage)).toBe('blocked');
    expect(activeScenario(at('?scenario='), storage)).toBeNull();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(activeScenario(at('?scenario=nope'), storage)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Unknown dev scenario "nope"'));
  });

  it('every scenario names operations of the specs with a Prefer value', () => {
    for (const rules of Object.values(ALL_SCENARIOS)) {
      for (const [op, prefer] of Object.entries(rules)) {
        expect(op).toMatch(/^(GET|POST|PUT|DELETE) \/[\w/{}-]+$/);
        expect(prefer).toMatch(/^(code=\d{3}(, example=\w+)?|example=\w+)$/);
      }
    }
  });

  it('each write-error scenario asks for an error example the contract documents under that status', async () => {
    expect(Object.keys(WRITE_ERROR_SCENARIOS).length).toBeGreaterThan(0);
    const spec = (await import('../../../generated/openapi/trader-api.bundled.json', { with: { type: 'json' } })).default as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, { $ref?: string; content?: Record<string, { examples?: Record<string, unknown> }> }> }>>;
      components: { responses: Record<string, { content?: Record<string, { examples?: Record<string, unknown> }> }> };
    };
    for (const [scenario, rules] of Object.entries(WRITE_ERROR_SCENARIOS)) {
      expect(Object.keys(SCENARIOS)).not.toContain(scenario);
      for (const [operation, prefer] of Object.entries(rules)) {
        const [, code, example] = /^code=(\d{3}), example=(\w+)$/.exec(prefer) ?? [];
        const [method = '', path = ''] = operation.split(' ');
        const response = spec.paths[path]?.[method.toLowerCase()]?.responses[code ?? ''];
        const resolved = response?.$ref ? spec.components.responses[response.$ref.split('/').pop() ?? ''] : response;
        const examples = Object.values(resolved?.content ?? {})[0]?.examples ?? {};
        expect(Object.keys(examples), `${scenario}: ${operation} ${code}`).toContain(example);
      }
    }
    const seen: Request[] = [];
    const f = scenarioFetch('withdrawal-limit', ['/api/v1'], async (r) => {
      seen.push(r);
      return new Response('{}');
    });
    await f(new Request('http://x.test/api/v1/traders/balance/withdraw', { method: 'POST' }));
    await f(new Request('http://x.test/api/v1/traders/balance'));
    expect(seen[0]?.headers.get('Prefer')).toBe('code=400, example=withdrawal_limit_exceeded');
    expect(seen[1]?.headers.get('Prefer')).toBeNull();
  });

  it('adds Prefer only to the operations the scenario names, after the base path', async () => {
    const seen: Request[] = [];
    const f = scenarioFetch('blocked', ['/api/v1', '/gateway/api/v1'], async (r) => {
      seen.push(r);
      return new Response('{}');
    });
    await f(new Request('http://x.test/api/v1/traders'));
    await f(new Request('http://x.test/api/v1/traders/balance'));
    expect(seen[0]?.headers.get('Prefer')).toBe('example=blocked');
    expect(seen[1]?.headers.get('Prefer')).toBeNull();
  });
});

// ---------------------------------------------------------------- one world per scenario

type Spec = Parameters<typeof examplesOf>[0];
type Json = Record<string, unknown> & { items?: Record<string, unknown>[] };
const specs = { trader: trader as unknown as Spec, gateway: gateway as unknown as Spec };

/** The spec an operation belongs to (the gateway has the token calls). */
function specOf(operation: string): Spec {
  const path = operation.split(' ')[1] ?? '';
  return path in specs.trader.paths ? specs.trader : specs.gateway;
}

/** The examples of `operation`'s answer `status`, following a $ref to components.responses. */
function examplesFor(operation: string, status: string): Record<string, unknown> {
  const spec = specOf(operation) as Spec & { components?: { responses?: Record<string, unknown> } };
  const [method = '', path = ''] = operation.split(' ');
  let response = (spec.paths[path]?.[method.toLowerCase()]?.responses as Record<string, { $ref?: string; content?: Record<string, { examples?: Record<string, unknown> }> }> | undefined)?.[status];
  if (response?.$ref) response = spec.components?.responses?.[response.$ref.split('/').pop() ?? ''] as typeof response;
  return response?.content?.['application/json']?.examples ?? {};
}

/** The value Prism answers `operation` with in `scenario`: its rule's example, else the first. */
function answer(scenario: string, operation: string): Json {
  const spec = specOf(operation);
  const examples = examplesOf(spec, operation);
  const rule = SCENARIOS[scenario]?.[operation];
  const name = rule?.match(/example=(\w+)/)?.[1] ?? Object.keys(examples)[0] ?? '';
  const example = examples[name];
  if (!example) throw new Error(`${scenario}: ${operation} has no example "${name}"`);
  return exampleValue(spec, example) as Json;
}

const num = (v: unknown) => Number(v);

describe('every scenario is one world (issue 25)', () => {
  it('every Prefer rule names an operation and a named example of the bundled specs', () => {
    for (const [scenario, rules] of Object.entries(SCENARIOS)) {
      for (const [operation, prefer] of Object.entries(rules)) {
        const [method = '', path = ''] = operation.split(' ');
        const op = specOf(operation).paths[path]?.[method.toLowerCase()];
        expect(op, `${scenario}: ${operation}`).toBeDefined();
        const status = prefer.match(/code=(\d{3})/)?.[1] ?? '200';
        const name = prefer.match(/example=(\w+)/)?.[1];
        if (status !== '200') expect(op?.responses?.[status], `${scenario}: ${operation} ${status}`).toBeDefined();
        if (name) expect(Object.keys(examplesFor(operation, status)), `${scenario}: ${operation} ${prefer}`).toContain(name);
      }
    }
  });

  const homes = Object.entries(SCENARIOS).filter(([, rules]) => 'GET /traders/check' in rules);

  it.each(homes)('%s: home, balance, trade list, history, operations, requisites and statistic agree', (scenario) => {
    const check = answer(scenario, 'GET /traders/check');
    const status = answer(scenario, 'GET /traders/status');
    const current = answer(scenario, 'GET /traders/orders').items ?? [];
    const past = answer(scenario, 'GET /traders/orders/history').items ?? [];
    const inProgress = current.filter((o) => o.status === 'PROCESS');
    const finished = past.filter((o) => o.status === 'COMPLETE');
    const statistic = answer(scenario, 'GET /traders/statistic') as { totals: { orders_completed: number } };

    // History holds finished orders only; the current list current ones only.
    expect(past.every((o) => o.status !== 'PROCESS' && o.status !== 'INVITE')).toBe(true);
    expect(current.every((o) => o.status === 'PROCESS' || o.status === 'INVITE')).toBe(true);

    if (check.order_id) {
      // Home's active order is in the trade list, in progress, with the same dispute state, and
      // the status call names the same order.
      const order = inProgress.find((o) => o.id === check.order_id);
      expect(order, `${scenario}: the active order in GET /traders/orders`).toBeDefined();
      expect(order?.dispute_status ?? null).toBe(check.dispute_status ?? null);
      expect(order?.direction).toBe(check.order_type);
      expect(num(order?.amount_rub)).toBe(num(check.amount_rub));
      expect(status).toMatchObject({ status: 'ACTIVE_ORDER', order_id: check.order_id, dispute_status: check.dispute_status ?? null });
      // The order page (GET /traders/orders/{id}) shows that order.
      const match = matchTemplate('GET', `/traders/orders/${String(check.order_id)}`);
      const rule = SCENARIOS[scenario]?.[match?.operation ?? ''];
      const name = rule?.match(/example=(\w+)/)?.[1] ?? exampleForId(specs.trader, match?.operation ?? '', String(check.order_id));
      const detail = exampleValue(specs.trader, examplesOf(specs.trader, 'GET /traders/orders/{order_id}')[name ?? ''] ?? {}) as Json;
      expect(detail.id, `${scenario}: the order page`).toBe(check.order_id);
      expect(detail.dispute_status ?? null).toBe(check.dispute_status ?? null);
    } else {
      // No active order: nothing in progress ("Сделки не будут приходить" beside 2 orders was seen).
      expect(inProgress, `${scenario}: orders in progress without an active order`).toEqual([]);
      expect(status.status, `${scenario}: GET /traders/status`).toBe('DONE');
      // Home's numbers are the balance's, the requisites' and the history's.
      const balance = answer(scenario, 'GET /traders/balance');
      expect(num(check.available_balance), `${scenario}: available balance`).toBe(num(balance.available_amount));
      expect(num(check.allowed_overdraft), `${scenario}: overdraft`).toBe(num(balance.allowed_overdraft));
      const requisites = answer(scenario, 'GET /traders/requisites') as unknown as { status: string }[];
      expect(requisites.filter((r) => r.status === 'ACTIVE'), `${scenario}: active requisites`).toHaveLength(num(check.active_payment_detail_count));
      expect(finished, `${scenario}: completed orders in History`).toHaveLength(num(check.completed_order_count));
      expect(statistic.totals.orders_completed).toBeLessThanOrEqual(num(check.completed_order_count));
      // What is frozen is the pending withdrawals in the operations.
      const operations = answer(scenario, 'GET /traders/transactions').items ?? [];
      const held = operations.filter((o) => o.status === 'HOLD').reduce((sum, o) => sum - num(o.amount), 0);
      expect(num(balance.total_amount) - num(balance.available_amount), `${scenario}: frozen`).toBeCloseTo(held, 2);
      if (num(check.completed_order_count) === 0) expect(statistic.totals.orders_completed).toBe(0);
    }
  });

  it('a detail call gets the example of the item tapped, unless the scenario names one', async () => {
    const seen: string[] = [];
    const record = async (r: Request) => {
      seen.push(r.headers.get('Prefer') ?? '');
      return new Response('{}');
    };
    const plain = scenarioFetch(null, ['/api/v1', '/gateway/api/v1'], record);
    // Every item of every list example opens its own detail example.
    const lists: [list: string, detail: string, path: (id: string) => string][] = [
      ['GET /traders/transactions', 'GET /traders/transactions/{transaction_id}', (id) => `/traders/transactions/${id}`],
      ['GET /help/categories/{category_id}/articles', 'GET /help/articles/{article_id}', (id) => `/help/articles/${id}`],
    ];
    for (const [list, detail, path] of lists) {
      for (const [name, example] of Object.entries(examplesOf(specs.trader, list))) {
        const value = exampleValue(specs.trader, example);
        const items = (Array.isArray(value) ? value : ((value as Json).items ?? [])) as { id: string | number }[];
        for (const item of items) {
          await plain(new Request(`http://x.test/api/v1${path(String(item.id))}`));
          const prefer = seen.at(-1) ?? '';
          expect(prefer, `${list} ${name}: item ${item.id}`).toMatch(/^example=\w+$/);
          const value = exampleValue(specs.trader, examplesOf(specs.trader, detail)[prefer.slice('example='.length)] ?? {}) as Json;
          expect(value.id).toBe(item.id);
        }
      }
    }
    // A category's articles: category 2 is category_2, category 1 Prism's first (default).
    await plain(new Request('http://x.test/api/v1/help/categories/2/articles'));
    expect(seen.at(-1)).toBe('example=category_2');
    // A path the spec names as it is, is no item: /traders/orders/history is not order "history".
    await scenarioFetch('dispute', ['/api/v1'], record)(new Request('http://x.test/api/v1/traders/orders/history?size=100'));
    expect(seen.at(-1)).toBe('');
    // The scenario's rule wins over the id: the dispute's order page is the dispute example.
    await scenarioFetch('dispute', ['/api/v1'], record)(new Request('http://x.test/api/v1/traders/orders/b47d498b-e478-4c77-9465-c03d34fbf801'));
    expect(seen.at(-1)).toBe('example=dispute_open');
    // The OUT order's page is the OUT order, though Prism's first example is the IN one.
    await plain(new Request('http://x.test/api/v1/traders/orders/457c4d43-ef21-4283-87d0-6465f0d35789'));
    expect(seen.at(-1)).toBe('example=out_process');
  });
});
