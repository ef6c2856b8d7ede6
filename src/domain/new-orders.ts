// New orders while the app is open (issue 28, item 3): an order the trader has not had before,
// told by the socket (autoaccept_order) or found in a fetched list of current orders (an invite
// or an order in progress), is new exactly once, whichever tells first. A new order is announced
// to the alert (sound, vibration: features/order-alerts) and marked until the trader has seen it
// (features/orders' mark). The first list this page fetches is what was there before it opened:
// no alert for those.
import { PATHS, normalizePath } from '../shared/routes/route-table.ts';

/** Who told of a new order first: the socket (auto-accept assigned it) or a fetched list (an invite, say). */
export type NewOrderSource = 'announced' | 'listed';

export interface NewOrders {
  /** The socket says this order is the trader's (autoaccept_order). */
  announced(orderId: string): void;
  /** A list of current orders arrived (GET /traders/orders); the first one is the page's starting point. */
  listed(orderIds: readonly string[]): void;
  /** Marked: new and not yet seen. */
  isNew(orderId: string): boolean;
  /** The trader has seen it: the mark goes (the order stays known). */
  seen(orderId: string): void;
  /**
   * Called once per new order. The orders that came before the first listener (the alerts load
   * after the first screen) are handed to it at once.
   */
  onNewOrder(listener: (orderId: string, how: NewOrderSource) => void): () => void;
  /** Called when a mark comes or goes. */
  subscribe(listener: () => void): () => void;
}

/**
 * Where a new order may take the trader (issue 37: alerts never take a trader away): only from
 * home, where it shows, or the search screen, which waits for it. Anywhere else the trader is
 * doing something (reading a list, typing a withdrawal): the alert sounds and marks, and a notice
 * ("Новая сделка · Открыть", NEW_ORDER_NOTICE) takes them to it on a tap.
 */
export function newOrderMayNavigate(path: string): boolean {
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return bare === PATHS.index || bare === PATHS['trade-search'];
}

/**
 * Whether a new order's notice, on `path`, brings the order's card into view where the trader is
 * instead of opening its screen: /dispute lists the other orders below the dispute, and home
 * leads back to /dispute while the dispute is open.
 */
export function newOrderShownHere(path: string): boolean {
  return normalizePath(path) === PATHS.dispute;
}

/** The notice of a new order the trader was not taken to: it opens home, where the order shows, marked. */
export const NEW_ORDER_NOTICE = { title: 'Новая сделка', open: 'Открыть', to: PATHS.index } as const;

/**
 * An order a fetched list told of first (an invite, or an order the socket did not announce):
 * the screen the notice opens, where it shows marked (an invite on the trade list, where it is
 * accepted; an order in progress on home), or null when the trader is on a screen that shows it
 * (home for an order in progress, the trade list for any). Such an order never navigates.
 */
export function listedOrderNoticeTarget(status: string, path: string): string | null {
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (bare === PATHS['trade-list']) return null;
  if (status === 'INVITE') return PATHS['trade-list'];
  return bare === PATHS.index ? null : PATHS.index;
}

/** How many order ids are remembered (oldest forgotten first); far more than a shift's orders. */
const MEMORY = 2000;

export function createNewOrders(): NewOrders {
  const known = new Set<string>();
  const unseen = new Set<string>();
  const undelivered: [string, NewOrderSource][] = [];
  const alertListeners = new Set<(orderId: string, how: NewOrderSource) => void>();
  const markListeners = new Set<() => void>();
  let baseline = false;

  const remember = (orderId: string) => {
    known.add(orderId);
    if (known.size > MEMORY) {
      const oldest = known.values().next().value;
      if (oldest !== undefined) known.delete(oldest);
    }
  };
  const marksChanged = () => {
    for (const listener of [...markListeners]) listener();
  };
  const arrived = (orderIds: readonly string[], how: NewOrderSource) => {
    const fresh = [...new Set(orderIds)].filter((id) => !known.has(id));
    if (fresh.length === 0) return;
    for (const id of fresh) {
      remember(id);
      unseen.add(id);
    }
    marksChanged();
    for (const id of fresh) {
      if (alertListeners.size === 0) undelivered.push([id, how]);
      else for (const listener of [...alertListeners]) listener(id, how);
    }
  };

  return {
    announced(orderId) {
      arrived([orderId], 'announced');
    },
    listed(orderIds) {
      if (baseline) {
        arrived(orderIds, 'listed');
        return;
      }
      baseline = true;
      for (const id of orderIds) remember(id);
    },
    isNew: (orderId) => unseen.has(orderId),
    seen(orderId) {
      if (unseen.delete(orderId)) marksChanged();
    },
    onNewOrder(listener) {
      alertListeners.add(listener);
      for (const [id, how] of undelivered.splice(0)) listener(id, how);
      return () => {
        alertListeners.delete(listener);
      };
    },
    subscribe(listener) {
      markListeners.add(listener);
      return () => {
        markListeners.delete(listener);
      };
    },
  };
}

/** This page's new orders: one for the socket, the lists, the alert and the marks. */
export const newOrders: NewOrders = createNewOrders();
