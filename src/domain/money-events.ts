// Which events move money, and what each of them refreshes (issue 37: "money views never go
// stale"). Every money event, whoever tells of it (an answer to the trader's own action or a
// socket event), refreshes every view of money: the balance (home's "Доступно", /balance, the
// forms' available amount), the status data (its available balance and home's state) and the
// operation lists (and any operation's detail: a withdrawal's status changes with its events); an order's event refreshes the order lists too. The balance and the status
// are read again at once, even when no screen shows them now, so the next screen never opens on
// a figure older than the last money event the app saw; the lists (one query per tab or filter)
// go stale and are read again by the screen that shows them.
// The realtime handlers (features/realtime: the socket's events) and the mutations
// (features/orders: confirm; features/balance: withdraw, transfer) all refresh through here.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { SocketEventName } from '../../generated/events/events.gen.ts';
import { balanceKey, operationKey, operationsKey, orderListKey, pastOrdersKey, statusKey } from '../shared/api/resources.ts';

/**
 * Everything the app does or hears of that moves money: the trader's own actions, once the
 * server answered, and the socket events that move money, by their socket names (an order ended:
 * closed, cancelled or timed out; a dispute closed; the balance changed: a top-up, an internal
 * top-up, a withdrawal created or settled). The other socket events (auto-accept, dispute_open,
 * banned) move none: money-events.test.ts holds the list against the contract's.
 */
export const MONEY_EVENTS = [
  'order-confirmed',
  'withdrawal-created',
  'transfer',
  'orders_closed',
  'orders_timeout',
  'dispute_close',
  'balance_replenishment',
  'balance_internal_topup',
  'balance_withdrawal',
] as const satisfies readonly (SocketEventName | 'order-confirmed' | 'withdrawal-created' | 'transfer')[];
export type MoneyEvent = (typeof MONEY_EVENTS)[number];

/** Whether a socket event moves money. */
export function movesMoney(name: SocketEventName): name is Extract<MoneyEvent, SocketEventName> {
  return (MONEY_EVENTS as readonly string[]).includes(name);
}

/** The views a money event can refresh (the names match realtime's refresh targets). */
export type MoneyView = 'balance' | 'status' | 'transactions' | 'orders';

/** Money events about an order: the order lists change with them. */
const ORDER_EVENTS: readonly MoneyEvent[] = ['order-confirmed', 'orders_closed', 'orders_timeout', 'dispute_close'];

/** The views every money event refreshes. */
export const MONEY_VIEWS: readonly MoneyView[] = ['balance', 'status', 'transactions'];

/** What a money event refreshes: every view of money, and the order lists for an order's event. */
export function viewsAfter(event: MoneyEvent): readonly MoneyView[] {
  return ORDER_EVENTS.includes(event) ? [...MONEY_VIEWS, 'orders'] : MONEY_VIEWS;
}

/** The query key prefixes of each view (shared/api/resources.ts): every page, tab and filter. */
export const MONEY_VIEW_KEYS: Readonly<Record<MoneyView, readonly QueryKey[]>> = {
  balance: [balanceKey],
  status: [statusKey],
  transactions: [operationsKey, operationKey],
  orders: [orderListKey, pastOrdersKey],
};

/**
 * Views read again at once, shown or not: one query each, and the figures the next screen
 * opens on (home's "Доступно", /balance, the status). The others are read when shown.
 */
export function readAtOnce(view: MoneyView | (string & {})): boolean {
  return view === 'balance' || view === 'status';
}

/**
 * Marks `queryKey` stale and reads it again now, shown or not. The balance's and the status's reads
 * run to their answer even when the screen that showed them goes in the same moment (an order's
 * end takes the trader off home and its balance card): their queries do not take TanStack's abort
 * signal (shared/api/resources.ts, `finishedUnshown`). `cancelRefetch` as TanStack's: a newer
 * read supersedes a running one, or joins it.
 */
export function readAgainNow(queryClient: QueryClient, queryKey: QueryKey, cancelRefetch = true): Promise<void> {
  return queryClient.invalidateQueries({ queryKey, refetchType: 'all' }, { cancelRefetch });
}

/** After a money event: marks what `viewsAfter` says stale and reads it again as `readAtOnce` says. */
export function refreshAfter(queryClient: QueryClient, event: MoneyEvent): Promise<unknown> {
  return Promise.all(
    viewsAfter(event).flatMap((view) =>
      MONEY_VIEW_KEYS[view].map((queryKey) => (readAtOnce(view) ? readAgainNow(queryClient, queryKey) : queryClient.invalidateQueries({ queryKey, refetchType: 'active' }))),
    ),
  );
}
