// /balance/conclusion: the withdrawal form; on success the new operation opens in place of the form.
import { WithdrawalForm } from '../../features/balance/components/withdrawal-form.tsx';
import { ScreenTitle } from '../shell/screen-title.tsx';
import { useShellNavigation } from '../shell/runtime-context.ts';
import { operationPath } from '../../shared/routes/route-table.ts';

export default function BalanceConclusionScreen() {
  const { navigate, back } = useShellNavigation();
  return (
    <>
      <ScreenTitle />
      <WithdrawalForm onCreated={(operation) => navigate(operationPath(operation.id), { replace: true })} onCancel={back} />
    </>
  );
}
