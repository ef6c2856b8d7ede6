// What a trader feels of the Telegram client (spec section 9; moved from
// tests/e2e/stateful/telegram-feel.spec.ts, assertions kept), driven through the bridge as the
// client does (the stand-in client on jsdom's window): haptics on a money move's outcome and on a
// menu tap, the secondary button 'Отмена' as the forms' cancel action, and the bottom buttons'
// colours. (The support link opening in Telegram, not a browser tab, stays in e2e.)
import { expect, it as test } from 'vitest';
import { renderScreen, screenBackend, type Screen } from '../support/render-screen.tsx';
import { ADDRESS, nativeMainButtonReady, posted, sleep, type PostedEvent } from '../support/screen-telegram.ts';

async function haptics(page: Screen): Promise<Record<string, unknown>[]> {
  return (await posted(page)).filter((e: PostedEvent) => e.type === 'web_app_trigger_haptic_feedback').map((e) => e.data ?? {});
}

async function secondaryButton(page: Screen): Promise<Record<string, unknown> | null> {
  const setups = (await posted(page)).filter((e) => e.type === 'web_app_setup_secondary_button');
  return setups.at(-1)?.data ?? null;
}

const pressMain = (page: Screen) => page.receive('main_button_pressed');

// The SDK starts once a file (module state, as once a page): web_app_ready is posted to the first
// test's client, so the test that waits for it comes first.
test('a tap on the bottom menu is a selection tick', async () => {
  const page = await renderScreen('index', {}, { client: {} });
  await expect(page.locator('main').first()).toBeVisible();
  // The SDK starts once the first screen has settled (ADR 0008); haptics go through it.
  await expect.poll(async () => (await posted(page)).some((e) => e.type === 'web_app_ready')).toBe(true);
  await sleep(300);
  expect(await haptics(page)).not.toContainEqual({ type: 'selection_change' });
  await page.getByRole('navigation', { name: 'Основное меню' }).getByRole('link', { name: 'Баланс' }).click();
  await expect(page).toHaveURL(/\/balance$/);
  await expect.poll(() => haptics(page)).toContainEqual({ type: 'selection_change' });
});

test('a withdrawal that goes through buzzes success; one the server refuses buzzes error', async () => {
  const backend = screenBackend();
  const page = await renderScreen('balance-conclusion', {}, { client: {} });
  await page.getByLabel('Адрес кошелька USDT').fill(ADDRESS);
  await page.getByLabel('Сумма', { exact: true }).fill('10');
  await nativeMainButtonReady(page, 'Вывести');

  backend.failNext('withdraw', 400);
  await pressMain(page);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect.poll(() => haptics(page)).toContainEqual({ type: 'notification', notification_type: 'error' });
  expect(await haptics(page)).not.toContainEqual({ type: 'notification', notification_type: 'success' });

  // The button is tappable again (a tap while it still shows its progress is ignored, as Telegram's).
  await nativeMainButtonReady(page, 'Вывести');
  await pressMain(page);
  await expect(page).toHaveURL(/\/balance\/operations\/[0-9a-f-]{36}$/);
  await expect.poll(() => haptics(page)).toContainEqual({ type: 'notification', notification_type: 'success' });
  // The confirmation went to the client as a popup within the spec's limits (section 5).
  const popups = (await posted(page)).filter((e) => e.type === 'web_app_open_popup').map((e) => e.data as { title: string; message: string; buttons: { id: string; type: string; text?: string }[] });
  expect(popups).toHaveLength(2);
  for (const popup of popups) {
    expect(popup.title.length).toBeLessThanOrEqual(64);
    expect(popup.message.length).toBeGreaterThanOrEqual(1);
    expect(popup.message.length).toBeLessThanOrEqual(256);
    expect(popup.buttons.length).toBeLessThanOrEqual(3);
    expect(popup.buttons).toEqual([
      { id: 'confirm', type: 'default', text: 'Вывести' },
      { id: 'cancel', type: 'default', text: 'Отмена' },
    ]);
  }
});

test('the forms offer Telegram\'s secondary button "Отмена", which leaves the form unsent', async () => {
  const backend = screenBackend();
  const page = await renderScreen('balance', {}, { client: {} });
  await page.getByRole('button', { name: 'Вывести', exact: true }).click();
  await expect(page).toHaveURL(/\/balance\/conclusion$/);
  await expect
    .poll(() => secondaryButton(page), { message: 'the client draws the secondary button' })
    .toMatchObject({ text: 'Отмена', is_visible: true, is_active: true, position: 'left', color: '#2c2c2e', text_color: '#2481cc' });
  // Native: no in-page cancel button.
  await expect(page.getByRole('button', { name: 'Отмена' })).toHaveCount(0);
  // The main button in the theme's colours.
  const main = (await posted(page)).filter((e) => e.type === 'web_app_setup_main_button').at(-1)?.data;
  expect(main).toMatchObject({ color: '#2481cc', text_color: '#ffffff' });

  await page.getByLabel('Сумма', { exact: true }).fill('10');
  await page.receive('secondary_button_pressed');
  await expect(page).toHaveURL(/\/balance$/);
  // Hidden again off the form; nothing was sent.
  await expect.poll(async () => (await secondaryButton(page))?.['is_visible']).toBe(false);
  expect(backend.applied('withdraw')).toBe(0);
});

test('outside Telegram the cancel action is an in-page button beside the main one', async () => {
  const page = await renderScreen('balance');
  await page.getByRole('button', { name: 'Вывести', exact: true }).click();
  await expect(page).toHaveURL(/\/balance\/conclusion$/);
  await page.getByRole('button', { name: 'Отмена', exact: true }).click();
  await expect(page).toHaveURL(/\/balance$/);
});
