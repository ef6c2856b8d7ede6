// /balance/operations/{id}: every field of one operation; ids copy whole, and the order's id
// opens the order too (its sheet in History).
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context.ts';
import { ApiError, errorMessage } from '../../../shared/api/errors.ts';
import { CopyButton } from '../../../shared/ui/copy-button.tsx';
import { KeyValueList, type KeyValueItem } from '../../../shared/ui/key-value.tsx';
import { historyOrderPath } from '../../../shared/routes/route-table.ts';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/state-views.tsx';
import { operationQuery } from '../../../shared/api/resources.ts';
import { formatDateTime } from '../../../domain/date-format.ts';
import { useDisplayTimeZone } from '../../../domain/time-zone.ts';
import { OPERATION_STATUS_LABELS, OPERATION_TYPE_LABELS, type BalanceOperation } from '../model/labels.ts';
import { signedAmount } from '../model/operation-view.ts';
import { SaveAddressOffer } from './saved-addresses.tsx';
import './balance.css';

const NONE = '—';

function copyable(value: string | null, label: string) {
  return value ? <CopyButton value={value} label={label} /> : NONE;
}

/** The order's id: copied by its button, opened (its sheet in History) by the one beside it. */
function orderId(id: string | null, onNavigate: (path: string) => void) {
  return id ? (
    <span className="balance-order-id">
      <CopyButton value={id} label="Скопировать ID сделки" />
      <button type="button" className="ui-link-button" onClick={() => onNavigate(historyOrderPath(id))}>
        Открыть сделку
      </button>
    </span>
  ) : (
    NONE
  );
}

/** Every field of the operation, its times in the display zone (src/domain/time-zone.ts). */
export function operationItems(op: BalanceOperation, zone: string, onNavigate: (path: string) => void): KeyValueItem[] {
  const transfer = op.type === 'INTERNAL_TRANSFER';
  return [
    { label: 'ID операции', value: <CopyButton value={op.id} label="Скопировать ID операции" /> },
    { label: 'Тип', value: OPERATION_TYPE_LABELS[op.type] },
    { label: 'Статус', value: <span data-status={`operation:${op.status}`} className={`balance-status--${op.status}`}>{OPERATION_STATUS_LABELS[op.status]}</span> },
    { label: 'Сумма', value: signedAmount(op) },
    { label: 'Валюта', value: op.currency_code },
    { label: 'Создана', value: <time dateTime={op.created_at}>{formatDateTime(op.created_at, zone)}</time> },
    { label: 'Обновлена', value: <time dateTime={op.updated_at}>{formatDateTime(op.updated_at, zone)}</time> },
    { label: 'ID сделки', value: orderId(op.order_id, onNavigate) },
    { label: 'Хеш транзакции', value: copyable(op.tx_hash, 'Скопировать хеш транзакции') },
    { label: transfer ? 'Получатель' : 'Адрес', value: copyable(op.address, transfer ? 'Скопировать получателя' : 'Скопировать адрес') },
    { label: 'Комментарий', value: op.comment ?? NONE },
  ];
}

export function OperationDetails({ id, onNavigate }: { id: string; onNavigate: (path: string) => void }) {
  const { api } = useApi();
  const operation = useQuery(operationQuery(api, id));
  const { zone } = useDisplayTimeZone();
  if (operation.isError) {
    if (operation.error instanceof ApiError && operation.error.status === 404) {
      return <EmptyState title="Операция не найдена" text="Возможно, она была удалена или ссылка устарела." />;
    }
    return <ErrorState message={errorMessage(operation.error)} onRetry={() => void operation.refetch()} />;
  }
  if (!operation.data) return <LoadingState rows={6} label="Загрузка операции" />;
  const op = operation.data;
  return (
    <section className="balance-detail" aria-label="Операция">
      <p className="balance-detail__amount" data-testid="operation-amount">
        {signedAmount(op)}
      </p>
      <p className="balance-detail__type">
        {OPERATION_TYPE_LABELS[op.type]} · {OPERATION_STATUS_LABELS[op.status]}
      </p>
      {op.type === 'WITHDRAWAL' && op.address ? <SaveAddressOffer address={op.address} /> : null}
      <KeyValueList label="Поля операции" items={operationItems(op, zone, onNavigate)} />
    </section>
  );
}
