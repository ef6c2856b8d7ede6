// Reading JSON from places the app does not control (storage, URLs): never throws.

/** The parsed value, or undefined for null input or invalid JSON. */
export function parseJson(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return value;
  } catch {
    return undefined;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
