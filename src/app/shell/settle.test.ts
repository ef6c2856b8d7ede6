import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { manualWindow } from '../../shared/lib/testing/manual-window.ts';
import { whenQuiet } from './settle.ts';

const clients: QueryClient[] = [];
afterEach(() => clients.splice(0).forEach((c) => c.clear()));

function pending() {
  let resolve!: (value: string) => void;
  const promise = new Promise<string>((r) => (resolve = r));
  return { promise, resolve };
}

function client() {
  const c = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  clients.push(c);
  return c;
}

const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('whenQuiet (start-up work after the first screen)', () => {
  it('waits for the fetching queries, then a painted frame, then idle time', async () => {
    const qc = client();
    const m = manualWindow({ idle: true });
    const answer = pending();
    qc.fetchQuery({ queryKey: ['orders'], queryFn: () => answer.promise }).catch(() => undefined);
    let runs = 0;
    whenQuiet(qc, () => runs++, 3000, m.win);
    m.paintThenIdle();
    expect(runs).toBe(0); // still fetching

    answer.resolve('data');
    await settle();
    m.idle();
    expect(runs).toBe(0); // the answer's frame has not painted yet
    m.paintThenIdle();
    expect(runs).toBe(1);
  });

  it('starts over when another request begins before the idle moment', async () => {
    const qc = client();
    const m = manualWindow({ idle: true });
    let runs = 0;
    whenQuiet(qc, () => runs++, 3000, m.win);
    m.frame();
    m.frame(); // idle callback requested
    const late = pending();
    qc.fetchQuery({ queryKey: ['late'], queryFn: () => late.promise }).catch(() => undefined);
    await settle();
    m.idle();
    expect(runs).toBe(0);
    late.resolve('x');
    await settle();
    m.paintThenIdle();
    expect(runs).toBe(1);
  });

  it('runs after the timeout when a query hangs, once, and never after cancel', async () => {
    const qc = client();
    const m = manualWindow({ idle: true });
    qc.fetchQuery({ queryKey: ['hangs'], queryFn: () => new Promise(() => undefined) }).catch(() => undefined);
    let runs = 0;
    whenQuiet(qc, () => runs++, 3000, m.win);
    expect(m.timers()).toEqual([3000]);
    m.fireTimers();
    expect(runs).toBe(1);
    m.paintThenIdle();
    expect(runs).toBe(1);

    const cancelled = manualWindow({ idle: true });
    let cancelledRuns = 0;
    const cancel = whenQuiet(client(), () => cancelledRuns++, 3000, cancelled.win);
    cancel();
    cancelled.paintThenIdle();
    cancelled.fireTimers();
    expect(cancelledRuns).toBe(0);
  });
});
