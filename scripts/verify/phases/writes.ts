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
    await run.success('deactivateRequisite', { path: { requisite_id: requisiteId } });
    await run.success('activateRequisite', { path: { requisite_id: requisiteId } });
    if (isObject(created)) await run.success('deleteRequisite', { path: { requisite_id: requisiteId } });
    else run.skip('deleteRequisite', 'no requisite was created to delete');
  } else {
    for (const id of ['deactivateRequisite', 'activateRequisite', 'deleteRequisite']) run.skip(id, 'no requisite to act on');
  }
}

/** Accept an invite, dispute one order in process, confirm another. */
async function orderWrites(run: VerifyRun): Promise<void> {
  const invite = itemsOf(run.found.orders).find((o) => o.status === 'INVITE');
  if (invite) await run.success('acceptOrder', { path: { order_id: String(invite.id) } });
  else run.skip('acceptOrder', 'no order in INVITE status to accept');
  run.found.orders = await run.check(run.opOf('listOrders'), 'success (after accepting)', successStatuses(run.opOf('listOrders')), {});
  const inProcess = itemsOf(run.found.orders).filter((o) => o.status === 'PROCESS' && o.dispute_status !== 'open');
  const confirmTarget = inProcess.find((o) => o.id === invite?.id) ?? inProcess[0];
  const disputeTarget = inProcess.find((o) => o !== confirmTarget);
  if (disputeTarget) await run.success('openDispute', { path: { order_id: String(disputeTarget.id) }, body: requestExample(run.opOf('openDispute')) });
  else run.skip('openDispute', 'needs a second order in PROCESS status without an open dispute');
  if (confirmTarget) await run.success('confirmOrder', { path: { order_id: String(confirmTarget.id) } });
  else run.skip('confirmOrder', 'no order in PROCESS status to confirm');
}

/** A dispute to read: one just opened, or one the lists show. */
async function readDispute(run: VerifyRun): Promise<void> {
  const disputed = [...itemsOf(run.found.orders), ...itemsOf(run.found.history)].find((o) => isObject(o.dispute));
  const disputedId = disputed?.id ?? itemsOf(await run.success('listOrders')).find((o) => isObject(o.dispute))?.id;
  if (typeof disputedId === 'string') await run.success('getDispute', { path: { order_id: disputedId } });
  else run.skip('getDispute', 'no order with a dispute to read');
}
