// A failed static-data call reaches the guard at once, after one request (spec section 9: the
// only HTTP retry is the one after a 401). Real client, middleware and validators; the
// contract's own examples as the server's answers.
import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/errors.ts';
import { exampleServer, responseExample } from '../../../shared/lib/testing/contract-examples.ts';
import { staticDataQuery } from './static-data-query.ts';

/** Every call answers its default example, but `failing`, which answers 500. */
const setup = (failing: string) =>
  exampleServer((path) => (path === failing ? [500, { detail: 'Internal Server Error' }] : [200, responseExample(path, 'default')]));

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
