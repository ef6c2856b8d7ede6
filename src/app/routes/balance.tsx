// /balance: the derived balance (spec section 9) and the ways to move money.
import { BalanceSummary } from '../../features/balance/components/balance-summary.tsx';
import { ScreenTitle } from '../shell/screen-title.tsx';
import { useShellNavigation } from '../shell/runtime-context.ts';

export default function BalanceScreen() {
  const { navigate } = useShellNavigation();
  return (
    <>
      <ScreenTitle />
      <BalanceSummary onNavigate={(path) => navigate(path)} />
    </>
  );
}
