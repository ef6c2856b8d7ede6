// What the global error screen shows for an HTTP-like status (product spec, section 8).
// Pure, so the exact rules are unit-tested without rendering.

export interface ErrorScreenActions {
  /** "Повторить" (reload). */
  readonly repeat: boolean;
  /** "На главную". */
  readonly home: boolean;
  /** Seconds to wait before Repeat is enabled (429), otherwise null. */
  readonly countdownSeconds: number | null;
}

export interface ErrorScreenModel {
  readonly caption: string;
  readonly description: string;
  readonly actions: ErrorScreenActions;
  /** Whether the contact-support link is shown (all but 408). */
  readonly support: boolean;
}

/** The 429 wait before Repeat is enabled (spec section 8). */
export const TOO_MANY_REQUESTS_WAIT_SECONDS = 15;

const REPEAT_STATUSES: ReadonlySet<number> = new Set([400, 500, 502, 503, 504, 408]);
const HOME_STATUSES: ReadonlySet<number> = new Set([403, 404]);

interface Texts {
  readonly caption: string;
  readonly description: string;
}

const TEXTS_BY_STATUS: Readonly<Record<number, Texts>> = {
  400: { caption: 'Некорректный запрос', description: 'Сервер не смог обработать запрос. Попробуйте повторить.' },
  403: { caption: 'Доступ запрещён', description: 'У вас нет доступа к этому разделу.' },
  404: { caption: 'Страница не найдена', description: 'Такой страницы нет или она была удалена.' },
  408: { caption: 'Нет соединения с сервером', description: 'Проверьте подключение к интернету и повторите попытку.' },
  429: { caption: 'Слишком много запросов', description: 'Подождите немного, затем повторите попытку.' },
};

const SERVER_ERROR_TEXTS: Texts = {
  caption: 'Сервис временно недоступен',
  description: 'Мы уже разбираемся. Попробуйте повторить чуть позже.',
};

const DEFAULT_TEXTS: Texts = {
  caption: 'Что-то пошло не так',
  description: 'Произошла непредвиденная ошибка. Если она повторяется, напишите в поддержку.',
};

export function isServerErrorStatus(status: number): boolean {
  return Number.isInteger(status) && status >= 500 && status <= 599;
}

function textsFor(status: number): Texts {
  const own = TEXTS_BY_STATUS[status];
  if (own) return own;
  return isServerErrorStatus(status) ? SERVER_ERROR_TEXTS : DEFAULT_TEXTS;
}

export function errorScreenModel(status: number): ErrorScreenModel {
  const tooMany = status === 429;
  return {
    ...textsFor(status),
    actions: {
      // 429 gets Repeat too, but only after the countdown.
      repeat: tooMany || REPEAT_STATUSES.has(status),
      home: HOME_STATUSES.has(status),
      countdownSeconds: tooMany ? TOO_MANY_REQUESTS_WAIT_SECONDS : null,
    },
    support: status !== 408,
  };
}
