// The active order on home comes from the current orders fetched in the first round: no request
// by id while the list holds it; a request by id when it does not. Real client and validators,
// the contract's own examples as server answers.
import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { exampleServer, responseExample } from '../../../shared/lib/testing/contract-examples.ts';
import { ApiError } from '../../../shared/api/errors.ts';
import { orderListQuery } from '../../../shared/api/resources.ts';
import { activeOrderQuery, isAlreadyActive } from './orders-api.ts';

const LIST = responseExample('/traders/orders', 'default') as { items: { id: string; status: string }[] };
const DETAIL = responseExample('/traders/orders/{order_id}', 'out_process') as { id: string };

const setup = () => exampleServer((path) => [200, path === '/traders/orders' ? LIST : DETAIL]);

/** What a screen mounting the query sees first, and once any fetch has settled. */
async function mount(observer: QueryObserver<unknown>) {
  const first = observer.getCurrentResult();
  const unsubscribe = observer.subscribe(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, 20));
  unsubscribe();
  return { first, settled: observer.getCurrentResult() };
}

describe('activeOrderQuery', () => {
  it('shows the order from the current orders at once, without a request by id', async () => {
    const { api, queryClient, requests } = setup();
    await queryClient.prefetchQuery(orderListQuery(api));
    const listed = LIST.items[0]!;

    const { first, settled } = await mount(new QueryObserver(queryClient, activeOrderQuery(api, queryClient, listed.id) as never));

    expect(first.status).toBe('success');
    expect(first.data).toMatchObject({ id: listed.id, status: listed.status });
    expect(settled.data).toMatchObject({ id: listed.id });
    expect(requests).toEqual(['/traders/orders']);
  });

  it('fetches the order by id when the current orders do not hold it', async () => {
    const { api, queryClient, requests } = setup();
    await queryClient.prefetchQuery(orderListQuery(api));
    const missing = 'b47d498b-e478-4c77-9465-c03d34fb0000';
    expect(LIST.items.some((o) => o.id === missing)).toBe(false);
    const { first, settled } = await mount(new QueryObserver(queryClient, activeOrderQuery(api, queryClient, missing) as never));

    expect(first.status).toBe('pending');
    expect(requests).toEqual(['/traders/orders', `/traders/orders/${missing}`]);
    expect(settled.error).toBeNull();
    expect(settled.data).toMatchObject({ id: DETAIL.id });
  });

  it('refetches by id once the seeding list is stale', async () => {
    const { api, queryClient, requests } = setup();
    await queryClient.prefetchQuery(orderListQuery(api));
    const listed = LIST.items[0]!;
    // The list was fetched 31 s ago: past the 30 s stale time.
    const state = queryClient.getQueryCache().find({ queryKey: orderListQuery(api).queryKey })!.state;
    state.dataUpdatedAt -= 31_000;

    await mount(new QueryObserver(queryClient, activeOrderQuery(api, queryClient, listed.id) as never));

    expect(requests).toEqual(['/traders/orders', `/traders/orders/${listed.id}`]);
  });
});

describe('auto-accept activation: a 422 means ALREADY_ACTIVE (spec section 8)', () => {
  const context = { operationId: 'activateAutoaccept', method: 'POST', path: '/traders/orders/autoaccept', requestId: null };
  it.each([
    ['the ALREADY_ACTIVE detail', { detail: 'ALREADY_ACTIVE' }],
    ['another string detail', { detail: 'Auto-accept is already running' }],
    ['a FastAPI validation list', { detail: [{ loc: ['body'], msg: 'already active', type: 'value_error' }] }],
    ['no body', undefined],
  ])('with %s', (_name, body) => {
    expect(isAlreadyActive(new ApiError(422, body, context))).toBe(true);
  });

  it('other statuses are failures', () => {
    expect(isAlreadyActive(new ApiError(409, { detail: 'ALREADY_ACTIVE' }, context))).toBe(false);
    expect(isAlreadyActive(new ApiError(500, null, context))).toBe(false);
    expect(isAlreadyActive(new Error('network'))).toBe(false);
  });
});
