import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../../vitest.config.ts';
import { needsFreshModules, sharedViolations } from './isolation.ts';

const root = path.resolve(import.meta.dirname, '../..');
const projects = (config.test?.projects ?? []) as Parameters<typeof sharedViolations>[1];

describe('Vitest isolation', () => {
  it('no file that sets the SDK or replaces a module runs in a shared (isolate: false) project', () => {
    expect(sharedViolations(root, projects)).toEqual([]);
  });

  it('the check fails on the old list of paths, which missed cloud-prefs.test.ts after its move to src/domain/', () => {
    // The projects as vitest.config.ts declared them before issue 38.
    const ISOLATED_DOM = ['src/shared/telegram/**/*.test.tsx', 'src/app/dev/telegram-env.test.tsx', 'src/app/shell/prefetch.test.tsx', 'src/shared/ui/tabs.test.tsx'];
    const ISOLATED_UNIT = ['src/shared/telegram/**/*.test.ts', 'src/features/settings/model/cloud-prefs.test.ts'];
    const old = [
      { test: { name: 'unit', include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts', 'tests/backend/**/*.test.ts'], exclude: ISOLATED_UNIT, isolate: false } },
      { test: { name: 'unit-isolated', include: ISOLATED_UNIT } },
      { test: { name: 'dom', include: ['src/**/*.test.tsx'], exclude: ISOLATED_DOM, isolate: false } },
      { test: { name: 'dom-isolated', include: ISOLATED_DOM } },
    ];
    // Every file that replaces a module since (ADR 0047's count of zod calls) would have run shared too.
    expect(sharedViolations(root, old)).toEqual(['unit: src/app/shell/start-up.test.ts', 'unit: src/domain/cloud-prefs.test.ts', 'unit: src/shared/api/lazy-validators.test.ts']);
  });

  it('reads what a file does: SDK set-up and module replacement, not imports or mentions', () => {
    expect(needsFreshModules("afterEach(() => setSdk(null));")).toBe(true);
    expect(needsFreshModules('const result = await initPlatform();')).toBe(true);
    expect(needsFreshModules('expect(await launchAsTelegram(window)).toBe(true);')).toBe(true);
    expect(needsFreshModules("vi.mock('../telegram/haptics.ts', () => ({}));")).toBe(true);
    expect(needsFreshModules("vi.doMock('./x.ts');")).toBe(true);
    expect(needsFreshModules('beforeEach(() => vi.resetModules());')).toBe(true);
    expect(needsFreshModules("import { type Sdk } from './sdk.ts';\nconst f = vi.fn();\nvi.spyOn(window, 'confirm');")).toBe(false);
    expect(needsFreshModules('resetSdk(); mySetSdk = 1;')).toBe(false);
  });
});
