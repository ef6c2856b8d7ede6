// /balance/translation: the transfer form; on success the new operation opens in place of the form.
import { TransferForm } from '../../features/balance/components/transfer-form.tsx';
import { ScreenTitle } from '../shell/screen-title.tsx';
import { useShellNavigation } from '../shell/runtime-context.ts';
import { operationPath } from '../../shared/routes/route-table.ts';

export default function BalanceTranslationScreen() {
  const { navigate, back } = useShellNavigation();
  return (
    <>
      <ScreenTitle />
      <TransferForm onCreated={(operation) => navigate(operationPath(operation.id), { replace: true })} onCancel={back} />
    </>
  );
}
