// /balance/operations/{id}: one operation, every field (the id is a UUID, checked by the route table).
import { OperationDetails } from '../../features/balance/components/operation-details.tsx';
import { ScreenTitle } from '../shell/screen-title.tsx';
import { useCurrentRoute, useShellNavigation } from '../shell/runtime-context.ts';

export default function BalanceOperationScreen() {
  const { params } = useCurrentRoute();
  const { navigate } = useShellNavigation();
  const id = params.operationId;
  return (
    <>
      <ScreenTitle />
      {id ? <OperationDetails id={id} onNavigate={(path) => navigate(path)} /> : null}
    </>
  );
}
