// Step 1 (cont., spec sections 2 and 6): access or block redirects, from GET /traders. A blocked
// trader goes to /warn/account-blocked (before any dispute redirect); an unblocked one leaves it;
// a signed-in user leaves /warn/access-restricted.
import { PATHS } from '../../shared/routes/route-table.ts';
import { defineStep } from './step.ts';

export const accessStep = defineStep({
  name: 'access',
  warm: (ports) => ports.fetchTrader(),
  check: ({ nav, warmed: trader }) => {
    const known = trader.status === 'fulfilled' ? trader.value : null;
    if (known?.blocked === true) return { redirect: PATHS['warn-account-blocked'] };
    if (nav.path === PATHS['warn-account-blocked'] && known) return { redirect: PATHS.index };
    if (nav.path === PATHS['warn-access-restricted']) return { redirect: PATHS.index };
    return null;
  },
});
