// The cards of home's orders in progress other than the open one (issue 28; ./active-orders.tsx
// loads this on demand and places it before and after the open order, so that the most urgent
// comes first): each with its own timer, its exact amount and payment details one tap from the
// clipboard, and the way to open it in full. Home and the trade list read the same current orders
// in the same order (model/active-orders.ts).
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context.ts';
import { orderListQuery } from '../../../shared/api/resources.ts';
import { disputeOpen } from '../../../domain/dispute.ts';
import { displayAmount } from '../../../domain/money.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { CopyButton } from '../../../shared/ui/copy-button.tsx';
import { activeOrderQuery } from '../api/orders-api.ts';
import { activeOrders } from '../model/active-orders.ts';
import { payerLine } from '../model/payer.ts';
import { DIRECTION_LABELS, paymentDetails, paymentMethodLabel, type Order, type OrderLookups } from '../model/order-view.ts';
import { AmountToCopy } from './amount-to-copy.tsx';
import { OpenDisputeBadge, OpenDisputeNote } from './dispute-note.tsx';
import { NewOrderMark } from './new-order-mark.tsx';
import { OrderTimer } from './order-timer.tsx';
import './orders.css';

export interface OtherOrdersProps {
  /** The cards more urgent than the open order (with the heading), or the ones after it. */
  part: 'before' | 'after';
  /** The order the status names, or null. */
  namedId: string | null;
  /** The order open in full, or null (then every order is a card). */
  openId: string | null;
  lookups: OrderLookups;
  /** Opens an order in full; null when none may open (the status names no order). */
  onOpen: ((orderId: string) => void) | null;
}

export function OtherOrders({ part, namedId, openId, lookups, onOpen }: OtherOrdersProps) {
  const { api, queryClient } = useApi();
  const list = useQuery(orderListQuery(api));
  const listed = list.data?.items.some((o) => o.id === namedId) ?? false;
  // The named order before the list has it: the workspace has asked for it, this reads the same cache.
  const named = useQuery({ ...activeOrderQuery(api, queryClient, namedId ?? ''), enabled: namedId !== null && list.isSuccess && !listed });
  const orders = activeOrders(list.data?.items, named.data);
  const at = orders.findIndex((o) => o.id === openId);
  const cards = part === 'before' ? (at < 0 ? orders : orders.slice(0, at)) : at < 0 ? [] : orders.slice(at + 1);
  return (
    <>
      {part === 'before' ? <h2 className="orders-title orders-title--section">Активные сделки: {orders.length}</h2> : null}
      {cards.map((order) => (
        <OrderCard key={order.id} order={order} lookups={lookups} onOpen={onOpen ? () => onOpen(order.id) : null} reveal />
      ))}
    </>
  );
}

/**
 * An active order that is not open: amount and details to copy, its timer (or, its dispute open,
 * what that means), and the way to open it. `reveal`: home scrolls a new order's card into view
 * (NewOrderMark); /dispute does not, its notice says the orders wait below, and the dispute the
 * trader reads stays where it is.
 */
export function OrderCard({ order, lookups, onOpen, reveal = false }: { order: Order; lookups: OrderLookups; onOpen: (() => void) | null; reveal?: boolean }) {
  const disputed = disputeOpen(order);
  const details = paymentDetails(order, lookups);
  const payer = payerLine(order);
  const titleId = `active-order-${order.id}`;
  return (
    <article className="orders-card orders-stack orders-card--active" aria-labelledby={titleId} data-order-id={order.id} data-new-order-card="">
      <div>
        <div className="orders-card__head">
          <p className="orders-eyebrow">{DIRECTION_LABELS[order.direction]}</p>
          <span className="orders-card__badges">
            <NewOrderMark orderId={order.id} reveal={reveal} />
            {disputed ? <OpenDisputeBadge /> : null}
            <span className="orders-badge">{paymentMethodLabel(lookups, order.payment_method_id)}</span>
          </span>
        </div>
        <h3 className="orders-amount orders-amount--small" id={titleId}>
          <AmountToCopy amount={order.amount_rub} />
        </h3>
        <p className="orders-sub">{displayAmount(order.usdt_to_trader)}&nbsp;USDT вам</p>
      </div>
      {details ? (
        <div className="orders-details-line">
          {details.account ? <CopyButton value={details.account.raw} shown={details.account.shown} label={`Скопировать: ${details.account.label}`} /> : null}
          <span className="orders-text">
            {details.bank} · {details.holder}
          </span>
        </div>
      ) : (
        <p className="orders-text">Реквизиты для оплаты ещё не пришли.</p>
      )}
      {payer ? <p className="orders-text">Плательщик: {payer}</p> : null}
      {disputed ? <OpenDisputeNote /> : <OrderTimer createdAt={order.created_at} expiresAt={order.expires_at} />}
      {onOpen ? (
        <Button block variant="secondary" onClick={onOpen} aria-describedby={titleId}>
          Открыть сделку
        </Button>
      ) : null}
    </article>
  );
}
