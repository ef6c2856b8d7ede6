// How long auto-accept searches for orders, in minutes (AutoacceptRequest.duration_minutes,
// 5..480, default 60). Kept in localStorage under 'tapps/autoaccept-duration' so it survives
// sessions; whoever starts auto-accept reads the same key (see readAutoacceptDuration).
export const AUTOACCEPT_DURATION_KEY = 'tapps/autoaccept-duration';
export const AUTOACCEPT_DURATION = { min: 5, max: 480, default: 60 } as const;

/** The field's hint: the allowed range, shown while the value is fine. */
export const DURATION_HINT = `От ${AUTOACCEPT_DURATION.min} до ${AUTOACCEPT_DURATION.max} минут`;

// The errors say which bound was crossed, so that the error under the field never repeats the
// hint beside it word for word.
export const DURATION_MESSAGES = {
  required: 'Укажите время поиска в минутах',
  integer: 'Введите целое число минут',
  tooShort: `Не меньше ${AUTOACCEPT_DURATION.min} минут`,
  tooLong: `Не больше ${AUTOACCEPT_DURATION.max} минут (${formatDuration(AUTOACCEPT_DURATION.max)})`,
} as const;

/** The minutes for input text, or the Russian message for why it is not valid. */
export function parseDuration(value: string): { ok: true; minutes: number } | { ok: false; message: string } {
  const text = value.trim();
  if (text === '') return { ok: false, message: DURATION_MESSAGES.required };
  // A negative number is below the range, whatever else it is ("-5" is not 5 minutes).
  if (/^-\s*\d/.test(text)) return { ok: false, message: DURATION_MESSAGES.tooShort };
  if (!/^\d+$/.test(text)) return { ok: false, message: DURATION_MESSAGES.integer };
  const minutes = Number(text);
  if (minutes < AUTOACCEPT_DURATION.min) return { ok: false, message: DURATION_MESSAGES.tooShort };
  if (minutes > AUTOACCEPT_DURATION.max) return { ok: false, message: DURATION_MESSAGES.tooLong };
  return { ok: true, minutes };
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

function defaultStorage(): StorageLike | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled (private mode, sandboxed frame)
  }
}

/** The stored duration; the default when nothing valid is stored or storage is unavailable. */
export function readAutoacceptDuration(storage: StorageLike | null = defaultStorage()): number {
  let raw: string | null;
  try {
    raw = storage?.getItem(AUTOACCEPT_DURATION_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw === null) return AUTOACCEPT_DURATION.default;
  const parsed = parseDuration(raw);
  return parsed.ok ? parsed.minutes : AUTOACCEPT_DURATION.default;
}

/** Stores a valid duration; returns false when it could not be stored. */
export function writeAutoacceptDuration(minutes: number, storage: StorageLike | null = defaultStorage()): boolean {
  if (!Number.isInteger(minutes) || minutes < AUTOACCEPT_DURATION.min || minutes > AUTOACCEPT_DURATION.max) {
    throw new RangeError(`duration_minutes must be an integer in ${AUTOACCEPT_DURATION.min}..${AUTOACCEPT_DURATION.max}, got ${minutes}`);
  }
  try {
    if (!storage) return false;
    storage.setItem(AUTOACCEPT_DURATION_KEY, String(minutes));
    return true;
  } catch {
    return false;
  }
}

/** 60 -> '1 ч', 90 -> '1 ч 30 мин', 45 -> '45 мин'. */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} мин`;
  return m === 0 ? `${h} ч` : `${h} ч ${m} мин`;
}
