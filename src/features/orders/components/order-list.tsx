// The trade list: the trader's invites and current orders with amounts, payment method, bank,
// requisite and time left; an invite is accepted with a guarded tap (409: taken or expired),
// once: an accepted invite stays locked until the list shows it in progress.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { components } from '../../../../generated/openapi/trader-api.ts';
import { useApi } from '../../../shared/api/api-context.ts';
import { errorMessage } from '../../../shared/api/errors.ts';
import { orderListQuery, statusQuery } from '../../../shared/api/resources.ts';
import { disputeOpen } from '../../../domain/dispute.ts';
import { autoacceptEndsAt } from '../../../domain/home-status.ts';
import { displayAmount } from '../../../domain/money.ts';
import { useLatestState } from '../../../shared/lib/intent.ts';
import { useGuardedAction } from '../../../shared/lib/use-guarded-action.ts';
import { haptic } from '../../../shared/telegram/haptics.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { KeyValueList, type KeyValueItem } from '../../../shared/ui/key-value.tsx';
import { notify } from '../../../shared/ui/notify.ts';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/state-views.tsx';
import { isConflict, useAcceptOrder } from '../api/orders-api.ts';
import { currentOrders } from '../model/active-orders.ts';
import { DIRECTION_LABELS, STATUS_LABELS, bankLabel, paymentDetails, paymentMethodLabel, type OrderLookups } from '../model/order-view.ts';
import { EXPIRED_TEXTS } from '../model/time-left.ts';
import { OpenDisputeBadge, OpenDisputeNote } from './dispute-note.tsx';
import { NewOrderMark } from './new-order-mark.tsx';
import { OrderTimer } from './order-timer.tsx';
import { useExpired } from './use-now.ts';
import './orders.css';

type Order = components['schemas']['Order'];

export interface OrderListProps {
  lookups: OrderLookups;
  /** An invite was accepted: the order is now the active one. */
  onAccepted(order: Order): void;
  /** Open the active order's workspace. */
  onOpen(order: Order): void;
  onStartSearch(): void;
}

export function OrderList({ lookups, onAccepted, onOpen, onStartSearch }: OrderListProps) {
  const { api } = useApi();
  const orders = useQuery(orderListQuery(api));
  // The status the guards loaded: while auto-accept searches, the empty list says so instead of
  // asking the trader to start a search that is running (home shows its timer).
  const status = useQuery(statusQuery(api));
  const searchEnds = autoacceptEndsAt(status.data);
  const searchOver = useExpired(searchEnds === null ? '' : new Date(searchEnds).toISOString());
  const searching = searchEnds !== null && !searchOver;
  const accept = useAcceptOrder();
  const [acceptingId, setAcceptingId] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  // Invites accepted here: one request per intent, even while the list still shows them as invites.
  const [acceptedIds, setAcceptedIds, latestAcceptedIds] = useLatestState<ReadonlySet<string>>(new Set());
  const { run } = useGuardedAction(async (order: Order) => {
    if (latestAcceptedIds().has(order.id)) return;
    setAcceptingId(order.id);
    setConflict(null);
    try {
      const accepted = await accept.mutateAsync(order.id);
      setAcceptedIds((ids) => new Set(ids).add(order.id));
      haptic.notify('success');
      notify.success('Сделка принята');
      onAccepted(accepted ?? order);
    } catch (error) {
      haptic.notify('error');
      if (isConflict(error)) {
        setConflict('Сделку уже принял другой трейдер или время на принятие истекло. Список обновлён.');
        void orders.refetch();
      } else {
        notify.error('Не удалось принять сделку', errorMessage(error));
      }
    } finally {
      setAcceptingId(null);
    }
  });

  if (orders.isError) return <ErrorState title="Не удалось загрузить сделки" message={errorMessage(orders.error)} onRetry={() => void orders.refetch()} />;
  if (!orders.data) return <LoadingState label="Загрузка сделок" />;
  // The most urgent first, in the order home shows them (model/active-orders.ts).
  const items = currentOrders(orders.data.items);
  return (
    <div className="orders-stack">
      {conflict ? (
        <p className="orders-inline-error" role="alert">
          {conflict}
        </p>
      ) : null}
      {items.length === 0 ? (
        <EmptyState
          title="Сделок пока нет"
          text={
            searching
              ? 'Идёт поиск: новые предложения и сделки в работе появятся здесь.'
              : 'Новые предложения и сделки в работе появятся здесь. Запустите поиск, чтобы получать сделки.'
          }
          action={<Button onClick={onStartSearch}>К поиску сделок</Button>}
        />
      ) : (
        <ul className="orders-list" aria-label="Сделки">
          {items.map((order) => (
            <li key={order.id}>
              <OrderCard
                order={order}
                lookups={lookups}
                accepting={acceptingId === order.id}
                busy={acceptingId !== null || acceptedIds.has(order.id)}
                onAccept={() => void run(order)}
                onOpen={() => onOpen(order)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function OrderCard({
  order,
  lookups,
  accepting,
  busy,
  onAccept,
  onOpen,
}: {
  order: Order;
  lookups: OrderLookups;
  accepting: boolean;
  busy: boolean;
  onAccept(): void;
  onOpen(): void;
}) {
  // An order in progress whose dispute is open: its dispute's state in the status's place, and
  // what it means in the timer's (domain/dispute.ts).
  const disputed = disputeOpen(order);
  const details = paymentDetails(order, lookups);
  const bank = order.direction === 'OUT' ? (order.customer_details?.bank_name ?? bankLabel(lookups, order.bank_id)) : bankLabel(lookups, order.bank_id);
  const items: KeyValueItem[] = [
    { label: 'Способ', value: paymentMethodLabel(lookups, order.payment_method_id) },
    { label: 'Банк', value: bank },
    ...(details?.account ? [{ label: order.direction === 'IN' ? 'Ваш реквизит' : 'Клиенту', value: <span className="ui-nowrap">{details.account.shown}</span> }] : []),
  ];
  const titleId = `order-${order.id}`;
  return (
    <article className="orders-card orders-stack" aria-labelledby={titleId}>
      <div>
        <div className="orders-card__head">
          <p className="orders-eyebrow">{DIRECTION_LABELS[order.direction]}</p>
          <span className="orders-card__badges">
            <NewOrderMark orderId={order.id} />
            {disputed ? (
              <OpenDisputeBadge />
            ) : (
              <span className="orders-badge" data-status={`order:${order.status}`}>
                {STATUS_LABELS[order.status]}
              </span>
            )}
          </span>
        </div>
        <h2 className="orders-amount orders-amount--small" id={titleId}>
          {displayAmount(order.amount_rub)}&nbsp;₽
        </h2>
        <p className="orders-sub">{displayAmount(order.usdt_to_trader)}&nbsp;USDT вам</p>
      </div>
      <KeyValueList items={items} />
      {disputed ? (
        <OpenDisputeNote />
      ) : order.status === 'INVITE' || order.status === 'PROCESS' ? (
        <OrderTimer createdAt={order.created_at} expiresAt={order.expires_at} expiredText={order.status === 'INVITE' ? EXPIRED_TEXTS.invite : EXPIRED_TEXTS.payment} />
      ) : null}
      {order.status === 'INVITE' ? (
        <Button block loading={accepting} disabled={busy && !accepting} onClick={onAccept} aria-describedby={titleId}>
          Принять сделку
        </Button>
      ) : order.status === 'PROCESS' ? (
        <Button block variant="secondary" onClick={onOpen} aria-describedby={titleId}>
          Открыть сделку
        </Button>
      ) : null}
    </article>
  );
}
