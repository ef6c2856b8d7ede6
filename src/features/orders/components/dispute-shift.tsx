// The rest of the trader's shift on /dispute (issue 37): an open dispute keeps the app on /dispute
// (spec section 2), but the other orders in progress are still the trader's to pay and confirm, on
// their own timers, and auto-accept goes on assigning orders. So /dispute lists them, each a card
// with its timer, amount and details that opens in full in place (the workspace home has: the
// confirmation, its own dispute), and says whether auto-accept is searching, with the way to stop it.
// An order whose dispute opened before this one's is listed too, saying its dispute is open
// (OrderCard, domain/dispute.ts): the lock is about one order, each dispute stays in sight.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../../shared/api/api-context.ts';
import { errorMessage } from '../../../shared/api/errors.ts';
import { orderListQuery, statusQuery } from '../../../shared/api/resources.ts';
import { formatTime } from '../../../domain/date-format.ts';
import { disputeOpen } from '../../../domain/dispute.ts';
import { isActiveOrderStatus } from '../../../domain/home-status.ts';
import { useDisplayTimeZone } from '../../../domain/time-zone.ts';
import { countLabel } from '../../../shared/lib/plural.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { activeOrders } from '../model/active-orders.ts';
import { ActiveOrder, type ActiveOrderProps } from './active-order.tsx';
import { OrderCard } from './other-orders.tsx';
import { useStopAutoacceptAction } from './use-stop-autoaccept.ts';
import './orders.css';

export interface DisputeShiftProps extends Omit<ActiveOrderProps, 'orderId'> {
  /** The order the dispute is about: shown above, not listed again. */
  disputeOrderId: string;
}

/** The other orders in progress, most urgent first, and auto-accept's state. */
export function DisputeShift({ disputeOrderId, lookups, onFinished, onDisputeOpened }: DisputeShiftProps) {
  const { list, others } = useOtherOrders(disputeOrderId);
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <div className="orders-stack orders-shift">
      <DisputeAutoaccept />
      {list.isError ? (
        <p className="orders-inline-error" role="alert">
          Не удалось загрузить другие сделки: {errorMessage(list.error)}{' '}
          <button type="button" className="ui-link-button" onClick={() => void list.refetch()}>
            Повторить
          </button>
        </p>
      ) : null}
      {others.length > 0 ? (
        <section className="orders-stack" aria-labelledby="dispute-other-orders">
          <h2 className="orders-title orders-title--section" id="dispute-other-orders">
            Другие активные сделки: {others.length}
          </h2>
          {others.map((order) =>
            order.id === openId ? (
              <section key={order.id} className="orders-open" aria-label="Открытая сделка" data-order-id={order.id}>
                <ActiveOrder orderId={order.id} lookups={lookups} onFinished={onFinished} onDisputeOpened={onDisputeOpened} />
              </section>
            ) : (
              <OrderCard key={order.id} order={order} lookups={lookups} onOpen={() => setOpenId(order.id)} />
            ),
          )}
        </section>
      ) : null}
    </div>
  );
}

/** The other orders in progress besides the disputed one, most urgent first. */
function useOtherOrders(disputeOrderId: string) {
  const { api } = useApi();
  const list = useQuery(orderListQuery(api));
  return { list, others: activeOrders(list.data?.items).filter((o) => o.id !== disputeOrderId) };
}

/**
 * Above the dispute: how many other orders wait below, with the way to them (their timers run
 * while the trader reads the dispute; at 320 px the list starts screens below).
 */
export function DisputeShiftNotice({ disputeOrderId }: { disputeOrderId: string }) {
  const { others } = useOtherOrders(disputeOrderId);
  if (others.length === 0) return null;
  // A disputed one among them (a dispute opened before this one) is said too: it waits for support, not for the trader.
  const disputed = others.filter(disputeOpen).length;
  const disputes = disputed === 0 ? '' : others.length === 1 ? ' По ней тоже открыт спор.' : ` Спор открыт по ${disputed} из них.`;
  return (
    <p className="orders-notice" role="status">
      {others.length === 1 ? 'Ещё одна ваша сделка в работе — она ниже.' : `В работе ещё ${countLabel(others.length, ['сделка', 'сделки', 'сделок'])} — они ниже.`}
      {disputes}{' '}
      <button
        type="button"
        className="ui-link-button"
        onClick={() => document.getElementById('dispute-other-orders')?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
      >
        Показать
      </button>
    </p>
  );
}

/**
 * Auto-accept beside the dispute: searching until a time (the status says so, proposed), unknown
 * (a server that does not say: stopping is offered anyway, it answers ok when off), or off (nothing).
 */
function DisputeAutoaccept() {
  const { api } = useApi();
  const { zone } = useDisplayTimeZone();
  const status = useQuery(statusQuery(api));
  const { run, pending, error } = useStopAutoacceptAction('Автоприём остановлен');
  const s = status.data;
  if (!s || !isActiveOrderStatus(s) || s.autoaccept_expired_at === null) return null;
  const until = s.autoaccept_expired_at;
  return (
    <section className="orders-card orders-stack" aria-labelledby="dispute-autoaccept">
      <h2 className="orders-title orders-title--section" id="dispute-autoaccept">
        {until === undefined ? 'Автоприём' : 'Автоприём ищет сделки'}
      </h2>
      <p className="orders-text">
        {until === undefined ? (
          'Если автоприём включён, новые сделки продолжат приходить во время спора.'
        ) : (
          <>
            До <time dateTime={until}>{formatTime(until, zone)}</time> новые сделки продолжат приходить во время спора.
          </>
        )}
      </p>
      {error ? (
        <p className="orders-inline-error" role="alert">
          {error}
        </p>
      ) : null}
      <Button variant="secondary" block loading={pending} onClick={() => void run()}>
        Остановить автоприём
      </Button>
    </section>
  );
}
