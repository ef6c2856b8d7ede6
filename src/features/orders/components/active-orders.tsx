// Home's active orders (issue 28): every order in progress, the most urgent first, each with its
// own timer and the amount and details to copy. With one order (the common case) home is that
// order's workspace, as before, from the entry chunk; with several, the list
// (./active-order-list.tsx) loads on demand and the named order's workspace shows meanwhile, so
// the first screen's code does not grow for a case most launches do not have.
import { useQuery } from '@tanstack/react-query';
import { createElement } from 'react';
import { useApi } from '../../../shared/api/api-context.ts';
import { orderListQuery } from '../../../shared/api/resources.ts';
import { onDemand, useOnDemand } from '../../../shared/lib/on-demand.ts';
import type { ActiveOrdersProps } from './active-order-list.tsx';
import { ActiveOrder } from './active-order.tsx';

export type { ActiveOrdersProps };

const orderList = onDemand<ActiveOrdersProps>(() => import('./active-order-list.tsx').then((module) => ({ default: module.ActiveOrderList })));

export function ActiveOrders(props: ActiveOrdersProps) {
  const { api } = useApi();
  const list = useQuery(orderListQuery(api));
  const { namedId } = props;
  // An order in progress besides the named one (or any, when the status names none): the list.
  const several = list.data?.items.some((o) => o.status === 'PROCESS' && o.id !== namedId) ?? false;
  const List = useOnDemand(orderList, several);
  if (several && List) return createElement(List, props);
  if (namedId === null) return null;
  return <ActiveOrder key={namedId} orderId={namedId} lookups={props.lookups} onFinished={props.onFinished} onDisputeOpened={props.onDisputeOpened} />;
}
