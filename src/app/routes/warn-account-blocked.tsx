import { useQuery } from '@tanstack/react-query';
import { WarnScreen } from '../../shared/ui/warn-screen.tsx';
import { useRuntime } from '../shell/runtime-context.ts';

export default function WarnAccountBlockedScreen() {
  const { api } = useRuntime();
  const config = useQuery(api.trader.queryOptions('get', '/config'));
  const supportUrl = config.data?.support_trader_tg;
  return <WarnScreen kind="account-blocked" {...(supportUrl ? { supportUrl } : {})} />;
}
