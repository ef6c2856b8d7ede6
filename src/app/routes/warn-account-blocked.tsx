import { useSupportUrl } from '../../shared/api/support.ts';
import { WarnScreen } from '../../shared/ui/warn-screen.tsx';

export default function WarnAccountBlockedScreen() {
  return <WarnScreen kind="account-blocked" supportUrl={useSupportUrl()} />;
}
