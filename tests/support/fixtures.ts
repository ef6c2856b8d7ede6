// The `test` of the mock-backed e2e specs (tests/e2e/*.spec.ts): Playwright's own, plus this
// worker's Prism stack (mock-stack.ts) started on free ports the first time a test of the worker
// runs, and `baseURL` pointing at its preview. Workers never share a mock: the events mock counts
// and reaches only this worker's apps, so specs can run in parallel.
import { test as base, expect } from '@playwright/test';
import { useEventsMock } from './events.ts';
import { startMockStack, type MockData, type MockStack } from './mock-stack.ts';

export const test = base.extend<object, { mockStack: MockStack; mockData: MockData }>({
  /** What Prism answers with: the examples (default), or seeded random data (tests/fuzz). */
  mockData: [{ dynamic: false }, { scope: 'worker', option: true }],

  mockStack: [
    async ({ mockData }, use) => {
      const stack = await startMockStack(mockData);
      useEventsMock(stack.eventsUrl);
      try {
        await use(stack);
      } finally {
        await stack.stop();
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],

  baseURL: async ({ mockStack }, use) => {
    await use(mockStack.url);
  },
});

export { expect };
