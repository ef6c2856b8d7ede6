// The Russian text for every error code the contract documents (openapi/components/schemas.yaml
// ErrorCode: the string `detail` values the API sends as codes or fixed English messages). The
// spec shows the server's detail (section 8); a known code gets its Russian text instead, and
// any other detail (a message meant for the user) is shown as sent. The Record keeps the table
// complete: a code added to the contract does not compile until it has a text here.
import type { components } from '../../../generated/openapi/trader-api.ts';

export type ErrorCode = components['schemas']['ErrorCode'];

/** Texts shared with the HTTP statuses' fallbacks (errors.ts). */
export const COMMON_TEXT = {
  sessionEnded: 'Сессия истекла. Откройте приложение заново.',
  forbidden: 'Доступ запрещён.',
  notFound: 'Не найдено.',
  tooManyRequests: 'Слишком много запросов. Подождите немного.',
  unavailable: 'Сервис временно недоступен. Попробуйте позже.',
} as const;

export const ERROR_CODE_MESSAGES: Readonly<Record<ErrorCode, string>> = {
  'Not authenticated': COMMON_TEXT.sessionEnded,
  'Refresh token expired': COMMON_TEXT.sessionEnded,
  Forbidden: COMMON_TEXT.forbidden,
  'Not found': COMMON_TEXT.notFound,
  ORDER_STATE_CONFLICT: 'Сделка уже в другом статусе, действие недоступно. Обновите экран.',
  ALREADY_ACTIVE: 'Автопринятие уже запущено.',
  REQUISITE_IN_USE: 'По этому реквизиту идёт сделка. Изменить, отключить или удалить его можно после её завершения.',
  'Too many requests': COMMON_TEXT.tooManyRequests,
  'Internal Server Error': COMMON_TEXT.unavailable,
  no_in_whitelist: 'Доступ ограничен: вашего аккаунта нет в списке трейдеров.',
  'Insufficient funds': 'Недостаточно средств на балансе.',
  WITHDRAWAL_LIMIT_EXCEEDED: 'Превышен лимит на вывод. Уменьшите сумму или попробуйте позже.',
  // FastAPI could not read the body the app sent: nothing the trader typed is at fault.
  'There was an error parsing the body': 'Сервер не смог прочитать запрос. Обновите приложение и попробуйте ещё раз.',
  // Dispute attachments (issue 28, item 6).
  ATTACHMENT_TOO_LARGE: 'Файл слишком большой.',
  ATTACHMENT_TYPE_NOT_ALLOWED: 'Такой файл не принимается: нужен снимок (JPG, PNG, WebP) или PDF.',
  ATTACHMENT_LIMIT_REACHED: 'К спору приложено максимальное число файлов.',
  DISPUTE_NOT_OPEN: 'Спор уже закрыт: файлы к нему не прикладываются.',
  // The transfer's recipient lookup (issue 37).
  RECIPIENT_NOT_FOUND: 'Получатель не найден. Проверьте имя пользователя или ID.',
};

export function isErrorCode(detail: string): detail is ErrorCode {
  return Object.hasOwn(ERROR_CODE_MESSAGES, detail);
}

/** What to show for a server detail: the Russian text of a documented code, else the detail itself. */
export function localizeDetail(detail: string): string {
  const trimmed = detail.trim();
  return isErrorCode(trimmed) ? ERROR_CODE_MESSAGES[trimmed] : detail;
}
