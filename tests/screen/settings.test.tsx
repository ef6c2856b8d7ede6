// Settings at the screen layer (moved from tests/e2e/settings.spec.ts, assertions kept): the
// menu's way in and out, timezone, the weekly schedule (and ?day=), the auto-accept duration, and
// the statistic's empty and failed states, against the stateful backend. What needs a browser
// stays there: the lazy chart (canvas, its code loaded on demand).
import { describe, expect, it } from 'vitest';
import { prefer, renderScreen } from '../support/render-screen.tsx';

describe('settings', () => {
  it('home leads to the settings from its title line; the menu keeps its five items and Back returns home', async () => {
    const page = await renderScreen('index');
    const menu = page.getByRole('navigation', { name: 'Основное меню' });
    await expect(menu.getByRole('link')).toHaveCount(5);
    await page.locator('header.app-title').getByRole('button', { name: 'Настройки' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Настройки' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Часовой пояс' })).toBeVisible();
    await page.getByRole('button', { name: 'Назад' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  it('timezone in Russian: the current zone, then Russia by city with offsets, searchable; no IANA id on screen; choosing one sends PUT', async () => {
    const page = await renderScreen('settings');
    const bodies = () => page.requests({ method: 'PUT', operationId: 'updateTimezone' }).map((r) => r.body);
    await expect(page.getByText('Время работы по часовому поясу Москва (UTC+3)')).toBeVisible();
    const row = page.getByRole('button', { name: 'Москва (UTC+3)' });
    await row.click();
    const sheet = page.getByRole('dialog', { name: 'Часовой пояс' });
    const options = sheet.getByRole('option');
    await expect(options.first()).toHaveText('Москва (UTC+3)');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(options.nth(1)).toHaveText('Калининград (UTC+2)');
    await expect(options.nth(19)).toHaveText('Владивосток (UTC+10)');
    // Nothing Latin besides "UTC", on any of the rows.
    const texts = await options.allTextContents();
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.filter((t) => /[A-Za-z]/.test(t.replaceAll('UTC', '')))).toEqual([]);
    await sheet.getByLabel('Поиск').fill('алматы');
    await expect(options).toHaveCount(1);
    await expect(options.first()).toHaveText(/^Алматы \(UTC\+[56]\)$/);
    await sheet.getByLabel('Поиск').fill('Vladivostok');
    await expect(options).toHaveText(['Владивосток (UTC+10)']);
    await sheet.getByLabel('Поиск').fill('алматы');
    await options.first().click();
    await expect(page.getByText('Часовой пояс сохранён')).toBeVisible();
    await expect(page.getByText(/Алматы \(UTC\+[56]\)/).first()).toBeVisible();
    expect(bodies()).toEqual([{ timezone: 'Asia/Almaty' }]);
    await expect(sheet).toBeHidden();
    await expect(page.getByText(/Asia\/|Europe\//)).toHaveCount(0);
  });

  it('schedule: seven days; a day switched off is sent as null among 7 days', async () => {
    const page = await renderScreen('settings');
    const puts = () => page.requests({ method: 'PUT', operationId: 'updateSchedule' });
    const bodies = () => puts().map((r) => r.body);
    const days = page.getByRole('list', { name: 'Дни недели' }).getByRole('button');
    await expect(days).toHaveCount(7);
    await expect(days.first()).toHaveAccessibleName(/^Понедельник\s*09:00–18:00/);
    await expect(days.last()).toHaveAccessibleName(/^Воскресенье\s*Выходной/);

    await days.nth(2).click();
    const editor = page.getByRole('dialog', { name: 'Среда' });
    await expect(page).toHaveURL(/\/settings\?day=wed(#modal)?$/); // the open day's sheet holds the modal hash
    await editor.getByLabel('Окончание').fill('09:00');
    await editor.getByRole('button', { name: 'Сохранить' }).click();
    await expect(editor.getByText('Время окончания не должно совпадать с началом')).toBeVisible();
    expect(puts().length).toBe(0);

    await editor.getByRole('switch', { name: 'Рабочий день' }).uncheck();
    await editor.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Расписание сохранено')).toBeVisible();
    expect(bodies()).toEqual([{
      timezone: 'Europe/Moscow',
      days: [
        { start: '09:00', end: '18:00' },
        { start: '09:00', end: '18:00' },
        null,
        { start: '09:00', end: '18:00' },
        { start: '09:00', end: '18:00' },
        { start: '10:00', end: '16:00' },
        null,
      ],
    }]);
    await expect(editor).toBeHidden();
    await expect(page).toHaveURL(/\/settings$/);
    expect(puts().length).toBe(1);
  });

  it('schedule: a night shift (20:00–08:00) is saved as it is, ending the next morning', async () => {
    const page = await renderScreen('settings', {}, { search: 'day=fri' });
    const bodies = () => page.requests({ method: 'PUT', operationId: 'updateSchedule' }).map((r) => r.body);
    const editor = page.getByRole('dialog', { name: 'Пятница' });
    await editor.getByLabel('Начало').fill('20:00');
    await editor.getByLabel('Окончание').fill('08:00');
    await expect(editor.getByText('Смена закончится на следующий день в 08:00')).toBeVisible();
    await editor.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Расписание сохранено')).toBeVisible();
    expect((bodies()[0] as { days: unknown[] }).days[4]).toEqual({ start: '20:00', end: '08:00' });
  });

  it('?day=tue opens Tuesday, ?day=6 Sunday; an invalid day is a 404', async () => {
    let page = await renderScreen('settings', {}, { search: 'day=tue' });
    const editor = page.getByRole('dialog', { name: 'Вторник' });
    await expect(editor).toBeVisible();
    await expect(editor.getByLabel('Начало')).toHaveValue('09:00');
    await expect(editor.getByLabel('Окончание')).toHaveValue('18:00');
    await editor.getByRole('button', { name: 'Отмена' }).click();
    await expect(editor).toBeHidden();
    await expect(page).toHaveURL(/\/settings$/);

    page = await renderScreen('settings', {}, { search: 'day=6' });
    const sunday = page.getByRole('dialog', { name: 'Воскресенье' });
    await expect(sunday.getByRole('switch', { name: 'Рабочий день' })).not.toBeChecked();

    page = await renderScreen('settings', {}, { search: 'day=funday' });
    await expect(page.getByText('Page Not Found: /settings?day=funday')).toBeVisible();
  });

  it('auto-accept duration: validated, stored in localStorage', async () => {
    const page = await renderScreen('settings');
    const field = page.getByLabel('Время поиска');
    await expect(field).toHaveValue('60');
    await field.fill('3');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    // The error names the bound crossed; the hint keeps the range: the text is never shown twice.
    await expect(page.getByText('Не меньше 5 минут')).toBeVisible();
    await expect(page.getByText('От 5 до 480 минут')).toHaveCount(1);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(localStorage.getItem('tapps/autoaccept-duration')).toBeNull();
    // Bad input is refused as typed, never rewritten into another number and saved.
    for (const [typed, message] of [
      ['-5', 'Не меньше 5 минут'],
      ['481', 'Не больше 480 минут (8 ч)'],
      ['1e9', 'Введите целое число минут'],
      ['12.5', 'Введите целое число минут'],
    ] as const) {
      await field.fill(typed);
      await page.getByRole('button', { name: 'Сохранить' }).click();
      await expect(field).toHaveValue(typed);
      await expect(page.getByText(message).first()).toBeVisible();
      await expect(page.getByText('Время поиска сохранено')).toHaveCount(0);
      expect(localStorage.getItem('tapps/autoaccept-duration')).toBeNull();
    }
    await field.fill('90');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Время поиска сохранено')).toBeVisible();
    expect(localStorage.getItem('tapps/autoaccept-duration')).toBe('90');
    await page.reload();
    await expect(page.getByLabel('Время поиска')).toHaveValue('90');
    await expect(page.getByText('1 ч 30 мин', { exact: true })).toBeVisible();
  });

  it('statistics: empty period and a failed load', async () => {
    prefer('getStatistic', 'example=empty');
    const page = await renderScreen('settings');
    await expect(page.getByText('За этот период сделок не было')).toBeVisible();
    await expect(page.getByTestId('statistic-chart')).toHaveCount(0);

    prefer('getStatistic', 'code=429');
    const other = await renderScreen('settings');
    const section = other.getByRole('region', { name: 'Статистика' });
    await expect(section.getByRole('alert')).toContainText('Не удалось загрузить данные');
    await expect(section.getByRole('button', { name: 'Повторить' })).toBeVisible();
  });
});
