// ADR 0052: once the first screen has settled, the display zone's date formats are built at idle,
// so the first screen to show a time (History's rows, a sheet) builds no Intl object of its own.
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
});

/** Counts the Intl.DateTimeFormat objects built from now on (the zone check and the formats). */
function countDateFormats(): { count: () => number } {
  const spy = vi.spyOn(Intl, 'DateTimeFormat');
  return { count: () => spy.mock.calls.length };
}

describe('prepareDisplayDates', () => {
  it("builds the account zone's formats: History's times, day headings and a sheet's date then build none", async () => {
    const { prepareDisplayDates } = await import('./start-up.ts');
    const { dayHeading, formatDateTime, formatTime, zonedDayKey } = await import('../../domain/date-format.ts');
    const { displayTimeZone } = await import('../../domain/time-zone.ts');
    const built = countDateFormats();
    await prepareDisplayDates(() => 'Asia/Vladivostok')();
    const prepared = built.count();
    expect(prepared).toBeGreaterThan(0);

    // What History's first render does for a row of 21 November 2026, 10:05Z, on the account's zone.
    const zone = displayTimeZone('Asia/Vladivostok');
    const at = '2026-11-21T10:05:00Z';
    expect(formatTime(at, zone)).toBe('20:05');
    expect(dayHeading(zonedDayKey(at, zone)!, Date.parse('2026-12-06T12:00:00Z'), zone)).toBe('21 ноября 2026');
    expect(formatDateTime(at, zone)).toBe('21 ноября 2026, 20:05');
    expect(built.count()).toBe(prepared);
  });

  it("reads the account's zone when it runs, not when it is made; no account yet prepares the device's zone", async () => {
    const { prepareDisplayDates } = await import('./start-up.ts');
    const { formatTime } = await import('../../domain/date-format.ts');
    const { deviceTimeZone } = await import('../../domain/time-zone.ts');
    let account: string | null = null;
    const prepare = prepareDisplayDates(() => account);
    account = 'America/New_York';
    const built = countDateFormats();
    await prepare();
    const prepared = built.count();
    expect(formatTime('2026-11-21T10:05:00Z', 'America/New_York')).toBe('05:05');
    expect(built.count()).toBe(prepared);

    account = null;
    await prepare();
    const device = deviceTimeZone();
    const afterDevice = built.count();
    formatTime('2026-11-21T10:05:00Z', device);
    expect(built.count()).toBe(afterDevice);
  });
});
