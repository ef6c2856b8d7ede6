// /trade/list: the trader's invites and current orders; accepting an invite makes it the
// active order, whose workspace is on home.
import { OrderList } from '../../features/orders/components/order-list.tsx';
import { ScreenTitle } from '../shell/screen-title.tsx';
import { WithStaticData } from '../shell/with-static-data.tsx';
import { useShellNavigation } from '../shell/runtime-context.ts';
import { PATHS } from '../../shared/routes/route-table.ts';

export default function TradeListScreen() {
  const { navigate } = useShellNavigation();
  return (
    <>
      <ScreenTitle />
      <WithStaticData>{(lookups) => <OrderList lookups={lookups} onAccepted={() => navigate(PATHS.index)} onOpen={() => navigate(PATHS.index)} onStartSearch={() => navigate(PATHS.index)} />}</WithStaticData>
    </>
  );
}
