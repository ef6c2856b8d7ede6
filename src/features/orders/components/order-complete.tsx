// The outcome of a finished order with its amounts and the ways on: operations and home. The
// outcome's title (by status) is the page's heading: see orderCompleteTitle.
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context.ts';
import { errorMessage } from '../../../shared/api/errors.ts';
import { displayAmount } from '../../../domain/money.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { CopyButton } from '../../../shared/ui/copy-button.tsx';
import { KeyValueList } from '../../../shared/ui/key-value.tsx';
import { ErrorState, LoadingState } from '../../../shared/ui/state-views.tsx';
import { orderQuery } from '../api/orders-api.ts';
import { orderOutcome } from '../model/order-outcome.ts';
import { DIRECTION_LABELS, paymentMethodLabel, type OrderLookups } from '../model/order-view.ts';
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
  const actions = (
    <div className="orders-actions">
      <Button block onClick={onHome}>
        На главную
      </Button>
      <Button block variant="secondary" onClick={onOperations}>
        Операции по балансу
      </Button>
    </div>
  );
  if (order.isError) {
    return (
      <div className="orders-stack">
        <ErrorState title="Не удалось загрузить сделку" message={errorMessage(order.error)} onRetry={() => void order.refetch()} />
        {actions}
      </div>
    );
  }
  if (!order.data) return <LoadingState label="Загрузка сделки" />;
  const o = order.data;
  const outcome = orderOutcome(o);
  return (
    <div className="orders-stack">
      <section className={`orders-card orders-outcome--${outcome.tone}`} aria-label={outcome.title} role="status">
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
      {actions}
    </div>
  );
}
