// What the auto-accept stop drawer says and offers for each reason of autoaccept_disabled
// (the contract's AutoacceptDisabledReason). A reason whose cause the trader has to fix first
// leads to the fix (NO_BALANCE: "Пополнить" to /balance/replenish); restarting would only stop
// again. No reason, or one the contract does not list yet, gets the general text and the spec's
// restart button (section 4: "a stop dialog with a restart button"); a code is never shown. The
// texts are the domain's (src/domain/names.ts); both Records keep the table complete: a reason
// added to the contract does not compile until it has a text and a way out.
import { AUTOACCEPT_STOP_REASON_TEXTS, type AutoacceptStopReason } from '../../../domain/names.ts';
import { PATHS } from '../../../shared/routes/route-table.ts';

export type StopReason = AutoacceptStopReason;

export interface StopView {
  text: string;
  /** The way out: a screen that fixes the cause, or the spec's restart (to /trade/list or /). */
  action: { kind: 'go'; label: string; to: string } | { kind: 'restart'; label: string };
}

export const RESTART_LABEL = 'Запустить снова';

export const GENERAL_STOP: StopView = {
  text: 'Поиск сделок остановлен. Запустите его снова, когда будете готовы.',
  action: { kind: 'restart', label: RESTART_LABEL },
};

export const STOP_REASONS: Readonly<Record<StopReason, StopView>> = {
  NO_BALANCE: {
    text: AUTOACCEPT_STOP_REASON_TEXTS.NO_BALANCE,
    action: { kind: 'go', label: 'Пополнить', to: PATHS['balance-replenish'] },
  },
  NO_REQUISITES: {
    text: AUTOACCEPT_STOP_REASON_TEXTS.NO_REQUISITES,
    action: { kind: 'go', label: 'Добавить реквизит', to: PATHS['requisite-add'] },
  },
};

const CYRILLIC = /[А-Яа-яЁё]/;

export function isStopReason(reason: string): reason is StopReason {
  return Object.hasOwn(STOP_REASONS, reason);
}

/**
 * The drawer for a stop reason: a listed reason's text and way out; a reason the server wrote
 * in Russian (a sentence meant for the trader) as sent, with the restart; anything else (null,
 * an unknown code) the general text.
 */
export function stopView(reason: string | null): StopView {
  const code = reason?.trim() ?? '';
  if (isStopReason(code)) return STOP_REASONS[code];
  if (CYRILLIC.test(code)) return { ...GENERAL_STOP, text: code };
  return GENERAL_STOP;
}
