// Phase 4: the writes, only with --allow-writes; each leaves the account as it found it where it
// can. Then a dispute to read, which a write may just have opened.
import { isObject, isWrite, OPERATIONS, requestExample, successStatuses } from '../contract.ts';
import { itemsOf, type VerifyRun } from '../verify-run.ts';

export async function writes(run: VerifyRun): Promise<void> {
  if (!run.args.allowWrites) {
    for (const op of OPERATIONS.filter(isWrite)) run.skip(op.operationId, 'changes state or moves money: run with --allow-writes');
  } else {
    await settingsWrites(run);
    await requisiteWrites(run);
    await orderWrites(run);
    await run.success('withdraw', { body: requestExample(run.opOf('withdraw')) });
    await run.success('transfer', { body: requestExample(run.opOf('transfer')) });
  }
  await readDispute(run);
}

async function settingsWrites(run: VerifyRun): Promise<void> {
  const { trader, schedule } = run.found;
  const timezone = isObject(trader) && typeof trader.timezone === 'string' ? trader.timezone : null;
  await run.success('updateTimezone', { body: timezone ? { timezone } : requestExample(run.opOf('updateTimezone')) });
  await run.success('updateSchedule', { body: schedule ?? requestExample(run.opOf('updateSchedule')) });
  await run.success('disableAutoaccept');
  await run.success('activateAutoaccept', { body: requestExample(run.opOf('activateAutoaccept')) });
  await run.success('disableAutoaccept');
}

async function requisiteWrites(run: VerifyRun): Promise<void> {
  const created = await run.success('createRequisite', { body: requestExample(run.opOf('createRequisite')) });
  const requisiteId = isObject(created) && typeof created.id === 'number' ? created.id : run.ids.requisite_id;
  if (requisiteId !== undefined) {
    // The first example changes the holder's name, which every requisite has.
    if (isObject(created)) await run.success('updateRequisite', { path: { requisite_id: requisiteId }, body: requestExample(run.opOf('updateRequisite')) });
    else run.skip('updateRequisite', 'no requisite was created to change');
    await run.success('deactivateRequisite', { path: { requisite_id: requisiteId } });
    await run.success('activateRequisite', { path: { requisite_id: requisiteId } });
    if (isObject(created)) await run.success('deleteRequisite', { path: { requisite_id: requisiteId } });
    else run.skip('deleteRequisite', 'no requisite was created to delete');
  } else {
    for (const id of ['updateRequisite', 'deactivateRequisite', 'activateRequisite', 'deleteRequisite']) run.skip(id, 'no requisite to act on');
  }
}

/**
 * Accept an invite, dispute one order in process, confirm another. With a single order in
 * process, the dispute takes it (that reaches openDispute and getDispute, confirming reaches one
 * call); with none, the dispute is tried on the orders other answers carried (the history's,
 * the status's), each refusal (404, 409) a documented answer, until one opens.
 */
async function orderWrites(run: VerifyRun): Promise<void> {
  const invite = itemsOf(run.found.orders).find((o) => o.status === 'INVITE');
  if (invite) await run.success('acceptOrder', { path: { order_id: String(invite.id) } });
  else run.skip('acceptOrder', 'no order in INVITE status to accept');
  run.found.orders = await run.check(run.opOf('listOrders'), 'success (after accepting)', successStatuses(run.opOf('listOrders')), {});
  const inProcess = itemsOf(run.found.orders).filter((o) => o.status === 'PROCESS' && o.dispute_status !== 'open');
  const disputeTarget = inProcess.length === 1 ? inProcess[0] : inProcess.find((o) => o.id !== invite?.id);
  const confirmTarget = inProcess.find((o) => o !== disputeTarget);
  const reason = requestExample(run.opOf('openDispute'));
  if (disputeTarget) {
    await run.success('openDispute', { path: { order_id: String(disputeTarget.id) }, body: reason });
    // Proposed (issue 28): a receipt attached to the dispute just opened (a 1x1 PNG).
    await run.success('uploadDisputeAttachment', { path: { order_id: String(disputeTarget.id) }, body: requestExample(run.opOf('uploadDisputeAttachment')) });
  } else {
    run.skip('uploadDisputeAttachment', 'needs an order in PROCESS status to dispute first');
  }
  if (confirmTarget) await run.success('confirmOrder', { path: { order_id: String(confirmTarget.id) } });
  else run.skip('confirmOrder', inProcess.length === 1 ? 'the only order in PROCESS status was disputed (openDispute and getDispute need it); confirming needs a second' : 'no order in PROCESS status to confirm');
  if (!disputeTarget) await disputeAnyOrder(run, reason);
}

/** Orders tried for a dispute when none is in process, at most. */
const DISPUTE_TRIES = 3;

async function disputeAnyOrder(run: VerifyRun, reason: unknown): Promise<void> {
  const op = run.opOf('openDispute');
  const candidates = run.pool.values('order_id').filter(({ value }) => !itemsOf(run.found.history).some((o) => o.id === value && isObject(o.dispute))).slice(0, DISPUTE_TRIES);
  for (const { value, from } of candidates) {
    // 404 and 409 are the contract's refusals for an order that cannot be disputed: tried, not failed.
    await run.check(op, `success (order_id ${String(value)} from ${from})`, [...successStatuses(op), 404, 409], { path: { order_id: String(value) }, body: reason });
    if (run.last?.answer && successStatuses(op).includes(run.last.answer.status)) return;
  }
  run.skip('openDispute', candidates.length > 0 ? `no order in PROCESS status; ${candidates.length} other order(s) the answers carried were refused (404 or 409)` : 'no order to dispute');
}

/** Orders probed for a dispute to read, at most, when no list shows one. */
const DISPUTE_PROBES = 10;

/** A dispute to read: one just opened, one the lists show, or the first order the answers carried that has one. */
async function readDispute(run: VerifyRun): Promise<void> {
  const disputed = [...itemsOf(run.found.orders), ...itemsOf(run.found.history)].find((o) => isObject(o.dispute));
  const disputedId = disputed?.id ?? itemsOf(await run.success('listOrders')).find((o) => isObject(o.dispute))?.id;
  if (typeof disputedId === 'string') {
    await run.success('getDispute', { path: { order_id: disputedId } });
    return;
  }
  // No list shows a dispute: ask for each order the answers carried (404 is "no dispute").
  const op = run.opOf('getDispute');
  const candidates = run.pool.values('order_id').slice(0, DISPUTE_PROBES);
  for (const { value, from } of candidates) {
    await run.check(op, `success (order_id ${String(value)} from ${from})`, [...successStatuses(op), 404], { path: { order_id: String(value) } });
    if (run.last?.answer && successStatuses(op).includes(run.last.answer.status)) return;
  }
  run.skip('getDispute', candidates.length > 0 ? `none of the ${candidates.length} order(s) the answers carried has a dispute (each answered 404)` : 'no order with a dispute to read');
}
