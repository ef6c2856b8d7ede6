// The disputed order (/dispute) and the dispute's outcome (/dispute/close).
import type { ReactNode } from 'react';
import type { components } from '../../../../generated/openapi/trader-api.ts';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context.ts';
import { INVALID_DATE_TEXT, formatDateTime } from '../../../domain/date-format.ts';
import { displayAmount } from '../../../domain/money.ts';
import { DISPUTE_STATE_NAMES } from '../../../domain/names.ts';
import { useDisplayTimeZone } from '../../../domain/time-zone.ts';
import { onTelegramLinkClick } from '../../../shared/telegram/links.ts';
import { Button, buttonClassName } from '../../../shared/ui/button.tsx';
import { CopyButton } from '../../../shared/ui/copy-button.tsx';
import { KeyValueList } from '../../../shared/ui/key-value.tsx';
import { LoadFallback } from '../../../shared/ui/state-views.tsx';
import { disputeAttachmentsQuery } from '../api/attachments-api.ts';
import { disputeQuery, orderQuery } from '../api/orders-api.ts';
import { DISPUTE_RESULT_RECHECK_MS, disputeCloseOutcome, disputeOutcome, type OutcomeView } from '../model/order-outcome.ts';
import { DIRECTION_LABELS, paymentMethodLabel, type OrderLookups } from '../model/order-view.ts';
import { DisputeAttachments } from './dispute-attachments.tsx';
import './orders.css';

/** The row with the time a dispute was opened, on /dispute and on /dispute/close. */
const OPENED_AT_LABEL = 'Спор открыт';

/** The domain's `dateTime` in the account's zone; '—' when there is no date. */
function formatDisputeTime(value: string | null, zone: string): ReactNode {
  return value === null ? INVALID_DATE_TEXT : <time dateTime={value}>{formatDateTime(value, zone)}</time>;
}

export function SupportLink({ url }: { url: string }) {
  return (
    <a className={buttonClassName('secondary', true)} href={url} target="_blank" rel="noopener noreferrer" onClick={onTelegramLinkClick(url)}>
      Написать в поддержку
    </a>
  );
}

export interface DisputeDetailsProps {
  orderId: string;
  lookups: OrderLookups;
  supportUrl: string | null;
}

export function DisputeDetails({ orderId, lookups, supportUrl }: DisputeDetailsProps) {
  const { api } = useApi();
  const order = useQuery(orderQuery(api, orderId));
  const dispute = useQuery(disputeQuery(api, orderId));
  // Where the backend takes attachments, the receipt goes in the section above "Что дальше".
  const attachable = useQuery(disputeAttachmentsQuery(api, orderId)).isSuccess;
  const { zone } = useDisplayTimeZone();
  const failed = [order, dispute].find((q) => q.isError);
  if (failed || !order.data || !dispute.data) {
    return (
      <LoadFallback
        failure={failed}
        errorTitle="Не удалось загрузить спор"
        loadingLabel="Загрузка спора"
        onRetry={() => {
          void order.refetch();
          void dispute.refetch();
        }}
        after={supportUrl ? <SupportLink url={supportUrl} /> : null}
      />
    );
  }
  const o = order.data;
  const d = dispute.data;
  const state = disputeOutcome(d);
  return (
    <div className="orders-stack">
      <section className="orders-card" aria-labelledby="dispute-state-title" role="status">
        <span className="orders-badge">{DISPUTE_STATE_NAMES[d.state]}</span>
        <h2 className="orders-title" id="dispute-state-title" style={{ marginTop: 8 }}>
          {state.title}
        </h2>
        <p className="orders-text">{state.text}</p>
      </section>
      <section className="orders-card" aria-labelledby="dispute-order-title">
        <h2 className="orders-title" id="dispute-order-title">
          Сделка
        </h2>
        <p className="orders-amount orders-amount--small">{displayAmount(o.amount_rub)}&nbsp;₽</p>
        <p className="orders-sub">{displayAmount(o.usdt_to_trader)}&nbsp;USDT</p>
        <KeyValueList
          items={[
            { label: 'Направление', value: DIRECTION_LABELS[o.direction] },
            { label: 'Способ', value: paymentMethodLabel(lookups, o.payment_method_id) },
            { label: 'Номер сделки', value: <CopyButton value={o.id} label="Скопировать номер сделки" /> },
            { label: OPENED_AT_LABEL, value: formatDisputeTime(d.opened_at, zone) },
          ]}
        />
      </section>
      <section className="orders-card" aria-labelledby="dispute-reason-title">
        <h2 className="orders-title" id="dispute-reason-title">
          Причина
        </h2>
        <p className="orders-text" style={{ overflowWrap: 'anywhere' }}>
          {d.reason}
        </p>
      </section>
      <DisputeAttachments orderId={o.id} open={d.state === 'OPEN'} />
      <section aria-labelledby="dispute-next-title">
        <h2 className="orders-title" id="dispute-next-title">
          Что дальше
        </h2>
        <ul className="orders-text" style={{ paddingLeft: 20, margin: 0 }}>
          <li>Поддержка проверит платёж по сделке и примет решение.</li>
          <li>Пока спор открыт, другие разделы приложения недоступны.</li>
          <li>Когда спор закроют, здесь появится результат.</li>
          <li>
            {attachable && d.state === 'OPEN'
              ? 'Если у вас есть чек или выписка, приложите их выше: поддержка увидит файлы вместе со спором.'
              : 'Если у вас есть чек или выписка, отправьте их в поддержку, указав номер сделки.'}
          </li>
        </ul>
      </section>
      {supportUrl ? <SupportLink url={supportUrl} /> : null}
    </div>
  );
}

export interface DisputeOutcomeProps {
  orderId: string;
  onHome(): void;
}

export function DisputeOutcome({ orderId, onHome }: DisputeOutcomeProps) {
  const { api } = useApi();
  // Asked again while the server still has it open: the screen promises the result will appear.
  const dispute = useQuery({ ...disputeQuery(api, orderId), refetchInterval: (query) => (query.state.data?.state === 'OPEN' ? DISPUTE_RESULT_RECHECK_MS : false) });
  const { zone } = useDisplayTimeZone();
  const home = (
    <Button block onClick={onHome}>
      На главную
    </Button>
  );
  // A failed re-check keeps what was shown: the next one asks again.
  if (!dispute.data) {
    return (
      <LoadFallback
        failure={dispute.isError && dispute}
        errorTitle="Не удалось загрузить результат спора"
        loadingLabel="Загрузка результата"
        onRetry={() => void dispute.refetch()}
        after={home}
      />
    );
  }
  const d = dispute.data;
  const outcome = disputeCloseOutcome(d);
  const closed = d.state !== 'OPEN';
  return (
    <div className="orders-stack">
      <DisputeResult dispute={d} outcome={outcome} />
      <KeyValueList
        items={[
          closed ? { label: DISPUTE_STATE_NAMES.CLOSE, value: formatDisputeTime(d.closed_at, zone) } : { label: OPENED_AT_LABEL, value: formatDisputeTime(d.opened_at, zone) },
          { label: 'Номер сделки', value: <CopyButton value={d.order_id} label="Скопировать номер сделки" /> },
        ]}
      />
      {home}
    </div>
  );
}

type Dispute = NonNullable<components['schemas']['Order']['dispute']>;

/**
 * What a dispute ended in: the outcome (in whose favour), the support's comment, the reason and
 * the receipts. /dispute/close and /trade/order/complete (issue 37: an order whose dispute closed
 * lands there too) show the same.
 */
export function DisputeResult({ dispute, outcome = disputeOutcome(dispute) }: { dispute: Dispute; outcome?: OutcomeView }) {
  return (
    <>
      <section className={`orders-card orders-outcome--${outcome.tone}`} aria-labelledby="dispute-outcome-title" role="status">
        <h2 className="orders-title" id="dispute-outcome-title">
          {outcome.title}
        </h2>
        <p className="orders-text">{outcome.text}</p>
      </section>
      {/* The comment comes with the decision: while it is on its way (/dispute/close before the
          server's copy closes) only the reason is shown, not "Без комментария". */}
      <section className="orders-card" aria-labelledby="dispute-comment-title">
        {dispute.state === 'OPEN' ? (
          <h2 className="orders-title" id="dispute-comment-title">
            Причина спора
          </h2>
        ) : (
          <>
            <h2 className="orders-title" id="dispute-comment-title">
              Комментарий поддержки
            </h2>
            <p className="orders-text" style={{ overflowWrap: 'anywhere' }}>
              {dispute.resolution_comment ?? 'Без комментария'}
            </p>
            <p className="orders-eyebrow" style={{ marginTop: 12 }}>
              Причина спора
            </p>
          </>
        )}
        <p className="orders-text" style={{ overflowWrap: 'anywhere' }}>
          {dispute.reason}
        </p>
      </section>
      <DisputeAttachments orderId={dispute.order_id} open={false} />
    </>
  );
}
