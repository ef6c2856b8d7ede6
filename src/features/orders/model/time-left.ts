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
