// Step 1 (spec section 2): token acquisition. Signs in; a user without access goes to
// /warn/access-restricted (on that page itself it renders: nothing else to check, and no token to
// check with). Once signed in, it starts the round: everything the navigation's steps and its
// screen read, at once.
import { PATHS } from '../../shared/routes/route-table.ts';
import { defineStep, errorAnswer, startRound } from './step.ts';

export const tokenStep = defineStep({
  name: 'token',
  check: async ({ nav, ports, context }) => {
    let outcome;
    try {
      outcome = await ports.signIn();
    } catch (error) {
      return errorAnswer(error);
    }
    if (outcome.kind === 'no-access') {
      ports.setNotAccess(true);
      return { redirect: PATHS['warn-access-restricted'] };
    }
    ports.setNotAccess(false);
    startRound(context, ports, nav);
    return null;
  },
});
