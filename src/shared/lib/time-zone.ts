// Time zones come from the server as free strings: an unknown one must not crash a screen.
const valid = new Map<string, boolean>();

export function isValidTimeZone(zone: string): boolean {
  let ok = valid.get(zone);
  if (ok === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      ok = true;
    } catch {
      ok = false;
    }
    valid.set(zone, ok);
  }
  return ok;
}

/** `zone` when Intl knows it; otherwise the device's zone, else UTC (logged once per zone). */
export function safeTimeZone(zone: string): string {
  if (isValidTimeZone(zone)) return zone;
  const device = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!warned.has(zone)) {
    warned.add(zone);
    console.warn(`Unknown time zone "${zone}"; using ${device || 'UTC'} instead`);
  }
  return device && isValidTimeZone(device) ? device : 'UTC';
}

const warned = new Set<string>();
