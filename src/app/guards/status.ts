// Step 2 (spec section 2): the status refresh with dispute redirects. The rule is the domain's
// (domain/dispute.ts); this step fetches the status, stores what the rule decides and redirects.
import { disputeRedirect } from '../../domain/dispute.ts';
import { defineStep } from './step.ts';

export const statusStep = defineStep({
  name: 'status',
  warm: (ports) => ports.fetchStatus(),
  check: ({ nav, ports, warmed: status }) => {
    const decision = disputeRedirect(nav.path, status.status === 'fulfilled' ? status.value : null, ports.getDisputeOrder());
    if (decision.store !== undefined) ports.setDisputeOrder(decision.store);
    return decision.redirect ? { redirect: decision.redirect } : null;
  },
});
