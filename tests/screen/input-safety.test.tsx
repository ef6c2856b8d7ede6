// What a trader types, against the stateful backend (moved from
// tests/e2e/stateful/input-safety.spec.ts, assertions kept): a recipient typed with invisible
// characters reaches the server as the popup showed it (normalised: no bidi controls, no zero-width
// characters); a foreign phone pasted on the SBP form stays as pasted, is refused with a message and
// not saved. (A press while the phone is offline stays in e2e: the browser's own offline.)
import { expect, it as test } from 'vitest';
import { renderScreen, screenBackend, type Screen } from '../support/render-screen.tsx';
import { SETTLE_MS, movedOnce, nativeMainButtonReady, posted, sleep } from '../support/screen-telegram.ts';

const pressMain = (page: Screen) => page.receive('main_button_pressed');

test('a recipient typed with a right-to-left override and a zero-width space is confirmed and sent normalised', async () => {
  const backend = screenBackend();
  const page = await renderScreen('balance-translation', {}, { client: {} });
  await page.getByLabel('Сумма', { exact: true }).fill('7,25');
  // U+202E shows what follows reversed; U+200B is invisible.
  await page.getByLabel('Получатель').fill('\u202Etrader\u200B_42\u200B');
  await nativeMainButtonReady(page, 'Перевести');
  await pressMain(page);
  await movedOnce(page, backend, 'transfer', 7.25);

  const sent = backend.requests.filter((r) => r.operationId === 'transfer').map((r) => r.body);
  expect(sent).toEqual([{ amount: 7.25, recipient: 'trader_42' }]);
  const popups = (await posted(page)).filter((e) => e.type === 'web_app_open_popup').map((e) => (e.data as { message: string }).message);
  // The popup names exactly the recipient the server got (and who it is: the lookup of issue 37).
  expect(popups).toEqual(['7,25 USDT трейдеру trader_42. Получатель: Пётр С.']);
});

test('a foreign phone pasted on the SBP form stays as pasted, is refused in Russian and is not saved; a Russian one is', async () => {
  const backend = screenBackend();
  const page = await renderScreen('requisite-add');
  await page.getByRole('tab', { name: 'СБП', exact: true }).click();
  await page.getByRole('button', { name: /Банк/ }).click();
  await page.getByRole('dialog', { name: 'Выберите банк' }).getByRole('option', { name: 'Sberbank' }).click();
  const phone = page.getByLabel('Номер телефона');
  await phone.focus();
  // A paste: the whole text in one input event.
  await page.keyboard.insertText('+44 20 7946 0958');
  await page.getByLabel('Имя владельца').fill('Иван Петров');
  await expect(phone).toHaveValue('+44 20 7946 0958');
  await expect(page.getByText('СБП работает только с российскими мобильными номерами: +7 9XX XXX-XX-XX')).toBeVisible();

  const submit = page.getByRole('button', { name: 'Добавить реквизит', exact: true });
  await submit.click();
  await sleep(SETTLE_MS);
  expect(backend.count({ operationId: 'createRequisite' })).toBe(0);
  await expect(page).toHaveURL(/\/requisite\/add$/);
  await expect(phone).toHaveValue('+44 20 7946 0958');

  await phone.fill('');
  await page.keyboard.insertText('+7 (912) 345-67-89');
  await expect(phone).toHaveValue('+7 912 345-67-89');
  await submit.click();
  await expect(page).toHaveURL(/\/requisite$/);
  expect(backend.requests.filter((r) => r.operationId === 'createRequisite').map((r) => (r.body as { phone?: string }).phone)).toEqual(['+79123456789']);
});
