// The state a test starts from, taken from the contract's own examples (so the backend cannot
// drift from what Prism serves) and moved in time: the examples describe 2026-11-22 12:00 UTC,
// and every date in them is shifted by the same amount so that moment becomes "now" (shiftDates,
// shared with the dev mocks: scripts/mock/shift-dates.ts). The active IN order then expires in
// 10 minutes, as the example intends, whenever the test runs.
import type * as z from 'zod/mini';
import type { components } from '../../generated/openapi/trader-api.ts';
import {
  zGetBalanceResponse,
  zGetConfigResponse,
  zGetDepositAddressResponse,
  zGetHelpArticleResponse,
  zGetScheduleResponse,
  zGetStatisticResponse,
  zGetTraderResponse,
  zGetTransferRecipientResponse,
  zGetWithdrawalTermsResponse,
  zListBanksResponse,
  zListCurrenciesResponse,
  zListHelpArticlesResponse,
  zListHelpCategoriesResponse,
  zListOrderHistoryResponse,
  zListOrdersResponse,
  zListPaymentMethodsResponse,
  zListPaymentSystemsResponse,
  zListRequisiteStatsResponse,
  zListRequisitesResponse,
  zListTransactionsResponse,
  zStatusSummary,
} from '../../generated/zod/trader-api.gen.ts';
import { EXAMPLES_NOW, shiftDates } from '../../scripts/mock/shift-dates.ts';
import { documentedExample, documentedExamples, type OperationId } from './contract.ts';

type Schemas = components['schemas'];

export interface BalanceSeed {
  available: number;
  total: number;
  overdraft: number;
}

export interface BackendSeed {
  trader: Schemas['Trader'];
  balance: BalanceSeed;
  config: Schemas['Config'];
  /** Current orders (invites and orders in progress); the first PROCESS one is the active order. */
  orders: Schemas['Order'][];
  /** Past orders, newest first. */
  history: Schemas['Order'][];
  /** Balance operations that happened before the test, newest first (not in the ledger). */
  operations: Schemas['BalanceOperation'][];
  requisites: Schemas['Requisite'][];
  schedule: Schemas['Schedule'];
  statistic: Schemas['Statistic'];
  deposit: Schemas['DepositAddress'];
  /** What GET /traders/balance/withdraw/terms answers and POST /traders/balance/withdraw applies. */
  withdrawalTerms: Schemas['WithdrawalTerms'];
  /** The traders GET /traders/balance/transfer/recipient finds (issue 37), besides the trader itself. */
  recipients: Schemas['TransferRecipient'][];
  /** Each requisite's limits by id (GET /traders/requisites/stats); an id not named has none. */
  requisiteLimits: Record<number, { day: number | null; month: number | null }>;
  completedOrderCount: number;
  /** ISO date-time while auto-accept runs, else null. */
  autoacceptExpiresAt: string | null;
  /** Server-driven redirects by route path (GET /redirects); absent paths stay. */
  redirects: Record<string, string>;
  currencies: Schemas['Currency'][];
  paymentSystems: Schemas['PaymentSystem'][];
  paymentMethods: Schemas['PaymentMethod'][];
  banks: Schemas['Bank'][];
  helpCategories: Schemas['HelpCategory'][];
  /** Article summaries of every category (GET /help/categories/{id}/articles filters them). */
  helpArticles: Schemas['HelpArticleSummary'][];
  articles: Schemas['HelpArticle'][];
}

export { EXAMPLES_NOW, shiftDates };

/** A documented example, shifted to now and parsed by its generated validator (hence typed). */
function example<T>(validator: z.ZodMiniType<T>, id: OperationId, name: string, deltaMs: number): T {
  return validator.parse(shiftDates(documentedExample(id, 200, name), deltaMs));
}

const amount = (value: Schemas['Amount']): number => Number(value);

/**
 * Withdrawal terms that refuse no positive amount (no fee, no maximum, a minimum of a
 * thousandth), for tests about something else than the terms: the ledger, faults, taps.
 */
export const OPEN_WITHDRAWAL_TERMS: Schemas['WithdrawalTerms'] = { asset: 'USDT', network: 'TRC20', fee: 0, min_amount: 0.001, max_amount: null };

export function defaultSeed(nowMs: number): BackendSeed {
  const delta = nowMs - EXAMPLES_NOW;
  const balance = example(zGetBalanceResponse, 'getBalance', 'default', delta);
  const done = example(zStatusSummary, 'checkStatus', 'done', delta);
  return {
    trader: example(zGetTraderResponse, 'getTrader', 'default', delta),
    balance: { available: amount(balance.available_amount), total: amount(balance.total_amount), overdraft: amount(balance.allowed_overdraft) },
    config: example(zGetConfigResponse, 'getConfig', 'default', delta),
    orders: example(zListOrdersResponse, 'listOrders', 'default', delta).items,
    history: example(zListOrderHistoryResponse, 'listOrderHistory', 'default', delta).items,
    operations: example(zListTransactionsResponse, 'listTransactions', 'default', delta).items,
    // `editable` is the state's to say (BackendState.visibleRequisites), not the seed's.
    requisites: example(zListRequisitesResponse, 'listRequisites', 'default', delta).map(({ editable: _editable, ...requisite }) => requisite),
    schedule: example(zGetScheduleResponse, 'getSchedule', 'default', delta),
    statistic: example(zGetStatisticResponse, 'getStatistic', 'default', delta),
    deposit: example(zGetDepositAddressResponse, 'getDepositAddress', 'default', delta),
    withdrawalTerms: example(zGetWithdrawalTermsResponse, 'getWithdrawalTerms', 'default', delta),
    requisiteLimits: Object.fromEntries(
      example(zListRequisiteStatsResponse, 'listRequisiteStats', 'default', delta).items.map((s) => [s.requisite_id, { day: s.day.limit_rub, month: s.month.limit_rub }]),
    ),
    // Every documented recipient (by username and by id; one without a username).
    recipients: documentedExamples('getTransferRecipient', 200).map(([, body]) => zGetTransferRecipientResponse.parse(body)),
    completedOrderCount: done.completed_order_count,
    autoacceptExpiresAt: done.autoaccept_expired_at ?? null,
    redirects: {},
    currencies: example(zListCurrenciesResponse, 'listCurrencies', 'default', delta),
    paymentSystems: example(zListPaymentSystemsResponse, 'listPaymentSystems', 'default', delta),
    paymentMethods: example(zListPaymentMethodsResponse, 'listPaymentMethods', 'default', delta),
    banks: example(zListBanksResponse, 'listBanks', 'default', delta),
    helpCategories: example(zListHelpCategoriesResponse, 'listHelpCategories', 'default', delta),
    helpArticles: example(zListHelpArticlesResponse, 'listHelpArticles', 'default', delta),
    // Every documented article (a plain one and one whose body must be sanitized).
    articles: documentedExamples('getHelpArticle', 200).map(([, body]) => zGetHelpArticleResponse.parse(shiftDates(body, delta))),
  };
}
