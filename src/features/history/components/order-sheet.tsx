// The order's every field in a bottom sheet: ids copyable, names from static data, the
// requisite (IN) or the customer's details (OUT), and the dispute.
import type { ReactNode } from 'react';
import { formatCardNumber, formatPhoneNumber } from '../../../shared/lib/format.ts';
import { formatDateTime } from '../../../domain/date-format.ts';
import { displayAmount, formatMoney } from '../../../domain/money.ts';
import { DIRECTION_NAMES, DISPUTE_SIDE_NAMES, DISPUTE_STATE_NAMES, DISPUTE_STATUS_NAMES, REQUISITE_STATUS_NAMES } from '../../../domain/names.ts';
import { CopyButton } from '../../../shared/ui/copy-button.tsx';
import { KeyValueList, type KeyValueItem } from '../../../shared/ui/key-value.tsx';
import { Sheet } from '../../../shared/ui/sheet.tsx';
import type { NameLookups, Order } from '../model/history.ts';
import { StatusBadge } from './status-badge.tsx';
import './history.css';

const NONE = '—';

function Section({ title, items }: { title: string; items: readonly KeyValueItem[] }) {
  return (
    <section className="history-sheet__section" aria-label={title}>
      <h3 className="history-sheet__heading">{title}</h3>
      <KeyValueList items={items} label={title} />
    </section>
  );
}

function contactItems(card: string | null, phone: string | null): KeyValueItem[] {
  const items: KeyValueItem[] = [];
  if (card) items.push({ label: 'Номер карты', value: <CopyButton value={card} shown={formatCardNumber(card)} label="Скопировать номер карты" /> });
  if (phone) items.push({ label: 'Телефон', value: <CopyButton value={phone} shown={formatPhoneNumber(phone)} label="Скопировать телефон" /> });
  if (!card && !phone) items.push({ label: 'Реквизиты', value: NONE });
  return items;
}

export interface OrderDetailsProps {
  order: Order;
  zone: string;
  names: NameLookups;
  /** The receipts of the order's dispute, from the app (features do not import each other). */
  disputeFiles?: (orderId: string) => ReactNode;
}

export function OrderDetails({ order, zone, names, disputeFiles }: OrderDetailsProps) {
  const main: KeyValueItem[] = [
    { label: 'Номер сделки', value: <CopyButton value={order.id} label="Скопировать номер сделки" /> },
    { label: 'Статус', value: <StatusBadge status={order.status} /> },
    { label: 'Направление', value: DIRECTION_NAMES[order.direction] },
    { label: 'Сумма', value: formatMoney(order.amount_rub, 'RUB') },
    { label: 'USDT трейдеру', value: formatMoney(order.usdt_to_trader, 'USDT') },
    { label: 'Курс', value: `${displayAmount(order.rate)}\u00a0₽ за 1 USDT` },
    { label: 'Способ оплаты', value: names.paymentMethodName(order.payment_method_id) },
    // An OUT order names the customer's bank in its details, not by id.
    { label: 'Банк', value: order.bank_id === null || order.bank_id === undefined ? (order.customer_details?.bank_name ?? NONE) : names.bankName(order.bank_id) },
    { label: 'Создана', value: <time dateTime={order.created_at}>{formatDateTime(order.created_at, zone)}</time> },
    { label: 'Действует до', value: <time dateTime={order.expires_at}>{formatDateTime(order.expires_at, zone)}</time> },
  ];
  const { requisite, customer_details: customer, dispute } = order;
  // Issue 37: one state line (the dispute's own state, or the order's dispute status when the
  // dispute itself is not there), the outcome, then the support's words and the receipts.
  const disputeItems: KeyValueItem[] = dispute
    ? [
        { label: 'Спор', value: <span data-status={`dispute:${dispute.state}`}>{DISPUTE_STATE_NAMES[dispute.state]}</span> },
        { label: 'Решение', value: dispute.outcome ? DISPUTE_SIDE_NAMES[dispute.outcome] : 'Ещё не принято' },
        { label: 'Номер спора', value: <CopyButton value={dispute.id} label="Скопировать номер спора" /> },
        { label: 'Причина', value: dispute.reason || NONE },
        { label: 'Открыт', value: <time dateTime={dispute.opened_at}>{formatDateTime(dispute.opened_at, zone)}</time> },
        { label: 'Закрыт', value: dispute.closed_at ? <time dateTime={dispute.closed_at}>{formatDateTime(dispute.closed_at, zone)}</time> : NONE },
        { label: 'Комментарий поддержки', value: dispute.resolution_comment || NONE },
      ]
    : [{ label: 'Спор', value: order.dispute_status ? <span data-status={`dispute:${order.dispute_status.toUpperCase()}`}>{DISPUTE_STATUS_NAMES[order.dispute_status]}</span> : 'Спора нет' }];
  return (
    <div className="history-sheet">
      <Section title="Сделка" items={main} />
      {requisite ? (
        <Section
          title="Ваш реквизит"
          items={[
            { label: 'Реквизит', value: `#${requisite.id}` },
            { label: 'Банк', value: names.bankName(requisite.bank_id) },
            { label: 'Способ оплаты', value: names.paymentMethodName(requisite.payment_method_id) },
            ...contactItems(requisite.card_number, requisite.phone),
            { label: 'Получатель', value: requisite.holder_name },
            { label: 'Статус реквизита', value: <span data-status={`requisite:${requisite.status}`}>{REQUISITE_STATUS_NAMES[requisite.status]}</span> },
          ]}
        />
      ) : null}
      {customer ? (
        <Section
          title="Реквизиты клиента"
          items={[
            { label: 'Банк', value: customer.bank_name },
            ...contactItems(customer.card_number, customer.phone),
            { label: 'Получатель', value: customer.holder_name },
          ]}
        />
      ) : null}
      <Section title="Спор" items={disputeItems} />
      {dispute && disputeFiles ? disputeFiles(order.id) : null}
    </div>
  );
}

export function OrderSheet({ order, onClose, ...rest }: Omit<OrderDetailsProps, 'order'> & { order: Order | null; onClose(): void }) {
  return (
    <Sheet open={order !== null} onClose={onClose} title={order ? `Сделка · ${DIRECTION_NAMES[order.direction]}` : 'Сделка'}>
      {order ? <OrderDetails order={order} {...rest} /> : null}
    </Sheet>
  );
}
