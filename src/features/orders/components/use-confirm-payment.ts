// Confirming an order's payment (IN: received; OUT: sent): asked first, sent once per intent. The
// Idempotency-Key is kept by the app's one intent rule (shared/lib/pending-intents.ts keptIntent,
// issue 40), one per order: a tap whose answer was lost is retried with the same key, on this
// page or after a reload; a refusal (a readable 4xx) forgets it, and a 409 (confirmed already, by
// an earlier tap or another device) is the intent done.
import { useState } from 'react';
import type { components } from '../../../../generated/openapi/trader-api.ts';
import { errorMessage } from '../../../shared/api/errors.ts';
import { useIntent, type Intent } from '../../../shared/lib/intent.ts';
import { keptIntent } from '../../../shared/lib/pending-intents.ts';
import { haptic } from '../../../shared/telegram/haptics.ts';
import { confirmAction } from '../../../shared/telegram/popup.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { isConflict, useConfirmOrder } from '../api/orders-api.ts';
import { confirmWording, isFinished } from '../model/order-view.ts';

type Order = components['schemas']['Order'];

/** The kind a confirmation's key is kept under: one intent per order. */
export const confirmIntentKind = (orderId: string) => `order-confirm/${orderId}`;

export interface ConfirmOutcome {
  tone: 'success' | 'info' | 'error';
  text: string;
}

export interface ConfirmPayment {
  intent: Intent;
  /** What the last confirmation came to, shown under the order. */
  outcome: ConfirmOutcome | null;
  confirm(): Promise<void>;
}

export function useConfirmPayment(order: Order, onFinished: (orderId: string) => void, onRefresh: () => unknown): ConfirmPayment {
  const confirmOrder = useConfirmOrder();
  const intent = useIntent();
  const [kept] = useState(() => keptIntent(confirmIntentKind(order.id)));
  const [outcome, setOutcome] = useState<ConfirmOutcome | null>(null);
  const wording = confirmWording(order);

  // Confirmed once, the payment stays confirmed: the button is locked for this order.
  const confirm = () =>
    intent.run(async () => {
      let agreed: boolean;
      try {
        agreed = await confirmAction({ title: wording.button, message: wording.question, confirmText: 'Подтвердить' });
      } catch {
        return 'open'; // another popup is open: the tap is ignored
      }
      if (!agreed) return 'open';
      setOutcome(null);
      // The body is the order: the same every time, so the step is always a send with the order's key.
      const step = kept.next({ order_id: order.id });
      const idempotencyKey = step.kind === 'send' ? step.key : step.previous.key;
      try {
        const result = await confirmOrder.mutateAsync({ orderId: order.id, idempotencyKey });
        kept.settle();
        haptic.notify('success');
        notify.success(wording.done);
        if (result && isFinished(result.status)) onFinished(order.id);
        else setOutcome({ tone: 'success', text: `${wording.done}. Ждём завершения сделки.` });
        return 'done';
      } catch (error) {
        if (isConflict(error)) {
          // Already confirmed (by an earlier tap or another device): the intent is done.
          kept.settle();
          haptic.notify('warning');
          setOutcome({ tone: 'info', text: 'Сделка уже подтверждена. Обновляем данные.' });
          notify.info('Сделка уже подтверждена');
          void onRefresh();
          return 'done';
        }
        // An unknown outcome keeps the key: a retry of this intent must not move money twice.
        kept.failed(error);
        haptic.notify('error');
        setOutcome({ tone: 'error', text: errorMessage(error) });
        return 'open';
      }
    });

  return { intent, outcome, confirm };
}
