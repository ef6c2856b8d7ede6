import { describe, expect, it, vi } from 'vitest';
import { RELOAD_GUARD_KEY, RELOAD_GUARD_TTL_MS, claimReload, isChunkLoadError, reloadForChunkError } from './chunk-reload.ts';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: http://x/assets/settings-abc.js',
    'error loading dynamically imported module: http://x/assets/a.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/a.css',
  ])('recognises %s', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('ignores other errors', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError({ status: 500 })).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('claimReload', () => {
  it('allows one reload per 10 s under the tapps/ key', () => {
    const storage = memoryStorage();
    expect(RELOAD_GUARD_KEY).toBe('tapps/reload-guard');
    expect(RELOAD_GUARD_TTL_MS).toBe(10_000);
    expect(claimReload(storage, 1_000_000)).toBe(true);
    expect(storage.data.get(RELOAD_GUARD_KEY)).toBe('1000000');
    expect(claimReload(storage, 1_000_000 + 9_999)).toBe(false);
    expect(claimReload(storage, 1_000_000 + 10_000)).toBe(true);
  });

  it('never reloads without session storage, or when it throws', () => {
    expect(claimReload(null)).toBe(false);
    const broken = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(claimReload(broken)).toBe(false);
  });

  it('treats a garbage or future guard as absent', () => {
    const storage = memoryStorage();
    storage.data.set(RELOAD_GUARD_KEY, 'x');
    expect(claimReload(storage, 5_000)).toBe(true);
    storage.data.set(RELOAD_GUARD_KEY, '99999999');
    expect(claimReload(storage, 5_000)).toBe(true);
  });
});

describe('reloadForChunkError', () => {
  it('reloads once for a chunk error, then leaves it to the error screen', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = new TypeError('Failed to fetch dynamically imported module: /assets/help-1.js');
    expect(reloadForChunkError(error, reload, storage)).toBe(true);
    expect(reloadForChunkError(error, reload, storage)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload for other errors', () => {
    const reload = vi.fn();
    expect(reloadForChunkError(new Error('boom'), reload, memoryStorage())).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
