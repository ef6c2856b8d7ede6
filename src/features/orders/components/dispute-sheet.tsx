// Opening a dispute on the active order: a bottom sheet with the reason (5..1000 characters).
// A bad reason is explained next to the field and nothing typed is lost; so is a server error.
// One request per intent: once the dispute is open the sheet stays locked.
import { useId, useState } from 'react';
import type { components } from '../../../../generated/openapi/trader-api.ts';
import { errorMessage } from '../../../shared/api/errors.ts';
import { useIntent, useLatestState } from '../../../shared/lib/intent.ts';
import { haptic } from '../../../shared/telegram/haptics.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Sheet } from '../../../shared/ui/sheet.tsx';
import '../../../shared/ui/field.css';
import { isConflict, useOpenDispute } from '../api/orders-api.ts';
import { DISPUTE_REASON_MAX, normalizeDisputeReason, validateDisputeReason } from '../model/order-view.ts';
import './orders.css';

type Dispute = components['schemas']['Dispute'];

export interface DisputeSheetProps {
  orderId: string;
  open: boolean;
  onClose(): void;
  /** The dispute is open (just now, or already: 409). */
  onOpened(dispute: Dispute | null): void;
}

export function DisputeSheet({ orderId, open, onClose, onOpened }: DisputeSheetProps) {
  const id = useId();
  const [reason, setReason, latestReason] = useLatestState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const mutation = useOpenDispute();
  const fieldError = touched ? validateDisputeReason(reason) : null;
  const intent = useIntent();
  const run = () =>
    intent.run(async () => {
      setTouched(true);
      const typed = latestReason();
      if (validateDisputeReason(typed) !== null) {
        haptic.notify('error');
        return 'open';
      }
      setServerError(null);
      try {
        const dispute = await mutation.mutateAsync({ orderId, reason: normalizeDisputeReason(typed) });
        haptic.notify('success');
        onOpened(dispute ?? null);
        return 'done';
      } catch (error) {
        if (isConflict(error)) {
          onOpened(null);
          return 'done';
        }
        haptic.notify('error');
        setServerError(errorMessage(error));
        return 'open';
      }
    });
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <Sheet open={open} onClose={onClose} title="Открыть спор">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void run();
        }}
      >
        <div className={`ui-field${fieldError ? ' ui-field--invalid' : ''}`}>
          <label className="ui-field__label" htmlFor={id}>
            Причина спора
          </label>
          <div className="ui-field__control orders-field-control">
            <textarea
              id={id}
              className="orders-textarea"
              value={reason}
              maxLength={DISPUTE_REASON_MAX + 200}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${errorId} ${hintId}` : hintId}
              placeholder="Например: клиент прислал чек, но деньги не поступили"
              onChange={(event) => setReason(event.target.value)}
              onBlur={() => setTouched(true)}
            />
          </div>
          {fieldError ? (
            <p id={errorId} className="ui-field__error" role="alert">
              {fieldError}
            </p>
          ) : null}
          <p id={hintId} className="ui-field__hint">
            От 5 до {DISPUTE_REASON_MAX} символов. Поддержка увидит этот текст.
          </p>
        </div>
        {serverError ? (
          <p className="orders-inline-error" role="alert">
            {serverError}
          </p>
        ) : null}
        <div className="orders-actions">
          <Button type="submit" variant="destructive" block loading={intent.pending || intent.done}>
            Отправить в поддержку
          </Button>
          <Button type="button" variant="secondary" block onClick={onClose}>
            Отмена
          </Button>
        </div>
      </form>
    </Sheet>
  );
}
