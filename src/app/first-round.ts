// Home's first data round, as index.html's inline script sends it once the token arrives (issue
// 39, src/features/auth/model/early-sign-in.ts): the GETs the guard round sends for `/` (sign-in
// aside), each path and query as the app's client writes it under the trader API's base, so the
// app adopts every answer instead of sending the request again. first-round.test.ts runs the real
// guard round for `/` and checks this list against what it sends: a change to what home's round
// fetches fails there until the list follows. The build reads it (vite.config.ts); nothing here
// runs in the app.
import type { EarlyRoundPlan } from '../features/auth/model/early-sign-in.ts';

export const HOME_FIRST_ROUND: readonly string[] = [
  // 1. access or block (GET /traders), 2. the status refresh, 3. the server-driven redirect
  '/traders',
  '/traders/check',
  '/redirects?path=%2F',
  // home's static-data step
  '/currencies',
  '/payment-systems',
  '/payment-methods',
  '/data/banks',
  // the data the route table warms for home
  '/traders/balance',
  '/config',
  '/traders/orders?size=100',
];

/** The inline script's plan: home's round under the trader API's base. */
export function firstRoundPlan(traderBase: string): EarlyRoundPlan {
  return { at: '/', base: traderBase, paths: HOME_FIRST_ROUND };
}
