// The support contact (spec section 8: on every error screen but 408's, and the account
// warnings). /config's support_trader_tg needs a token, which a trader without access, or an
// app whose sign-in failed, does not have: the build-time default stands in until /config answers.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { supportLink } from '../telegram/support-link.ts';
import { useApi } from './api-context.ts';
import { configQuery } from './resources.ts';

export function useSupportUrl(): string {
  const { api, session, config } = useApi();
  const remote = useQuery({ ...configQuery(api), enabled: session.getAccessToken() !== null });
  // Spec section 5: a messenger link in another form is an invalid URL; for support only a
  // https://t.me/<username> link is (no proxy, invite or other t.me action): support-link.ts.
  const remoteUrl = remote.data?.support_trader_tg;
  return useMemo(() => supportLink(remoteUrl, config.VITE_SUPPORT_URL), [remoteUrl, config.VITE_SUPPORT_URL]);
}
