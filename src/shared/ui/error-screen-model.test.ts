import { describe, expect, it } from 'vitest';
import { errorScreenModel } from './error-screen-model.ts';

const CAPTION = {
  400: 'Некорректный запрос',
  403: 'Доступ запрещён',
  404: 'Страница не найдена',
  408: 'Нет соединения с сервером',
  429: 'Слишком много запросов',
  server: 'Сервис временно недоступен',
  other: 'Что-то пошло не так',
} as const;

// status -> [caption, repeat, home, countdownSeconds, support]
const TABLE: ReadonlyArray<[number, string, boolean, boolean, number | null, boolean]> = [
  [400, CAPTION[400], true, false, null, true],
  [403, CAPTION[403], false, true, null, true],
  [404, CAPTION[404], false, true, null, true],
  [408, CAPTION[408], true, false, null, false],
  [429, CAPTION[429], true, false, 15, true],
  [500, CAPTION.server, true, false, null, true],
  [502, CAPTION.server, true, false, null, true],
  [503, CAPTION.server, true, false, null, true],
  [504, CAPTION.server, true, false, null, true],
  [501, CAPTION.server, false, false, null, true],
  [505, CAPTION.server, false, false, null, true],
  [599, CAPTION.server, false, false, null, true],
  [401, CAPTION.other, false, false, null, true],
  [418, CAPTION.other, false, false, null, true],
  [422, CAPTION.other, false, false, null, true],
  [600, CAPTION.other, false, false, null, true],
  [0, CAPTION.other, false, false, null, true],
  [499, CAPTION.other, false, false, null, true],
];

describe('errorScreenModel', () => {
  it.each(TABLE)('%i -> %s, repeat %s, home %s, countdown %s, support %s', (status, caption, repeat, home, countdownSeconds, support) => {
    expect(errorScreenModel(status)).toEqual({
      caption,
      description: expect.any(String),
      actions: { repeat, home, countdownSeconds },
      support,
    });
  });

  it('gives every caption group its own caption and a non-empty description', () => {
    const statuses = [400, 403, 404, 408, 429, 500, 418];
    const captions = statuses.map((status) => errorScreenModel(status).caption);
    expect(new Set(captions).size).toBe(statuses.length);
    for (const status of statuses) expect(errorScreenModel(status).description.length).toBeGreaterThan(10);
  });

  it('shows support for everything but 408', () => {
    for (let status = 100; status < 600; status += 1) {
      expect(errorScreenModel(status).support).toBe(status !== 408);
    }
  });

  it('has exactly the listed repeat and home statuses', () => {
    const repeat: number[] = [];
    const home: number[] = [];
    for (let status = 100; status < 600; status += 1) {
      const { actions } = errorScreenModel(status);
      if (actions.repeat) repeat.push(status);
      if (actions.home) home.push(status);
    }
    expect(repeat).toEqual([400, 408, 429, 500, 502, 503, 504]);
    expect(home).toEqual([403, 404]);
  });
});
