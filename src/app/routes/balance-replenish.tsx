// /balance/replenish: the deposit address, its QR code and network.
import { DepositAddress } from '../../features/balance/components/deposit-address.tsx';
import { ScreenTitle } from '../shell/screen-title.tsx';

export default function BalanceReplenishScreen() {
  return (
    <>
      <ScreenTitle />
      <DepositAddress />
    </>
  );
}
