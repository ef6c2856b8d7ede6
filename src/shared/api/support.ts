// The support contact (spec section 8: on every error screen but 408's, and the account
// warnings). /config's support_trader_tg needs a token, which a trader without access, or an
// app whose sign-in failed, does not have: the build-time default stands in until /config answers.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { supportLink } from '../telegram/links.ts';
import { useApi } from './api-context.ts';

export function useSupportUrl(): string {
  const { api, session, config } = useApi();
  const remote = useQuery({ ...api.trader.queryOptions('get', '/config'), enabled: session.getAccessToken() !== null });
  // Spec section 5: a messenger link that is not in the short-link form is an invalid URL.
  const remoteUrl = remote.data?.support_trader_tg;
  return useMemo(() => supportLink(remoteUrl, config.VITE_SUPPORT_URL), [remoteUrl, config.VITE_SUPPORT_URL]);
}
