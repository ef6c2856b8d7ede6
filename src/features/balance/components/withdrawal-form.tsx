// /balance/conclusion: a withdrawal of USDT to a TRC20 address. The address is checked fully
// (TRC20 checksum) when typed, picked from the saved addresses (saved-addresses.tsx, last used
// first) or scanned from a QR code (where the Telegram client offers the scanner; it loads on
// demand), and again before sending. The backend's terms (fee, minimum, maximum, what arrives)
// show under the amount and in the confirmation, and the form keeps to them; a backend without the
// terms call (404/405/501) gets the form as before. The submit: model/submit-money.ts.
import { createElement } from 'react';
import { savedAddress, type SavedAddress } from '../../../domain/withdraw-addresses.ts';
import { onDemand, useOnDemand } from '../../../shared/lib/on-demand.ts';
import { useCapability } from '../../../shared/telegram/capabilities.ts';
import { Field } from '../../../shared/ui/field.tsx';
import { addressFromQr, normalizeAddress } from '../model/trc20.ts';
import { AmountField } from './amount-field.tsx';
import { MoneyFormFrame, MoneyFormGate, type MoneyFormProps, type MoneyFormReady } from './money-form.tsx';
import type { QrScanButtonProps } from './qr-scan-button.tsx';
import { SavedAddressPicker, useSavedAddresses } from './saved-addresses.tsx';
import { TermsSummary } from './terms-summary.tsx';
import { useMoneyForm } from './use-money-form.ts';
import { useWithdrawalTerms, type TermsState } from './use-withdrawal-terms.ts';

const qrScanButton = onDemand<QrScanButtonProps>(() => import('./qr-scan-button.tsx'));

export function WithdrawalForm({ onCreated, onCancel }: MoneyFormProps) {
  const terms = useWithdrawalTerms();
  return (
    <MoneyFormGate kind="withdraw" onCreated={onCreated}>
      {(ready) => <WithdrawalFields {...ready} terms={terms} onCreated={onCreated} onCancel={onCancel} />}
    </MoneyFormGate>
  );
}

interface WithdrawalFieldsProps extends MoneyFormReady {
  terms: TermsState;
  onCreated: MoneyFormProps['onCreated'];
  onCancel: MoneyFormProps['onCancel'];
}

function WithdrawalFields({ max, staleBalance, resumed, terms, onCreated, onCancel }: WithdrawalFieldsProps) {
  const form = useMoneyForm({ kind: 'withdraw', max, resumed, onCreated });
  const { values, view, locked } = form;
  const saved = useSavedAddresses();
  const ScanButton = useOnDemand(qrScanButton, useCapability('qrScanner'));
  return (
    <MoneyFormFrame label="Вывод средств" submitText="Вывести" form={form} onCancel={onCancel}>
      <AmountField
        availableLabel="Доступно к выводу"
        max={max}
        staleBalance={staleBalance}
        form={form}
        terms={terms.phase === 'known' ? terms.terms : null}
      />
      <TermsSummary terms={terms} amount={values.amount} max={max} />
      <SavedAddressPicker addresses={saved} selected={normalizeAddress(values.target)} onPick={form.fillAddress} disabled={locked} />
      <Field
        label="Адрес кошелька USDT"
        name="address"
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        placeholder="Например, TJRyWwFs9wTF…"
        value={values.target}
        error={view.errors.target ?? null}
        hint={savedLabelHint(saved, values.target) ?? 'Проверьте адрес: перевод в блокчейне нельзя отменить.'}
        onChange={(event) => form.change('target')(event.target.value)}
        disabled={locked}
      />
      {ScanButton ? createElement(ScanButton, { onScanned: (text: string) => form.fillAddress(addressFromQr(text)), disabled: locked }) : null}
    </MoneyFormFrame>
  );
}

/** Under the address field: which saved address it holds. */
function savedLabelHint(saved: readonly SavedAddress[], typed: string): string | null {
  const entry = savedAddress(saved, normalizeAddress(typed));
  return entry ? `Сохранённый адрес «${entry.label}». Проверьте его перед выводом.` : null;
}
