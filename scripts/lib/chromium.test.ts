// Which Chromium the e2e specs drive is said when it is not the headless shell by default.
import { describe, expect, it } from 'vitest';
import { CHROMIUM_PATH, HEADLESS_SHELL_PATH, testChromiumNote } from './chromium.ts';

describe('testChromiumNote', () => {
  it('says nothing when the specs drive the headless shell or a Chromium the developer chose', () => {
    expect(testChromiumNote(HEADLESS_SHELL_PATH, undefined)).toBeNull();
    expect(testChromiumNote('/opt/chrome/chrome', '/opt/chrome/chrome')).toBeNull();
  });

  it('names the fallback, its cost and the package to install when the headless shell is missing', () => {
    const note = testChromiumNote(CHROMIUM_PATH, undefined);
    expect(note).toContain(`${HEADLESS_SHELL_PATH} is not installed`);
    expect(note).toContain(`drive ${CHROMIUM_PATH}`);
    expect(note).toContain('apt-get install -y chromium-headless-shell');
  });
});
