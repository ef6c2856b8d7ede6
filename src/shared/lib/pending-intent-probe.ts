// Whether an intent with an unknown outcome is kept (pending-intents.ts), of any kind: a look at
// the storages' keys, small enough for the start, where the shell asks it once; the module that
// reads and writes the intents loads with the screens that use them.
import { SESSION_PREFIX } from './session-prefix.ts';

export const PENDING_INTENT_PREFIX = `${SESSION_PREFIX}pending-intent/`;

/** Whether an intent is kept, of any kind, or (with `kinds`) of one of these kinds. */
export function hasPendingIntent(kinds?: readonly string[]): boolean {
  const wanted = (key: string | null) =>
    key !== null && key.startsWith(PENDING_INTENT_PREFIX) && (kinds === undefined || kinds.includes(key.slice(PENDING_INTENT_PREFIX.length)));
  for (const pick of [() => window.sessionStorage, () => window.localStorage]) {
    try {
      const storage = pick();
      for (let i = 0; i < storage.length; i++) if (wanted(storage.key(i))) return true;
    } catch {
      // storage disabled or unreadable: nothing kept there
    }
  }
  return false;
}
