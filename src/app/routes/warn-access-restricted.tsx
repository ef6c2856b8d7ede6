import { useQuery } from '@tanstack/react-query';
import { WarnScreen } from '../../shared/ui/warn-screen.tsx';
import { useRuntime } from '../shell/runtime-context.ts';

export default function WarnAccessRestrictedScreen() {
  const { api, session } = useRuntime();
  // Without access there is no token, so the config (and its support contact) may be out of reach.
  const config = useQuery({ ...api.trader.queryOptions('get', '/config'), enabled: session.getAccessToken() !== null, retry: false });
  const supportUrl = config.data?.support_trader_tg;
  return <WarnScreen kind="access-restricted" {...(supportUrl ? { supportUrl } : {})} />;
}
