// The display time zone (issue 25): every instant a trader reads (History, the order sheet,
// Operations, the operation page, dispute times, the CSV export, "сегодня/завтра") is shown on
// the wall clock of the account's zone, GET /traders `timezone` (IANA), never the phone's. Phone
// in Novosibirsk, account on Moscow: 10:05Z reads 13:05 on every screen.
//
// Decisions:
// - An unknown or invalid zone, or no account yet (the trader call failed, spec section 8),
//   falls back to the device's zone, then UTC, rather than failing the screen.
// - The zone comes from the one cached GET /traders query that the guards warm, so a screen
//   asks nothing new of the server; a timezone change in settings updates that query and so
//   every screen at once.
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../shared/api/api-context.ts';
import { traderQuery } from '../shared/api/resources.ts';
import { isValidTimeZone } from '../shared/lib/time-zone.ts';

/** The device's zone if Intl knows it, else UTC. */
export function deviceTimeZone(): string {
  const device = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  return device && isValidTimeZone(device) ? device : 'UTC';
}

/** The zone to show instants in: the account's if Intl knows it, else the device's, else UTC. */
export function displayTimeZone(accountZone: string | null | undefined): string {
  if (accountZone && accountZone.trim() !== '' && isValidTimeZone(accountZone)) return accountZone;
  return deviceTimeZone();
}

export interface DisplayTimeZone {
  /** The IANA zone to format in. */
  zone: string;
  /** True while the account has not answered yet (screens wait rather than flash another zone). */
  pending: boolean;
}

/** The account's display zone, from the cached GET /traders. */
export function useDisplayTimeZone(): DisplayTimeZone {
  const { api } = useApi();
  const trader = useQuery(traderQuery(api));
  return { zone: displayTimeZone(trader.data?.timezone), pending: trader.isPending && !trader.isError };
}
