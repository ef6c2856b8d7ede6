// The outcome of a finished order with its amounts and the ways on: operations and home. The
// outcome's title (by status) is the page's heading: see orderCompleteTitle. Issue 37: the way to
// the operations only when the balance moved (a cancelled order says it did not), and an order
// whose dispute closed shows the dispute's result as /dispute/close does: in whose favour, the
// support's comment, the receipts.
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context.ts';
import { displayAmount } from '../../../domain/money.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { CopyButton } from '../../../shared/ui/copy-button.tsx';
import { KeyValueList } from '../../../shared/ui/key-value.tsx';
import { LoadFallback } from '../../../shared/ui/state-views.tsx';
import { orderQuery } from '../api/orders-api.ts';
import { orderOutcome } from '../model/order-outcome.ts';
import { DIRECTION_LABELS, paymentMethodLabel, type OrderLookups } from '../model/order-view.ts';
import { DisputeResult } from './dispute-views.tsx';
import './orders.css';

export interface OrderCompleteProps {
  orderId: string;
  lookups: OrderLookups;
  onOperations(): void;
  onHome(): void;
}

/** The page title for the order once loaded ('Сделка отменена' for a cancelled one), else null. */
export function useOrderCompleteTitle(orderId: string | null): string | null {
  const { api } = useApi();
  const order = useQuery({ ...orderQuery(api, orderId ?? ''), enabled: orderId !== null });
  return orderId !== null && order.data ? orderOutcome(order.data).title : null;
}

export function OrderComplete({ orderId, lookups, onOperations, onHome }: OrderCompleteProps) {
  const { api } = useApi();
  const order = useQuery(orderQuery(api, orderId));
  const actions = (moved: boolean) => (
    <div className="orders-actions">
      <Button block onClick={onHome}>
        На главную
      </Button>
      {moved ? (
        <Button block variant="secondary" onClick={onOperations}>
          Операции по балансу
        </Button>
      ) : null}
    </div>
  );
  if (order.isError || !order.data) {
    return (
      <LoadFallback
        failure={order.isError && order}
        errorTitle="Не удалось загрузить сделку"
        loadingLabel="Загрузка сделки"
        onRetry={() => void order.refetch()}
        after={actions(true)}
      />
    );
  }
  const o = order.data;
  const outcome = orderOutcome(o);
  return (
    <div className="orders-stack">
      <section className={`orders-card orders-outcome--${outcome.tone}`} aria-label={outcome.title} role="status">
        <p className="orders-eyebrow">Сумма сделки</p>
        <p className="orders-amount">{displayAmount(o.amount_rub)}&nbsp;₽</p>
        <p className="orders-sub">{displayAmount(o.usdt_to_trader)}&nbsp;USDT</p>
        <p className="orders-text" style={{ marginTop: 8 }}>
          {outcome.text}
        </p>
      </section>
      <KeyValueList
        items={[
          { label: 'Направление', value: DIRECTION_LABELS[o.direction] },
          { label: 'Способ', value: paymentMethodLabel(lookups, o.payment_method_id) },
          { label: 'Курс', value: `${displayAmount(o.rate)}\u00a0₽` },
          { label: 'Номер сделки', value: <CopyButton value={o.id} label="Скопировать номер сделки" /> },
        ]}
      />
      {o.dispute && o.dispute.state === 'CLOSE' ? (
        <section className="orders-stack" aria-labelledby="order-dispute-title">
          <h2 className="orders-title orders-title--section" id="order-dispute-title">
            Спор по сделке закрыт
          </h2>
          <DisputeResult dispute={o.dispute} />
        </section>
      ) : null}
      {actions(outcome.moved === true)}
    </div>
  );
}
