// Issue 28: verify's checks of History's filters (phases/history-filters.ts) against the stateful
// test backend: a backend with the proposed search passes; one that ignores it fails that check,
// named; the range is read in the trader's zone.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInitData } from '../lib/telegram-launch.ts';
import { startBackend, type TestBackend } from '../../tests/backend/server.ts';
import { parseArgs } from './args.ts';
import { historyFilters } from './phases/history-filters.ts';
import { signIn } from './phases/sign-in.ts';
import { createRun } from './verify-run.ts';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startBackend({ latencyMs: 0 });
});
afterAll(() => backend.close());
beforeEach(() => backend.reset());

async function checks(afterList: (history: unknown) => void = () => undefined, options: string[] = []) {
  const lines: string[] = [];
  const run = createRun(parseArgs(['--api', `${backend.origin}/api/v1`, '--gateway', `${backend.origin}/gateway/api/v1`, '--init-data', signedInitData().raw, ...options]), (line) => lines.push(line));
  await signIn(run);
  run.found.trader = await run.success('getTrader');
  run.found.history = await run.success('listOrderHistory');
  afterList(run.found.history);
  await historyFilters(run);
  return { checks: run.results.get('listOrderHistory')?.checks ?? [], notImplemented: run.results.get('listOrderHistory')?.notImplemented ?? [], lines };
}

describe("verify: History's filters (issue 28)", () => {
  it("passes a backend with the proposed search and the range in the trader's zone", async () => {
    const { checks: done } = await checks();
    expect(done.map((c) => c.name)).toEqual([
      'success',
      expect.stringMatching(/^date_from = date_to = \d{4}-\d\d-\d\d \(a day in the trader's timezone Europe\/Moscow\)$/),
      expect.stringMatching(/^search = [0-9a-f]{8} \(proposed parameter: an id part\)$/),
    ]);
    expect(done.flatMap((c) => c.problems)).toEqual([]);
  });

  it('lists a backend that ignores the proposed search as not implementing it, not as failing (issue 41)', async () => {
    backend.ignoreParams('listOrderHistory', ['search']);
    const { checks: done, notImplemented, lines } = await checks();
    expect(done.flatMap((c) => c.problems)).toEqual([]);
    expect(notImplemented).toEqual([{ part: 'parameter search', evidence: expect.stringMatching(/^ignored: search = [0-9a-f]{8} answered the unfiltered list$/), required: false }]);
    expect(lines.some((l) => l.startsWith('skip listOrderHistory: proposed parameter search, not implemented'))).toBe(true);
  });

  it('names a backend that ignores the proposed search when the search is required', async () => {
    backend.ignoreParams('listOrderHistory', ['search']);
    const { checks: done, lines } = await checks(undefined, ['--require', 'listOrderHistory.search']);
    const search = done.find((c) => c.name.startsWith('search'));
    expect(search?.observed).toBe(200);
    expect(search?.problems).toEqual([
      expect.objectContaining({ field: 'items', value: '14 of 15 do not match', message: expect.stringContaining('does not implement the proposal') }),
    ]);
    expect(lines.some((l) => l.startsWith('FAIL listOrderHistory: search ='))).toBe(true);
  });

  it('names a backend whose search lists orders that do not match: built, wrongly, so a failure', async () => {
    // The range call gets the order alone (right); the search call gets the other orders (wrong, and not the unfiltered list).
    const { checks: done, notImplemented } = await checks((history) => {
      const { items } = history as { items: { id: string }[] };
      backend.answerNext('listOrderHistory', 200, { items: [items[0]], total: 1 });
      backend.answerNext('listOrderHistory', 200, { items: items.slice(1), total: items.length - 1 });
    });
    expect(notImplemented).toEqual([]);
    expect(done.find((c) => c.name.startsWith('search'))?.problems).toEqual([
      expect.objectContaining({ field: 'items', message: expect.stringMatching(/^an order whose id starts with [0-9a-f]{8} must be found$/) }),
      expect.objectContaining({ field: 'items', message: expect.stringContaining('lists only matching orders') }),
    ]);
  });

  it("names orders of another day in a range's answer", async () => {
    // The range call (the next one after the list) is answered with the day's order and one of
    // another day, as a backend that cut days from the UTC timestamp or ignored the range would.
    const { checks: done } = await checks((history) => {
      const { items } = history as { items: { id: string; created_at: string }[] };
      backend.answerNext('listOrderHistory', 200, { items: [items[0], items.at(-1)], total: 2 }); // six days apart
    });
    const range = done.find((c) => c.name.startsWith('date_from'));
    expect(range?.problems).toEqual([
      expect.objectContaining({ field: expect.stringMatching(/^items\[id=[0-9a-f-]+\]\.created_at$/), message: expect.stringMatching(/^is on \d{4}-\d\d-\d\d in Europe\/Moscow, outside \d{4}-\d\d-\d\d$/) }),
    ]);
  });
});
