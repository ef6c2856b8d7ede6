// Issue 28 (part of phase 3, the reads): History's filters on GET /traders/orders/history, checked
// for what the contract promises besides the shape of the answer: `date_from`/`date_to` are days
// in the trader's timezone, and the proposed `search` lists only matching orders (by the app's
// own rules, src/features/history/model/search.ts) and counts them in `total`. A backend that
// ignores `search` (it answers the unfiltered list) has not built the proposal: listed as
// "proposed: not implemented" and not fuzzed, or, when required (--require-proposed, --require
// listOrderHistory.search), that one check fails, named (ADR 0034).
import { zonedDayKey } from '../../../src/domain/date-format.ts';
import { orderSearch, type SearchableOrder } from '../../../src/features/history/model/search.ts';
import { isValidTimeZone } from '../../../src/shared/lib/time-zone.ts';
import { isObject } from '../contract.ts';
import { itemsOf, type VerifyRun } from '../verify-run.ts';
import type { Problem } from '../results.ts';

type Listed = SearchableOrder & { created_at: string };

function isListedOrder(item: unknown): item is Listed {
  return isObject(item) && typeof item.id === 'string' && typeof item.created_at === 'string';
}

/** Adds what the last check of `operationId` found wrong besides the answer's shape. */
function addProblems(run: VerifyRun, operationId: string, problems: readonly Problem[]): void {
  const check = run.results.get(operationId)?.checks.at(-1);
  if (!check || problems.length === 0) return;
  check.problems.push(...problems);
  run.log(`FAIL ${operationId}: ${check.name}${problems.map((p) => `\n       ${p.field} = ${p.value}: ${p.message}`).join('')}`);
}

export async function historyFilters(run: VerifyRun): Promise<void> {
  const op = run.opOf('listOrderHistory');
  const order = itemsOf(run.found.history).find(isListedOrder);
  if (!order) {
    run.skip('listOrderHistory', 'no past order to search for or to date (search and date range)');
    return;
  }
  const timezone = isObject(run.found.trader) && typeof run.found.trader.timezone === 'string' ? run.found.trader.timezone : null;
  const zone = timezone !== null && isValidTimeZone(timezone) ? timezone : null;

  // The range: the listed order's own day in the trader's zone holds it, and only that day.
  const day = zone === null ? null : zonedDayKey(order.created_at, zone);
  if (zone === null) run.skip('listOrderHistory', "date range: no valid trader timezone (GET /traders) to read the days in");
  else if (day !== null) {
    const answer = await run.check(op, `date_from = date_to = ${day} (a day in the trader's timezone ${zone})`, [200], { query: { date_from: day, date_to: day } });
    if (answer !== undefined) {
      const items = itemsOf(answer).filter(isListedOrder);
      const problems: Problem[] = [];
      if (!items.some((o) => o.id === order.id)) problems.push({ field: 'items', value: `no ${order.id}`, message: `the order created ${order.created_at} is on ${day} in ${zone} and must be listed` });
      for (const o of items) {
        const its = zonedDayKey(o.created_at, zone);
        if (its !== day) problems.push({ field: `items[id=${o.id}].created_at`, value: o.created_at, message: `is on ${its ?? 'no day'} in ${zone}, outside ${day}` });
      }
      addProblems(run, op.operationId, problems);
    }
  }

  // The proposed search, by the first 8 characters of the order's id.
  const text = order.id.slice(0, 8);
  const answer = await run.check(op, `search = ${text} (proposed parameter: an id part)`, [200], { query: { search: text } });
  if (answer !== undefined) {
    const matches = orderSearch(text);
    const items = itemsOf(answer).filter(isListedOrder);
    const ids = (list: unknown) => JSON.stringify([itemsOf(list).map((o) => o.id), isObject(list) ? list.total : undefined]);
    const ignored = items.some((o) => !matches(o)) && ids(answer) === ids(run.found.history);
    if (ignored && !run.required('listOrderHistory.search')) {
      run.results.get(op.operationId)?.notImplemented.push({ part: 'parameter search', evidence: `ignored: search = ${text} answered the unfiltered list`, required: false });
      run.log(`skip ${op.operationId}: proposed parameter search, not implemented (ignored: the unfiltered list came back); not fuzzed`);
      return;
    }
    const problems: Problem[] = [];
    if (!items.some((o) => o.id === order.id)) problems.push({ field: 'items', value: `no ${order.id}`, message: `an order whose id starts with ${text} must be found` });
    const strays = items.filter((o) => !matches(o));
    if (strays.length > 0) {
      problems.push({
        field: 'items',
        value: `${strays.length} of ${items.length} do not match`,
        message: `the proposed \`search\` lists only matching orders (e.g. ${strays[0]?.id}); a server that ignores it does not implement the proposal`,
      });
    }
    addProblems(run, op.operationId, problems);
  }
}
