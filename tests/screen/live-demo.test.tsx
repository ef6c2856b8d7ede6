// The contract's examples as written (moved from tests/e2e/live-demo.spec.ts, assertions kept):
// without the date mover of `npm run dev` (scripts/mock/shift-dates.ts) the active order's dates
// are the examples' own, long past, so home says its time ran out: the dates are what the mover
// changes. (The running timer through the mover stays in e2e: real time.)
import { expect, it as test } from 'vitest';
import { renderScreen } from '../support/render-screen.tsx';

test('without the mover (MOCK_DATES=examples) the same screen is expired: the dates are what the mover changes', async () => {
  const page = await renderScreen('index', {}, { examples: true });
  await expect(page.getByRole('heading', { name: 'Время на оплату истекло' })).toBeVisible();
});
