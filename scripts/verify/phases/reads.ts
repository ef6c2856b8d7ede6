// Phase 3: the reads, in an order that finds the ids later calls need.
import { isObject, requestExample } from '../contract.ts';
import { first, type VerifyRun } from '../verify-run.ts';
import { historyFilters } from './history-filters.ts';

export async function reads(run: VerifyRun): Promise<void> {
  const { ids, found } = run;
  found.trader = await run.success('getTrader');
  for (const id of ['getAccountStatus', 'checkStatus', 'getConfig', 'getStatistic', 'getBalance', 'getDepositAddress', 'getWithdrawalTerms']) await run.success(id);
  await run.success('lookupRedirect', { query: { path: '/' } });
  // Proposed (issue 37): the transfer's recipient named; every server finds the trader itself.
  const me = found.trader as { id?: number; username?: string | null } | undefined;
  if (me?.username || me?.id !== undefined) await run.success('getTransferRecipient', { query: { query: me.username || String(me.id) } });
  else run.skip('getTransferRecipient', 'the trader has neither a username nor an id to look up');
  const transactions = await run.success('listTransactions', { query: { transaction_status: 'completed' } });
  ids.transaction_id = first(transactions) ?? first(await run.success('listTransactions'));
  if (ids.transaction_id !== undefined) await run.success('getTransaction', { path: { transaction_id: ids.transaction_id } });
  else run.skip('getTransaction', 'no transaction listed to read');
  found.orders = await run.success('listOrders');
  found.history = await run.success('listOrderHistory');
  await historyFilters(run); // issue 28: the range in the trader's zone and the proposed search
  ids.order_id = first(found.orders) ?? first(found.history);
  if (ids.order_id !== undefined) await run.success('getOrder', { path: { order_id: ids.order_id } });
  else run.skip('getOrder', 'no order listed to read');
  // Proposed (issue 28): an order's dispute attachments, an empty list when it has no dispute.
  if (ids.order_id !== undefined) await run.success('listDisputeAttachments', { path: { order_id: ids.order_id } });
  else run.skip('listDisputeAttachments', 'no order listed to read');
  found.schedule = await run.success('getSchedule');
  const requisites = await run.success('listRequisites');
  // Not one an order in progress pays to (editable: false): the status writes would be refused
  // with 409 REQUISITE_IN_USE, as the contract says (issue 37), when no requisite was created.
  ids.requisite_id = first(Array.isArray(requisites) ? requisites.filter((r: unknown) => !(isObject(r) && r.editable === false)) : requisites);
  await run.success('listRequisiteStats');
  for (const id of ['listCurrencies', 'listPaymentSystems', 'listPaymentMethods', 'listBanks']) await run.success(id);
  // Proposed (issue 39): field telemetry, a batch of the documented example (it changes nothing).
  await run.success('sendTelemetry', { body: requestExample(run.opOf('sendTelemetry')) });
  ids.category_id = first(await run.success('listHelpCategories'));
  if (ids.category_id !== undefined) ids.article_id = first(await run.success('listHelpArticles', { path: { category_id: ids.category_id } }));
  else run.skip('listHelpArticles', 'no help category listed');
  if (ids.article_id !== undefined) await run.success('getHelpArticle', { path: { article_id: ids.article_id } });
  else run.skip('getHelpArticle', 'no help article listed');
}
