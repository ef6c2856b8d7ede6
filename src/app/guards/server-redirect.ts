// Step 3 (spec section 2): the server-driven redirect lookup by path (GET /redirects). Only a
// path the app knows is followed; a failed lookup is none.
import { isKnownPath } from '../../shared/routes/route-table.ts';
import { defineStep } from './step.ts';

export const serverRedirectStep = defineStep({
  name: 'server-redirect',
  warm: (ports, nav) => ports.lookupRedirect(nav.path),
  check: ({ nav, warmed: to }) => (to.status === 'fulfilled' && to.value && to.value !== nav.path && isKnownPath(to.value) ? { redirect: to.value } : null),
});
