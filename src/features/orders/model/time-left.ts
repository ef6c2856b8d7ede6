// Time left on an order or a search, and its urgency. An order is urgent when less than a
// quarter of its lifetime (created_at -> expires_at) remains. Pure: `now` is passed in.

/** Urgent below this share of the total time (issue "Trader screens I": under 25 %). */
export const URGENT_FRACTION = 0.25;

export interface TimeLeft {
  /** Milliseconds left, never negative. */
  remainingMs: number;
  /** Share of the lifetime still left, 0..1; null when the start is unknown or not before the end. */
  fraction: number | null;
  urgent: boolean;
  expired: boolean;
}

function parseTime(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const t = Date.parse(value);
  return Number.isNaN(t) ? null : t;
}

/**
 * Time left until `expiresAt` at `now` (ms since epoch). With a `createdAt` before the end, the
 * fraction left is known and urgency is "under 25 % left"; otherwise only expiry is known.
 * An unreadable `expiresAt` gives null (nothing to count down).
 */
export function timeLeft(createdAt: string | null | undefined, expiresAt: string, now: number): TimeLeft | null {
  const end = parseTime(expiresAt);
  if (end === null) return null;
  const start = parseTime(createdAt);
  const remainingMs = Math.max(0, end - now);
  const expired = remainingMs === 0;
  const total = start === null ? 0 : end - start;
  const fraction = total > 0 ? Math.min(1, remainingMs / total) : null;
  const urgent = !expired && fraction !== null && fraction < URGENT_FRACTION;
  return { remainingMs, fraction, urgent, expired };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A countdown as 'MM:SS', or 'H:MM:SS' from one hour; whole seconds, rounded up (0:00 only at the end). */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

/** Russian line for a time left: 'Осталось 04:12' or 'Время истекло'. */
export function timeLeftText(left: TimeLeft | null): string {
  if (left === null) return 'Срок не указан';
  return left.expired ? 'Время истекло' : `Осталось ${formatCountdown(left.remainingMs)}`;
}

/** What an expired timer says instead of a 00:00 countdown. */
export const EXPIRED_TEXTS = {
  /** An order in process: the time to pay (either way) is over. */
  payment: 'Время на оплату истекло',
  /** An invite: the time to accept it is over. */
  invite: 'Время на принятие истекло',
} as const;

/**
 * The longest single wait for an expiry: setTimeout wraps a delay past 2^31−1 ms (24.8 days)
 * into an immediate call, so a longer wait is made of capped steps that each re-check.
 */
export const MAX_EXPIRY_WAIT_MS = 60 * 60 * 1000;

/**
 * How long to wait before checking `expiresAt` again: 0 when it has passed, at most
 * MAX_EXPIRY_WAIT_MS; null for an unreadable date (it never expires on screen).
 */
export function expiryWait(expiresAt: string, now: number): number | null {
  const end = parseTime(expiresAt);
  if (end === null) return null;
  return Math.min(Math.max(0, end - now), MAX_EXPIRY_WAIT_MS);
}

/**
 * The notice of an order in process whose time is over, and its next step: refresh the status
 * (the server says how it ended), or open a dispute when the money did move. Confirming is
 * closed: the order no longer waits for it.
 */
export function expiredOrderNotice(direction: 'IN' | 'OUT'): { title: string; text: string; action: string } {
  return {
    title: EXPIRED_TEXTS.payment,
    text:
      direction === 'IN'
        ? 'Сделка больше не ждёт подтверждения. Обновите статус, чтобы узнать, чем она закончилась. Если деньги от клиента пришли, откройте спор.'
        : 'Сделка больше не ждёт подтверждения. Обновите статус, чтобы узнать, чем она закончилась. Если вы уже перевели деньги клиенту, откройте спор.',
    action: 'Обновить статус',
  };
}
