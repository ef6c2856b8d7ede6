// The static-data step (spec section 2: "most routes run a static-data step"): currencies,
// payment systems, methods and banks, loaded in the round; a failure is the route's error screen.
import { defineStep, errorAnswer } from './step.ts';

export const staticDataStep = defineStep({
  name: 'static-data',
  warm: (ports) => ports.loadStaticData(),
  check: ({ warmed }) => (warmed.status === 'rejected' ? errorAnswer(warmed.reason) : null),
});
