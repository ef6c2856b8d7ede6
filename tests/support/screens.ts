// Every screen of the app with what it needs to be shown (route params, mock examples, state).
import { EXAMPLE_ORDER_IN } from './examples.ts';

const ORDER = EXAMPLE_ORDER_IN.id;
const OPERATION = '3fa85f64-5717-4562-b3fc-2c963f66afa6';

export interface Screen {
  path: string;
  /** Prism examples per request pattern for this screen. */
  prefer?: Record<string, string>;
  /** Session storage to seed before the app starts. */
  session?: Record<string, string>;
}

export const SCREENS: Screen[] = [
  { path: '/' },
  { path: '/history' },
  { path: '/settings' },
  { path: '/help' },
  { path: '/help/1' },
  { path: '/help/1/1' },
  { path: '/balance' },
  { path: '/balance/replenish' },
  { path: '/balance/conclusion' },
  { path: '/balance/translation' },
  { path: '/balance/operations' },
  { path: `/balance/operations/${OPERATION}` },
  { path: '/dispute', prefer: { '**/api/v1/traders/check': 'example=active_order_dispute' } },
  { path: '/dispute/close', session: { 'tapps/dispute-order': JSON.stringify({ order_id: ORDER, order_status: 'COMPLETE', dispute_status: 'close' }) } },
  { path: '/requisite' },
  { path: '/requisite/add' },
  { path: '/trade/list' },
  { path: '/trade/search' },
  { path: `/trade/order/complete?order_id=${ORDER}` },
  { path: '/warn/account-blocked', prefer: { '**/api/v1/traders': 'example=blocked' } },
  { path: '/warn/access-restricted', prefer: { '**/gateway/api/v1/auth/token': 'code=403, example=no_in_whitelist' } },
];

