// Home's active orders when there are several (issue 28; ./active-orders.tsx loads this on
// demand, so home with one order, the common case, does not download it): every order in
// progress, the most urgent first, each with its own timer and the exact amount and payment
// details one tap from the clipboard. The order the status names (or the one tapped) is open in
// full, as the workspace with the confirmation and the dispute; the others are cards that open it.
// Without an order the status names, none opens in full: the home state keeps its own main action.
// Home and the trade list read the same current orders in the same order (model/active-orders.ts).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../../shared/api/api-context.ts';
import { orderListQuery } from '../../../shared/api/resources.ts';
import { displayAmount } from '../../../domain/money.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { CopyButton } from '../../../shared/ui/copy-button.tsx';
import { activeOrderQuery } from '../api/orders-api.ts';
import { activeOrders, openOrderId } from '../model/active-orders.ts';
import { DIRECTION_LABELS, paymentDetails, paymentMethodLabel, type Order, type OrderLookups } from '../model/order-view.ts';
import { ActiveOrder, type ActiveOrderProps } from './active-order.tsx';
import { AmountToCopy } from './amount-to-copy.tsx';
import { OrderTimer } from './order-timer.tsx';
import './orders.css';

export interface ActiveOrdersProps extends Omit<ActiveOrderProps, 'orderId'> {
  /** The order GET /traders/check names (home status active_order), or null. */
  namedId: string | null;
}

export function ActiveOrderList({ namedId, lookups, onFinished, onDisputeOpened }: ActiveOrdersProps) {
  const { api, queryClient } = useApi();
  const list = useQuery(orderListQuery(api));
  const listed = list.data?.items.some((o) => o.id === namedId) ?? false;
  // The named order before the list has it (seeded from the list when it does: no request).
  const named = useQuery({ ...activeOrderQuery(api, queryClient, namedId ?? ''), enabled: namedId !== null && list.isSuccess && !listed });
  const orders = activeOrders(list.data?.items, named.data);
  const [tapped, setTapped] = useState<string | null>(null);
  const openId = namedId === null ? null : openOrderId(orders, tapped, namedId);
  const workspace = (orderId: string) => <ActiveOrder key={orderId} orderId={orderId} lookups={lookups} onFinished={onFinished} onDisputeOpened={onDisputeOpened} />;

  if (orders.length === 0) return namedId !== null ? workspace(namedId) : null;
  if (orders.length === 1 && openId !== null) return workspace(openId);
  return (
    <div className="orders-stack">
      <h2 className="orders-title orders-title--section">Активные сделки: {orders.length}</h2>
      {orders.map((order) =>
        order.id === openId ? (
          <section key={order.id} className="orders-open" aria-label="Открытая сделка" data-order-id={order.id}>
            {workspace(order.id)}
          </section>
        ) : (
          <OrderCard key={order.id} order={order} lookups={lookups} onOpen={namedId === null ? null : () => setTapped(order.id)} />
        ),
      )}
    </div>
  );
}

/** An active order that is not open: amount and details to copy, its timer, and the way to open it. */
function OrderCard({ order, lookups, onOpen }: { order: Order; lookups: OrderLookups; onOpen: (() => void) | null }) {
  const details = paymentDetails(order, lookups);
  const titleId = `active-order-${order.id}`;
  return (
    <article className="orders-card orders-stack orders-card--active" aria-labelledby={titleId} data-order-id={order.id}>
      <div>
        <div className="orders-card__head">
          <p className="orders-eyebrow">{DIRECTION_LABELS[order.direction]}</p>
          <span className="orders-badge">{paymentMethodLabel(lookups, order.payment_method_id)}</span>
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
      <OrderTimer createdAt={order.created_at} expiresAt={order.expires_at} />
      {onOpen ? (
        <Button block variant="secondary" onClick={onOpen} aria-describedby={titleId}>
          Открыть сделку
        </Button>
      ) : null}
    </article>
  );
}
