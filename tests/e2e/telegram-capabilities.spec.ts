// The Telegram capabilities a trader uses (issue 16), driven through the bridge as the client
// would: the app posts its requests (postEvent), the stand-in client answers them (receiveEvent)
// as the trader does in Telegram's own dialogs, including refusals and a second ask while the
// first dialog is open. And an old client (Mini Apps 6.0) gets working screens without them.
import { supports, type MethodName } from '@telegram-apps/sdk-react';
import type { Page } from '@playwright/test';
import { openApp } from '../support/app.ts';
import { recordRequests } from '../support/mock.ts';
import { expect, test } from '../support/fixtures.ts';
import { cloudStorage, nativeMainButtonReady, posted, postedOf, release, setAnswers } from '../support/telegram-client.ts';

const ADDRESS = 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC';

/** Console warnings of the app (the SDK's English messages for developers). */
function warnings(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') lines.push(message.text());
  });
  return lines;
}

test.describe('QR scanner for the withdrawal address', () => {
  test('a tron: URI fills the address, which is then valid; a plain address too', async ({ page }) => {
    await openApp(page, 'balance-conclusion', {}, { client: { answers: { qr: `tron:${ADDRESS}?amount=10` } } });
    const address = page.getByLabel('Адрес кошелька USDT');
    await page.getByRole('button', { name: 'Сканировать QR-код' }).click();
    await expect(address).toHaveValue(ADDRESS);
    await page.waitForTimeout(200); // the checksum check is async
    await expect(address).not.toHaveAttribute('aria-invalid', 'true');
    const [scanRequest] = await postedOf(page, 'web_app_open_scan_qr_popup');
    expect(scanRequest?.data).toMatchObject({ text: 'Наведите камеру на QR-код адреса USDT (TRC20)' });

    await setAnswers(page, { qr: ` ${ADDRESS.slice(0, 17)}\n${ADDRESS.slice(17)} ` });
    await address.fill('');
    await page.getByRole('button', { name: 'Сканировать QR-код' }).click();
    await expect(address).toHaveValue(ADDRESS);
    // The form submits with the scanned address: the MainButton is ready once an amount is typed.
    await page.getByLabel('Сумма', { exact: true }).fill('5');
    await nativeMainButtonReady(page, 'Вывести');
  });

  test('a scanned code is validated like a typed address', async ({ page }) => {
    await openApp(page, 'balance-conclusion', {}, { client: { answers: { qr: `tron:${ADDRESS.slice(0, -1)}D` } } });
    await page.getByRole('button', { name: 'Сканировать QR-код' }).click();
    await expect(page.getByLabel('Адрес кошелька USDT')).toHaveValue(`${ADDRESS.slice(0, -1)}D`);
    await expect(page.getByText('Проверьте адрес: в нём опечатка')).toBeVisible();

    await setAnswers(page, { qr: 'https://example.com/pay' });
    await page.getByRole('button', { name: 'Сканировать QR-код' }).click();
    await expect(page.getByText('Адрес USDT в сети TRC20: 34 символа, начинается с T')).toBeVisible();
  });

  test('closed without a code: the field stays as it was', async ({ page }) => {
    await openApp(page, 'balance-conclusion', {}, { client: { answers: { qr: 'close' } } });
    await page.getByLabel('Адрес кошелька USDT').fill('Tabc');
    await page.getByRole('button', { name: 'Сканировать QR-код' }).click();
    await expect.poll(async () => (await postedOf(page, 'web_app_open_scan_qr_popup')).length).toBe(1);
    await page.waitForTimeout(300);
    await expect(page.getByLabel('Адрес кошелька USDT')).toHaveValue('Tabc');
  });

  test("a second ask while the scanner is open: 'The QR Scanner is already opened'", async ({ page }) => {
    const logged = warnings(page);
    await openApp(page, 'balance-conclusion', {}, { client: { answers: { qr: ADDRESS, hold: ['qr'] } } });
    const scan = page.getByRole('button', { name: 'Сканировать QR-код' });
    await scan.click();
    await expect.poll(async () => (await postedOf(page, 'web_app_open_scan_qr_popup')).length).toBe(1);
    await scan.click();
    await expect(page.getByText('Сканер уже открыт')).toBeVisible();
    expect(logged).toContain('[telegram] The QR Scanner is already opened');
    expect(await postedOf(page, 'web_app_open_scan_qr_popup')).toHaveLength(1);
    await release(page, 'qr');
    await expect(page.getByLabel('Адрес кошелька USDT')).toHaveValue(ADDRESS);
  });
});

test.describe('phone from Telegram for SBP requisites', () => {
  test('phone access, then the contact polled at 50 ms growing steps until it arrives', async ({ page }) => {
    await openApp(page, 'requisite-add', {}, { client: { answers: { phone: 'sent', contactPolls: 3, contactPhone: '79991234567' } } });
    await page.getByRole('tab', { name: 'СБП', exact: true }).click();
    await page.getByRole('button', { name: 'Взять номер из Telegram' }).click();
    await expect(page.getByLabel('Номер телефона')).toHaveValue('+7 999 123-45-67');
    await expect(page.getByText('Номер телефона: +7 и 10 цифр')).toHaveCount(0);

    const events = await posted(page);
    const phone = events.findIndex((e) => e.type === 'web_app_request_phone');
    const contactCalls = events.filter((e) => e.type === 'web_app_invoke_custom_method' && e.data?.['method'] === 'getRequestedContact');
    // One read before the phone dialog (nothing shared yet), then 3 misses and the contact.
    expect(events.filter((e) => e.type === 'web_app_request_phone')).toHaveLength(1);
    expect(contactCalls).toHaveLength(5);
    expect(events.indexOf(contactCalls[0]!)).toBeLessThan(phone);
    const after = contactCalls.slice(1).map((e) => e.at);
    const gaps = after.slice(1).map((at, i) => at - after[i]!);
    // Pauses of 50, 100 and 150 ms between the attempts (plus the client's answer time).
    gaps.forEach((gap, i) => expect(gap).toBeGreaterThanOrEqual(50 * (i + 1) - 5));
    gaps.forEach((gap, i) => expect(gap).toBeLessThan(50 * (i + 1) + 200));
  });

  // Issue 25, point 6: the trader's Telegram number may be foreign; the same check as a typed one.
  test('a foreign number from Telegram is kept as given, refused with the SBP message and not sent', async ({ page }) => {
    const posts = recordRequests(page, 'POST', /^\/traders\/requisites$/);
    await openApp(page, 'requisite-add', {}, { client: { answers: { phone: 'sent', contactPhone: '447946095800' } } });
    await page.getByRole('tab', { name: 'СБП', exact: true }).click();
    await page.getByRole('button', { name: 'Взять номер из Telegram' }).click();
    await expect(page.getByLabel('Номер телефона')).toHaveValue('+447946095800');
    await expect(page.getByText('СБП работает только с российскими мобильными номерами: +7 9XX XXX-XX-XX')).toBeVisible();
    await page.getByRole('button', { name: /Банк/ }).click();
    await page.getByRole('dialog', { name: 'Выберите банк' }).getByRole('option', { name: 'Alfa-Bank' }).click();
    await page.getByLabel('Имя владельца').fill('Иван Петров');
    await nativeMainButtonReady(page, 'Добавить реквизит');
    await page.evaluate(() => window.Telegram?.WebView?.receiveEvent?.('main_button_pressed'));
    await page.waitForTimeout(500);
    expect(posts).toEqual([]);
    await expect(page).toHaveURL(/\/requisite\/add$/);
  });

  test("refused: 'User denied access' in Russian, and the field stays editable", async ({ page }) => {
    const logged = warnings(page);
    await openApp(page, 'requisite-add', {}, { client: { answers: { phone: 'cancelled' } } });
    await page.getByRole('tab', { name: 'СБП', exact: true }).click();
    await page.getByRole('button', { name: 'Взять номер из Telegram' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Вы не разрешили доступ к номеру телефона. Введите номер вручную.' })).toBeVisible();
    expect(logged).toContain('[telegram] User denied access');
    const field = page.getByLabel('Номер телефона');
    await expect(field).toBeEditable();
    await field.fill('89991112233');
    await expect(field).toHaveValue('+7 999 111-22-33');
  });

  test('a second ask names the stage in progress: phone access, then the contact', async ({ page }) => {
    const logged = warnings(page);
    await openApp(page, 'requisite-add', {}, { client: { answers: { phone: 'sent', contactPolls: 1_000_000, hold: ['phone'] } } });
    await page.getByRole('tab', { name: 'СБП', exact: true }).click();
    const ask = page.getByRole('button', { name: 'Взять номер из Telegram' });
    await ask.click();
    await expect.poll(async () => (await postedOf(page, 'web_app_request_phone')).length).toBe(1);
    await expect(page.getByText('Подтвердите отправку номера в Telegram…')).toBeVisible();
    await ask.click();
    await expect.poll(() => logged).toContain('[telegram] Phone access request is currently in progress');
    await expect(page.getByText('Номер уже запрашивается в Telegram')).toBeVisible();

    // The trader shares the phone; the contact is being polled.
    await release(page, 'phone');
    await expect.poll(async () => (await postedOf(page, 'web_app_invoke_custom_method')).filter((e) => e.data?.['method'] === 'getRequestedContact').length).toBeGreaterThan(2);
    await ask.click();
    await expect.poll(() => logged).toContain('[telegram] Contact is already being requested');
    expect(await postedOf(page, 'web_app_request_phone')).toHaveLength(1);

    await setAnswers(page, { contactPolls: 0, contactPhone: '+79990001122' });
    await expect(page.getByLabel('Номер телефона')).toHaveValue('+7 999 000-11-22', { timeout: 10_000 });
  });
});

test.describe('messages from the bot', () => {
  test('allowed through the write-access request', async ({ page }) => {
    await openApp(page, 'settings', {}, { client: { answers: { writeAccess: 'allowed' } } });
    await page.getByRole('button', { name: 'Разрешить сообщения от бота' }).click();
    await expect(page.getByText('Бот может присылать вам сообщения.')).toBeVisible();
    expect(await postedOf(page, 'web_app_request_write_access')).toHaveLength(1);
  });

  test('refused: said in Russian, and it can be asked again', async ({ page }) => {
    await openApp(page, 'settings', {}, { client: { answers: { writeAccess: 'cancelled' } } });
    await page.getByRole('button', { name: 'Разрешить сообщения от бота' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Вы не разрешили сообщения от бота' })).toBeVisible();
    await setAnswers(page, { writeAccess: 'allowed' });
    await page.getByRole('button', { name: 'Разрешить сообщения от бота' }).click();
    await expect(page.getByText('Бот может присылать вам сообщения.')).toBeVisible();
  });

  test("a second ask while the dialog is open: 'Write access request is currently in progress'", async ({ page }) => {
    const logged = warnings(page);
    await openApp(page, 'settings', {}, { client: { answers: { writeAccess: 'allowed', hold: ['writeAccess'] } } });
    const ask = page.getByRole('button', { name: 'Разрешить сообщения от бота' });
    await ask.click();
    await expect.poll(async () => (await postedOf(page, 'web_app_request_write_access')).length).toBe(1);
    await ask.click();
    await expect(page.getByText('Запрос уже открыт в Telegram')).toBeVisible();
    expect(logged).toContain('[telegram] Write access request is currently in progress');
    expect(await postedOf(page, 'web_app_request_write_access')).toHaveLength(1);
    await release(page, 'writeAccess');
    await expect(page.getByText('Бот может присылать вам сообщения.')).toBeVisible();
  });
});

test.describe('fullscreen deposit QR', () => {
  test('enters and leaves fullscreen; the code grows', async ({ page }) => {
    await openApp(page, 'balance-replenish', {}, { client: {} });
    const qr = page.getByRole('img', { name: /QR-код адреса/ });
    await expect(qr).toBeVisible();
    const small = (await qr.boundingBox())!.width;
    await page.getByRole('button', { name: 'QR-код на весь экран' }).click();
    await expect(page.getByRole('button', { name: 'Выйти из полноэкранного режима' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Адрес для пополнения' })).toHaveClass(/balance-deposit--fullscreen/);
    expect((await qr.boundingBox())!.width).toBeGreaterThan(small);
    expect(await postedOf(page, 'web_app_request_fullscreen')).toHaveLength(1);

    await page.getByRole('button', { name: 'Выйти из полноэкранного режима' }).click();
    await expect(page.getByRole('button', { name: 'QR-код на весь экран' })).toBeVisible();
    expect(await postedOf(page, 'web_app_exit_fullscreen')).toHaveLength(1);
  });

  test('a client that fails fullscreen: said in Russian, the code stays', async ({ page }) => {
    await openApp(page, 'balance-replenish', {}, { client: { answers: { fullscreen: 'failed' } } });
    await page.getByRole('button', { name: 'QR-код на весь экран' }).click();
    await expect(page.getByText('Не удалось открыть на весь экран')).toBeVisible();
    await expect(page.getByRole('img', { name: /QR-код адреса/ })).toBeVisible();
  });

  test("a second ask while the change is pending: 'Fullscreen mode change is already being requested'", async ({ page }) => {
    const logged = warnings(page);
    await openApp(page, 'balance-replenish', {}, { client: { answers: { fullscreen: 'ok', hold: ['fullscreen'] } } });
    const enter = page.getByRole('button', { name: 'QR-код на весь экран' });
    await enter.click();
    await expect.poll(async () => (await postedOf(page, 'web_app_request_fullscreen')).length).toBe(1);
    await enter.click();
    await expect(page.getByText('Полноэкранный режим уже переключается')).toBeVisible();
    expect(logged).toContain('[telegram] Fullscreen mode change is already being requested');
    await release(page, 'fullscreen');
    await expect(page.getByRole('button', { name: 'Выйти из полноэкранного режима' })).toBeVisible();
  });
});

test.describe('preferences in cloud storage', () => {
  test('another device saved them: this one shows them; session state stays under tapps/', async ({ page }) => {
    await openApp(page, 'settings', {}, { client: {
      cloud: { autoaccept_duration: '90', biometry_confirm: '0' },
      answers: { biometry: { available: true, granted: true, requested: true } },
    } });
    await expect(page.getByText('Сейчас: 1 ч 30 мин')).toBeVisible();
    await expect(page.getByLabel('Время поиска')).toHaveValue('90');
    await expect(page.getByRole('switch', { name: 'Подтверждать вывод и перевод' })).not.toBeChecked();
    const keys = await page.evaluate(() => Object.keys(sessionStorage));
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key).toMatch(/^tapps\//);
  });

  test('a change here goes to the cloud for the other devices', async ({ page, browser }) => {
    await openApp(page, 'settings', {}, { client: { answers: { biometry: { available: true, granted: true, requested: true } } } });
    await page.getByLabel('Время поиска').fill('45');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Сейчас: 45 мин')).toBeVisible();
    const toggle = page.getByRole('switch', { name: 'Подтверждать вывод и перевод' });
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(toggle).not.toBeChecked();
    await expect.poll(() => cloudStorage(page)).toEqual({ autoaccept_duration: '45', biometry_confirm: '0' });

    // The trader's other phone: a fresh device whose client holds the same cloud storage.
    const other = await browser.newPage();
    await openApp(other, 'settings', {}, { client: { cloud: await cloudStorage(page), answers: { biometry: { available: true, granted: true, requested: true } } } });
    await expect(other.getByText('Сейчас: 45 мин')).toBeVisible();
    await expect(other.getByRole('switch', { name: 'Подтверждать вывод и перевод' })).not.toBeChecked();
    await other.close();
  });
});

test.describe('biometry setting', () => {
  test('on by default; turning it on asks for access the first time; a refusal keeps it off', async ({ page }) => {
    await openApp(page, 'settings', {}, { client: { answers: { biometry: { available: true, granted: false, requested: false, grantOnRequest: false } } } });
    const toggle = page.getByRole('switch', { name: 'Подтверждать вывод и перевод' });
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    await expect(page.getByText('Доступ к биометрии не выдан. Его можно разрешить в настройках Telegram.')).toBeVisible();
    await expect(toggle).not.toBeChecked();
    expect(await postedOf(page, 'web_app_biometry_request_access')).toHaveLength(1);
    await page.getByRole('button', { name: 'Открыть настройки биометрии' }).click();
    await expect.poll(async () => (await postedOf(page, 'web_app_biometry_open_settings')).length).toBe(1);
  });

  test('granted on request: on, and saved', async ({ page }) => {
    await openApp(page, 'settings', {}, { client: { answers: { biometry: { available: true, granted: false, requested: false, grantOnRequest: true } } } });
    const toggle = page.getByRole('switch', { name: 'Подтверждать вывод и перевод' });
    await toggle.click();
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    await expect(toggle).toBeChecked();
    expect(await postedOf(page, 'web_app_biometry_request_access')).toHaveLength(1);
    await expect.poll(() => cloudStorage(page)).toMatchObject({ biometry_confirm: '1' });
  });

  test('a device without biometry: no setting', async ({ page }) => {
    await openApp(page, 'settings', {}, { client: {} });
    await expect(page.getByRole('heading', { name: 'Автоприём сделок' })).toBeVisible();
    await expect.poll(async () => (await postedOf(page, 'web_app_biometry_get_info')).length).toBe(1);
    await expect(page.getByRole('heading', { name: 'Подтверждение биометрией' })).toHaveCount(0);
  });
});

test.describe('an old client (Mini Apps 6.0)', () => {
  test('working screens without the newer features, and nothing newer posted', async ({ page }) => {
    await openApp(page, 'balance-conclusion', {}, { client: { answers: { biometry: { available: true, granted: true, requested: true } } }, version: '6.0' });
    await page.getByLabel('Сумма', { exact: true }).fill('5');
    await page.getByLabel('Адрес кошелька USDT').fill(ADDRESS);
    await nativeMainButtonReady(page, 'Вывести');
    await expect(page.getByRole('button', { name: 'Сканировать QR-код' })).toHaveCount(0);

    await openApp(page, 'balance-replenish', {}, { version: '6.0' });
    await expect(page.getByRole('img', { name: /QR-код адреса/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Скопировать адрес' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'QR-код на весь экран' })).toHaveCount(0);

    await openApp(page, 'requisite-add', {}, { version: '6.0' });
    await page.getByRole('tab', { name: 'СБП', exact: true }).click();
    await expect(page.getByLabel('Номер телефона')).toBeEditable();
    await expect(page.getByRole('button', { name: 'Взять номер из Telegram' })).toHaveCount(0);

    await openApp(page, 'settings', {}, { version: '6.0' });
    await expect(page.getByRole('heading', { name: 'Автоприём сделок' })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.getByRole('heading', { name: 'Уведомления' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Подтверждение биометрией' })).toHaveCount(0);

    const types = new Set((await posted(page)).map((e) => e.type));
    for (const type of types) expect(supports(type as MethodName, '6.0'), `${type} is in Mini Apps 6.0`).toBe(true);
    expect(types.has('web_app_invoke_custom_method')).toBe(false);
  });
});
