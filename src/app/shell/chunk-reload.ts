// A lazy chunk that fails to load, typically because a new release replaced the files the
// running page knows (spec section 9: the reload guard, 10 s). The page reloads once, which
// fetches the new index.html and its chunks; a second failure within 10 s shows the error screen
// instead, so a chunk that is really missing never makes the page reload in a loop. ADR 0015.
import { SESSION_PREFIX } from '../../shared/lib/session-prefix.ts';

/** Spec section 9: reload guard time-to-live. */
export const RELOAD_GUARD_TTL_MS = 10_000;
export const RELOAD_GUARD_KEY = `${SESSION_PREFIX}reload-guard`;

// Chromium, Firefox, Safari, and Vite's preload helper (CSS or a dependency of the chunk).
const CHUNK_LOAD_ERROR = /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i;

/** Whether `error` is a failed dynamic import (a lazy chunk or its CSS could not be fetched). */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof Error) return error.name === 'ChunkLoadError' || CHUNK_LOAD_ERROR.test(error.message);
  return typeof error === 'string' && CHUNK_LOAD_ERROR.test(error);
}

/**
 * Claims the one reload: true (and the guard set to now) unless a reload was claimed less than
 * RELOAD_GUARD_TTL_MS ago. Without session storage it never reloads: no guard, no loop.
 */
export function claimReload(storage: Pick<Storage, 'getItem' | 'setItem'> | null, now = Date.now()): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(RELOAD_GUARD_KEY));
    if (Number.isFinite(last) && last > 0 && now - last >= 0 && now - last < RELOAD_GUARD_TTL_MS) return false;
    storage.setItem(RELOAD_GUARD_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * For an error screen about to show `error`: when it is a chunk-load failure and the guard allows,
 * reloads the page and returns true (show a loader meanwhile); otherwise false.
 */
export function reloadForChunkError(
  error: unknown,
  reload: () => void = () => window.location.reload(),
  storage: Pick<Storage, 'getItem' | 'setItem'> | null = sessionStorageOrNull(),
): boolean {
  if (!isChunkLoadError(error) || !claimReload(storage)) return false;
  console.warn(`A lazy chunk failed to load (a new release?): reloading once. ${error instanceof Error ? error.message : String(error)}`);
  reload();
  return true;
}
