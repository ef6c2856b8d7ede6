// The schedule and the account's zone agree (issue 37, point 4) at the screen layer (moved from
// tests/e2e/stateful/schedule-zone.spec.ts, assertions kept), on the stateful backend: the
// schedule is shown in the zone the server holds it in; changing the account's zone asks how to
// move the schedule (the same hours, or the same instants) or leaves it, and then says it stays in
// its own zone. After every path the screen and GET /traders/schedule agree.
import { expect, it } from 'vitest';
import type { components } from '../../generated/openapi/trader-api.ts';
import { api, call, signIn } from '../backend/harness.ts';
import type { TestBackend } from '../backend/server.ts';
import { renderScreen, screenBackend, type Screen } from '../support/render-screen.tsx';

type Schedule = components['schemas']['Schedule'];

async function served(backend: TestBackend): Promise<Schedule> {
  const { access_token: token } = await signIn(backend);
  return (await call(backend, 'GET', api('/traders/schedule'), { token })).body as Schedule;
}

async function chooseNovosibirsk() {
  const page = await renderScreen('settings');
  await expect(page.getByText('Время работы по часовому поясу Москва (UTC+3)')).toBeVisible();
  await page.getByRole('button', { name: 'Москва (UTC+3)' }).click();
  const zones = page.getByRole('dialog', { name: 'Часовой пояс' });
  await zones.getByLabel('Поиск').fill('новосибирск');
  await zones.getByRole('option', { name: 'Новосибирск (UTC+7)' }).click();
  await expect(page.getByText('Часовой пояс сохранён')).toBeVisible();
  return { page, move: page.getByRole('dialog', { name: 'Перенести расписание?' }) };
}

const monday = (page: Screen) => page.getByRole('list', { name: 'Дни недели' }).getByRole('button').first();

it('moved by instants: Moscow 09:00–18:00 becomes Novosibirsk 13:00–22:00, on screen and at the server', async () => {
  const backend = screenBackend();
  const before = await served(backend);
  expect(before.timezone).toBe('Europe/Moscow');
  expect(before.days[0]).toEqual({ start: '09:00', end: '18:00' });
  const { page, move } = await chooseNovosibirsk();
  await expect(move).toContainText('Понедельник 13:00–22:00 по поясу Новосибирск (UTC+7): смены начнутся тогда же, что и сейчас.');
  await move.getByRole('button', { name: 'Сохранить время начала смен' }).click();
  await expect(page.getByText('Расписание перенесено')).toBeVisible();
  await expect(page.getByText('Время работы по часовому поясу Новосибирск (UTC+7)')).toBeVisible();
  await expect(monday(page)).toHaveAccessibleName(/^Понедельник\s*13:00–22:00/);
  const after = await served(backend);
  expect(after.timezone).toBe('Asia/Novosibirsk');
  expect(after.days.map((d) => d && `${d.start}-${d.end}`)).toEqual(before.days.map((d) => d && `${String(Number(d.start.slice(0, 2)) + 4).padStart(2, '0')}${d.start.slice(2)}-${String(Number(d.end.slice(0, 2)) + 4).padStart(2, '0')}${d.end.slice(2)}`));
  expect(backend.applied('updateSchedule')).toBe(1);
});

it('moved by hours: the same 09:00–18:00, now in Novosibirsk, said to start 4 hours earlier', async () => {
  const backend = screenBackend();
  const before = await served(backend);
  const { page, move } = await chooseNovosibirsk();
  await expect(move).toContainText('Понедельник 09:00–18:00 по поясу Новосибирск (UTC+7): смены начнутся на 4 ч раньше, чем сейчас.');
  await move.getByRole('button', { name: 'Оставить те же часы' }).click();
  await expect(page.getByText('Время работы по часовому поясу Новосибирск (UTC+7)')).toBeVisible();
  await expect(monday(page)).toHaveAccessibleName(/^Понедельник\s*09:00–18:00/);
  expect(await served(backend)).toEqual({ timezone: 'Asia/Novosibirsk', days: before.days });
});

it('left where it is: the screen says the schedule stays in Moscow, a day edited is saved in Moscow, and it can be moved later', async () => {
  const backend = screenBackend();
  const { page, move } = await chooseNovosibirsk();
  await move.getByRole('button', { name: 'Не переносить' }).click();
  await expect(move).toBeHidden();
  await expect(page.getByText('Время работы по часовому поясу Москва (UTC+3)')).toBeVisible();
  await expect(page.getByText('Ваш часовой пояс — Новосибирск (UTC+7); расписание остаётся по часовому поясу Москва (UTC+3).')).toBeVisible();
  expect((await served(backend)).timezone).toBe('Europe/Moscow');
  expect(backend.count({ operationId: 'updateSchedule' })).toBe(0);

  // A day edited now is saved in the schedule's own zone (it used to move the whole schedule to the account's).
  await monday(page).click();
  const editor = page.getByRole('dialog', { name: 'Понедельник' });
  await editor.getByLabel('Окончание').fill('17:00');
  await editor.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Расписание сохранено')).toBeVisible();
  const edited = await served(backend);
  expect(edited.timezone).toBe('Europe/Moscow');
  expect(edited.days[0]).toEqual({ start: '09:00', end: '17:00' });

  await page.getByRole('button', { name: 'Перенести расписание' }).click();
  await page.getByRole('dialog', { name: 'Перенести расписание?' }).getByRole('button', { name: 'Оставить те же часы' }).click();
  await expect(page.getByText('Время работы по часовому поясу Новосибирск (UTC+7)')).toBeVisible();
  await expect(page.getByText(/расписание остаётся по часовому поясу/)).toHaveCount(0);
  expect(await served(backend)).toEqual({ ...edited, timezone: 'Asia/Novosibirsk' });
});
