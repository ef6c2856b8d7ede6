// /balance/translation: the transfer form; on success the new operation opens in place of the form.
import { MoneyForm } from '../../features/balance/components/money-form.tsx';
import { ScreenTitle } from '../shell/screen-title.tsx';
import { useShellNavigation } from '../shell/runtime-context.ts';

export default function BalanceTranslationScreen() {
  const { navigate, back } = useShellNavigation();
  return (
    <>
      <ScreenTitle />
      <MoneyForm kind="transfer" onCreated={(operation) => navigate(`/balance/operations/${operation.id}`, { replace: true })} onCancel={back} />
    </>
  );
}
