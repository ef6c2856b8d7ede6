// A lost answer, and then an outage on a mobile network (issue 24): the amount retyped during the
// outage, or the mini-app reopened after a press sent during one. Against the stateful backend
// (150 ms, idempotency by key) behind a relay the test cuts: every sequence moves money once, and
// the app says what happened. The fixture checks the ledger after each test. The sequences
// without a cut network (a touch, a failed refetch, other values, a reload, a reopen on home) are
// screen tests: tests/screen/lost-answers.test.tsx.
import type { Locator } from '@playwright/test';
import { FORMS, fill, lostAnswerChecks, submit } from '../../support/lost-answers.ts';
import { expect as baseExpect, openApp, test } from '../../support/stateful.ts';
import { ADDRESS, OPERATION_URL, SETTLE_MS } from './money.ts';

// A reload, a sign-in and the operation lists at 150 ms each: more than the default 5 s on a busy CI machine.
const expect = baseExpect.configure({ timeout: 15_000 });

const { pressAndLoseTheAnswer, movedOnceByOneKey } = lostAnswerChecks<Locator>(expect);

test.describe.configure({ timeout: 90_000 });

test.beforeEach(({ page }) => {
  if (process.env.E2E_DEBUG) {
    page.on('console', (m) => console.log('console', m.type(), m.text()));
    page.on('framenavigated', (f) => f === page.mainFrame() && console.log('navigated', f.url()));
  }
  // Outside Telegram the confirmation is window.confirm: the trader accepts it each time.
  page.on('dialog', (dialog) => void dialog.accept());
});

test('withdraw: a lost answer, an outage of a few seconds, the amount retyped: one debit', async ({ page, backend, relay }) => {
  await openApp(page, FORMS.withdraw.route);
  await fill(page, 'withdraw', '20');
  await pressAndLoseTheAnswer(page, backend, 'withdraw');
  relay.cut();
  const amount = page.getByLabel('Сумма', { exact: true });
  await amount.fill('');
  await amount.fill('20,00');
  // Pressed during the outage: nothing arrives, the outcome is still unknown.
  await submit(page, 'withdraw').click();
  await expect(page.getByTestId('server-error')).toBeVisible();
  await page.waitForTimeout(2_000);
  relay.restore();
  await amount.fill('20');
  await submit(page, 'withdraw').click();
  await expect(page).toHaveURL(OPERATION_URL);
  await page.waitForTimeout(SETTLE_MS);
  movedOnceByOneKey(backend, 'withdraw', 20);
});

test('withdraw: sent during an outage, then the mini-app reopened (session storage gone): the form resumes with the same key', async ({ page, backend, relay }) => {
  await openApp(page, FORMS.withdraw.route);
  await fill(page, 'withdraw', '20');
  relay.cut();
  await submit(page, 'withdraw').click();
  await expect(page.getByTestId('server-error')).toBeVisible();
  relay.restore();
  // A reopened mini-app starts with an empty session storage; the device's storage remains.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('about:blank');
  await openApp(page, FORMS.withdraw.route);
  await expect(page.getByTestId('intent-note')).toContainText('Прошлая попытка');
  await expect(page.getByLabel('Сумма', { exact: true })).toHaveValue('20');
  await expect(page.getByLabel(FORMS.withdraw.target)).toHaveValue(ADDRESS);
  await submit(page, 'withdraw').click();
  await expect(page).toHaveURL(OPERATION_URL);
  await page.waitForTimeout(SETTLE_MS);
  movedOnceByOneKey(backend, 'withdraw', 20);
  // The kept intent is gone once its outcome is known: the form starts empty next time.
  await page.goto('about:blank');
  await openApp(page, FORMS.withdraw.route);
  await expect(page.getByLabel('Сумма', { exact: true })).toHaveValue('');
  await expect(page.getByTestId('intent-note')).toHaveCount(0);
});
