// Which events were already acted on (issue 24: a repeated order event acts once). Keys are kept
// for the page's life, the oldest dropped past LIMIT, so a flood of distinct events cannot grow
// memory without bound; a page reload starts afresh (its socket is a new connection, and events
// sent before it are not replayed).
export const REPEAT_MEMORY = 2000;

/** `firstTime(key)`: true the first time a key is seen (among the last `limit` keys). */
export function createRepeatFilter(limit: number = REPEAT_MEMORY): (key: string) => boolean {
  const seen = new Set<string>();
  return (key) => {
    if (seen.has(key)) return false;
    seen.add(key);
    if (seen.size > limit) {
      const oldest = seen.values().next();
      if (!oldest.done) seen.delete(oldest.value);
    }
    return true;
  };
}
