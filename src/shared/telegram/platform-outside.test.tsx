import { describe, expect, it } from 'vitest';
import { initPlatform } from './platform.ts';

// One file per SDK state: the SDK keeps module state for the whole file. The dev launch:
// src/app/dev/telegram-env.test.tsx.
describe('initPlatform without launch params', () => {
  it("outside Telegram and not dev: the SDK's exact error, no throw", async () => {
    expect(window.location.hash).toBe('');
    await expect(initPlatform()).resolves.toEqual({
      ok: false,
      error: 'Unable to retrieve launch parameters from any known source',
    });
  });
});
