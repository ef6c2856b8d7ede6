// The runtime behind submitMoney's ports (model/submit-money.ts): Telegram's popup and biometry,
// the withdraw and transfer mutations, the backend's operation lists, the intent kept in storage
// (shared/lib/pending-intents.ts), the withdrawal terms and the recipient lookup read at submit
// (no cache race inside a component), the saved addresses, toasts and haptics.
import { useEffect } from 'react';
import { useApi } from '../../../shared/api/api-context.ts';
import { balanceKey } from '../../../shared/api/resources.ts';
import type { Intent } from '../../../shared/lib/intent.ts';
import { clearPendingIntent, readPendingIntent, writePendingIntent } from '../../../shared/lib/pending-intents.ts';
import { operationNotice } from '../../../domain/operation-notices.ts';
import { readBiometryConfirm } from '../../../domain/preferences.ts';
import { savedAddress } from '../../../domain/withdraw-addresses.ts';
import { hasCapability, useCapability } from '../../../shared/telegram/capabilities.ts';
import { haptic } from '../../../shared/telegram/haptics.ts';
import { confirmAction } from '../../../shared/telegram/popup.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { reconcileMoneyIntent, useTransfer, useWithdraw, withdrawalTermsNow } from '../api/balance-queries.ts';
import { recipientNow } from '../api/recipient-lookup.ts';
import { describeBody, INTENT_COPY } from '../model/intent-outcome.ts';
import type { BalanceOperation } from '../model/labels.ts';
import type { MoneyKind } from '../model/money-form.ts';
import type { MoneyPorts, MoneyView } from '../model/submit-money.ts';
import { currentSavedAddresses, offerToSave, rememberUse } from './saved-addresses.tsx';

export const BIOMETRY_COPY = {
  reason: 'Подтвердите вывод или перевод средств',
  failed: 'Биометрия не подтверждена. Деньги не отправлены.',
  noAccess:
    'Нет доступа к биометрии. Разрешите его в настройках Telegram или выключите подтверждение биометрией в настройках приложения. Деньги не отправлены.',
} as const;

/** Biometry after the popup, where the client offers it and the trader has not turned it off. */
async function biometryPassed(): Promise<true | string> {
  if (!hasCapability('biometry') || !readBiometryConfirm()) return true;
  const { confirmWithBiometry } = await import('../../../shared/telegram/biometry.ts');
  const check = await confirmWithBiometry(BIOMETRY_COPY.reason);
  if (check === 'authorized' || check === 'unavailable') return true;
  return check === 'no-access' ? BIOMETRY_COPY.noAccess : BIOMETRY_COPY.failed;
}

/** After a withdrawal: a saved address moves first; a new one is offered for saving on the operation's page. */
function remember(address: string): void {
  if (!rememberUse(address)) offerToSave(address);
}

export interface MoneyPortsOptions {
  kind: MoneyKind;
  intent: Intent;
  show(patch: Partial<MoneyView>): void;
  onCreated(operation: BalanceOperation): void;
}

export function useMoneyPorts({ kind, intent, show, onCreated }: MoneyPortsOptions): MoneyPorts {
  const { api, queryClient } = useApi();
  const withdraw = useWithdraw();
  const transfer = useTransfer();
  const canBiometry = useCapability('biometry');
  useEffect(() => {
    // Ask the client about biometry ahead of the first submit.
    if (canBiometry) void import('../../../shared/telegram/biometry.ts').then(({ loadBiometry }) => loadBiometry());
  }, [canBiometry]);
  return {
    confirm: confirmAction,
    verify: biometryPassed,
    send: (body, key) => ('address' in body ? withdraw.mutateAsync({ body, key }) : transfer.mutateAsync({ body, key })),
    reconcile: (body, sentAt) => reconcileMoneyIntent(queryClient, api, kind, body, sentAt),
    pending: {
      read: () => readPendingIntent(kind),
      write: (pending) => void writePendingIntent(pending),
      clear: () => clearPendingIntent(kind),
    },
    terms: () => (kind === 'withdraw' ? withdrawalTermsNow(queryClient, api) : Promise.resolve(null)),
    recipient: (recipient) => recipientNow(queryClient, api, recipient),
    label: (address) => savedAddress(currentSavedAddresses(), address)?.label ?? null,
    intent,
    now: () => Date.now(),
    show,
    refreshBalance: () => void queryClient.invalidateQueries({ queryKey: balanceKey }),
    feel: (type) => haptic.notify(type),
    created: (operation, body, by) => {
      if (by === 'found') {
        notify.info(INTENT_COPY.found[kind], describeBody(body));
      } else {
        if ('address' in body) remember(body.address);
        // What the answer says of the operation, in the toast realtime's events about it replace (one rule for both).
        const told = operationNotice({ source: 'answer', kind: kind === 'withdraw' ? 'withdrawal' : 'transfer', operationId: operation.id, amount: operation.amount, status: operation.status });
        notify[told.tone](told.title, told.description, undefined, { id: told.id });
      }
      onCreated(operation);
    },
  };
}
