// Home's active orders (issue 28): every order in progress, the most urgent first, each with its
// own timer and the amount and details to copy. The order the status names (or the one tapped) is
// open in full, as the workspace with the confirmation and the dispute; the others are cards around
// it, in order of urgency (./other-orders.tsx). With one order (the common case) home is that
// order's workspace, from the entry chunk; the cards load on demand when there are more. The
// workspace keeps its place in the tree whether the cards are there or not, so it is never
// mounted again (and no button under a finger moves away) when they arrive.
import { useQuery } from '@tanstack/react-query';
import { createElement, useState } from 'react';
import { useApi } from '../../../shared/api/api-context.ts';
import { orderListQuery } from '../../../shared/api/resources.ts';
import { onDemand, useOnDemand } from '../../../shared/lib/on-demand.ts';
import { openOrderId } from '../model/open-order.ts';
import { ActiveOrder, type ActiveOrderProps } from './active-order.tsx';
import type { OtherOrdersProps } from './other-orders.tsx';

export interface ActiveOrdersProps extends Omit<ActiveOrderProps, 'orderId'> {
  /** The order GET /traders/check names (home status active_order), or null. */
  namedId: string | null;
}

const otherOrders = onDemand<OtherOrdersProps>(() => import('./other-orders.tsx').then((module) => ({ default: module.OtherOrders })));

export function ActiveOrders({ namedId, lookups, onFinished, onDisputeOpened }: ActiveOrdersProps) {
  const { api } = useApi();
  const list = useQuery(orderListQuery(api));
  const [tapped, setTapped] = useState<string | null>(null);
  const inProgress = list.data?.items.filter((o) => o.status === 'PROCESS').map((o) => o.id) ?? [];
  // Without an order the status names none opens in full: the home state keeps its main action.
  const openId = namedId === null ? null : openOrderId(inProgress, tapped, namedId);
  // An order in progress besides the open one: the cards.
  const several = inProgress.some((id) => id !== openId);
  const Others = useOnDemand(otherOrders, several);
  const others = (part: OtherOrdersProps['part']) =>
    several && Others ? createElement(Others, { part, namedId, openId, lookups, onOpen: namedId === null ? null : setTapped }) : null;
  return (
    <div className="orders-stack">
      {others('before')}
      {openId !== null ? (
        <section className={several ? 'orders-open' : 'orders-stack'} aria-label={several ? 'Открытая сделка' : undefined} data-order-id={several ? openId : undefined}>
          <ActiveOrder key={openId} orderId={openId} lookups={lookups} onFinished={onFinished} onDisputeOpened={onDisputeOpened} />
        </section>
      ) : null}
      {others('after')}
    </div>
  );
}
