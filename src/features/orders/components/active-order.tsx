// The active order's workspace on home: amounts, direction, time left, where the money goes,
// the confirmation (asked first, sent once with one Idempotency-Key per intent: use-confirm-payment.ts) and the dispute.
import { useQuery } from '@tanstack/react-query';
import { createElement, useState } from 'react';
import type { components } from '../../../../generated/openapi/trader-api.ts';
import { useApi } from '../../../shared/api/api-context.ts';
import { errorMessage } from '../../../shared/api/errors.ts';
import { disputeOpen } from '../../../domain/dispute.ts';
import { displayAmount } from '../../../domain/money.ts';
import { onDemand, useOnDemand } from '../../../shared/lib/on-demand.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { CopyButton } from '../../../shared/ui/copy-button.tsx';
import { KeyValueList, type KeyValueItem } from '../../../shared/ui/key-value.tsx';
import { MainAction } from '../../../shared/ui/main-action.tsx';
import { preloadWithSheet } from '../../../shared/ui/sheet.tsx';
import { ErrorState, LoadingState } from '../../../shared/ui/state-views.tsx';
import { activeOrderQuery } from '../api/orders-api.ts';
import type { NewOrderMarkProps } from './new-order-mark.tsx';
import { DIRECTION_LABELS, confirmWording, isFinished, paymentDetails, paymentMethodLabel, type OrderLookups } from '../model/order-view.ts';
import { payerLine } from '../model/payer.ts';
import { expiredOrderNotice } from '../model/time-left.ts';
import { AmountToCopy } from './amount-to-copy.tsx';
import { OpenDisputeBadge, OpenDisputeNote } from './dispute-note.tsx';
import type { DisputeSheetProps } from './dispute-sheet.tsx';
import { OrderTimer } from './order-timer.tsx';
import { useConfirmPayment } from './use-confirm-payment.ts';
import { useExpired } from './use-now.ts';
import './orders.css';

type Order = components['schemas']['Order'];
type Dispute = components['schemas']['Dispute'];

export interface ActiveOrderProps {
  orderId: string;
  lookups: OrderLookups;
  /** The order is finished (e.g. confirmed and complete): show its outcome. */
  onFinished(orderId: string): void;
  /** A dispute is open on the order (opened now, or already open). */
  onDisputeOpened(order: Order, dispute: Dispute | null): void;
}

// The dispute form is a tap away and rarely used: its code loads with the sheet's, once the first
// screen has settled (preloadSheet), or on the tap; it is off the entry chunk (ADR 0013).
const disputeSheet = onDemand<DisputeSheetProps>(() => import('./dispute-sheet.tsx').then((module) => ({ default: module.DisputeSheet })));
/**
 * The "Новая" mark (and the new-order store it reads) loads after the workspace, out of home's
 * entry chunk: a new order comes while the app runs. A failed load shows no mark, never an error.
 */
const newOrderMark = onDemand<NewOrderMarkProps>(() =>
  import('./new-order-mark.tsx').then(
    (module) => ({ default: module.NewOrderMark }),
    () => ({ default: () => null }),
  ),
);
preloadWithSheet(() => disputeSheet.load());

/** Loads the form the first time it opens; once loaded it stays mounted, so a closed form keeps what was typed. */
function DisputeSheet(props: DisputeSheetProps) {
  const form = useOnDemand(disputeSheet, props.open);
  return form ? createElement(form, props) : null;
}

export function ActiveOrder({ orderId, lookups, onFinished, onDisputeOpened }: ActiveOrderProps) {
  const { api, queryClient } = useApi();
  const order = useQuery(activeOrderQuery(api, queryClient, orderId));
  if (order.isError) return <ErrorState title="Не удалось загрузить сделку" message={errorMessage(order.error)} onRetry={() => void order.refetch()} />;
  if (!order.data) return <LoadingState label="Загрузка сделки" />;
  // One workspace per order: a confirmed intent never carries over to the next order.
  return <Workspace key={order.data.id} order={order.data} lookups={lookups} onFinished={onFinished} onDisputeOpened={onDisputeOpened} onRefresh={() => order.refetch()} />;
}

function Workspace({
  order,
  lookups,
  onFinished,
  onDisputeOpened,
  onRefresh,
}: Omit<ActiveOrderProps, 'orderId'> & { order: Order; onRefresh(): Promise<{ data?: Order | undefined }> }) {
  const { intent, outcome, confirm: onConfirm } = useConfirmPayment(order, onFinished, onRefresh);
  const [sheetOpen, setSheetOpen] = useState(false);
  const wording = confirmWording(order);
  const inProcess = order.status === 'PROCESS';
  // Its dispute open (a second dispute, or one on an order the status does not name), the order
  // waits for support: no countdown, no confirmation, no second dispute (the backend refuses both).
  const disputed = inProcess && disputeOpen(order);
  // Past expires_at the order no longer waits for a confirmation: the confirm action gives way
  // to refreshing the status (unless a confirmation is already on its way or done).
  const expired = useExpired(order.expires_at);
  const timedOut = inProcess && expired && !intent.pending && !intent.done;
  const notice = expiredOrderNotice(order.direction);
  const refreshStatus = async () => {
    const fresh = await onRefresh();
    if (fresh.data && isFinished(fresh.data.status)) onFinished(order.id);
  };

  // First what runs out, then what to check (the amount, the bank, the phone or card), so that at
  // 320×568 all of it is above the sticky action on the first view, and the countdown above a
  // toast too (issue 37; the balance line gives way at that height, orders.css).
  return (
    <div className="orders-stack orders-workspace">
      {disputed ? (
        <OpenDisputeNote />
      ) : timedOut ? (
        // In the timer's place, so the same words are not shown twice.
        <section className="orders-card" role="status" aria-labelledby="order-expired-title">
          <h2 className="orders-title" id="order-expired-title">
            {notice.title}
          </h2>
          <p className="orders-text">{notice.text}</p>
        </section>
      ) : (
        <OrderTimer createdAt={order.created_at} expiresAt={order.expires_at} />
      )}

      <OrderPayment order={order} lookups={lookups} disputed={disputed} />

      <KeyValueList items={[{ label: 'Номер сделки', value: <CopyButton value={order.id} label="Скопировать номер сделки" /> }]} />

      {outcome ? (
        <p className={outcome.tone === 'error' ? 'orders-inline-error' : 'orders-text'} role={outcome.tone === 'error' ? 'alert' : 'status'}>
          {outcome.text}
        </p>
      ) : null}

      {disputed ? null : inProcess ? (
        <>
          <Button variant="destructive" block onClick={() => setSheetOpen(true)}>
            Открыть спор
          </Button>
          {timedOut ? (
            <MainAction text={notice.action} onClick={refreshStatus} />
          ) : (
            <MainAction text={wording.button} onClick={onConfirm} loading={intent.pending} disabled={intent.done} />
          )}
          <DisputeSheet
            orderId={order.id}
            open={sheetOpen}
            onClose={() => setSheetOpen(false)}
            onOpened={(dispute) => {
              setSheetOpen(false);
              onDisputeOpened(order, dispute);
            }}
          />
        </>
      ) : (
        <p className="orders-text" role="status">
          Сделка уже не в работе.
        </p>
      )}
    </div>
  );
}

/** The order's amounts and where the money goes: what the trader checks before confirming. */
function OrderPayment({ order, lookups, disputed }: { order: Order; lookups: OrderLookups; disputed: boolean }) {
  const Mark = useOnDemand(newOrderMark, true);
  const details = paymentDetails(order, lookups);
  // What the customer declared about their account (proposed, issue 37): none without it.
  const payer = payerLine(order);
  const detailItems: KeyValueItem[] = details
    ? [
        { label: 'Банк', value: details.bank },
        ...(details.account
          ? [{ label: details.account.label, value: <CopyButton value={details.account.raw} shown={details.account.shown} label={`Скопировать: ${details.account.label}`} /> }]
          : []),
        { label: 'Получатель', value: details.holder },
        ...(payer ? [{ label: 'Плательщик', value: payer }] : []),
      ]
    : [];
  return (
    <>
      <section className="orders-card" aria-label="Сделка" data-new-order-card="">
        <div className="orders-card__head">
          <p className="orders-eyebrow">{DIRECTION_LABELS[order.direction]}</p>
          <span className="orders-card__badges">
            {/* A single new order (the common case) is marked too, and brought into view (issue 37). */}
            {Mark ? createElement(Mark, { orderId: order.id, reveal: true }) : null}
            {disputed ? <OpenDisputeBadge /> : null}
            <span className="orders-badge">{paymentMethodLabel(lookups, order.payment_method_id)}</span>
          </span>
        </div>
        <p className="orders-amount">
          <AmountToCopy amount={order.amount_rub} testId="amount-rub" />
        </p>
        {details ? <KeyValueList items={detailItems} /> : null}
        <p className="orders-sub" data-testid="amount-usdt">
          {displayAmount(order.usdt_to_trader)}&nbsp;USDT вам · курс {displayAmount(order.rate)}&nbsp;₽
        </p>
      </section>

      <section className="orders-card" aria-labelledby="order-details-title">
        <h2 className="orders-title" id="order-details-title">
          {details?.heading ?? (order.direction === 'IN' ? 'Клиент платит на ваш реквизит' : 'Переведите клиенту')}
        </h2>
        {details ? null : <p className="orders-text">Реквизиты для оплаты ещё не пришли. Обновите позже.</p>}
        {/* Its dispute open, there is nothing to confirm: the note above says so. */}
        {disputed ? null : (
          <p className="orders-text">
            {order.direction === 'IN'
              ? 'Проверьте поступление в банке и только потом подтвердите.'
              : 'Переведите точную сумму и только потом подтвердите отправку.'}
          </p>
        )}
      </section>
    </>
  );
}
