// A value built on first use instead of at import (issue 39): an `Intl` formatter or a table the
// first screen's code imports costs its construction on every start, while the module is
// evaluated, even when nothing reads it before the trader taps (a CSV export, a file size).
//
// A value the first screen does read (home's money format) is built while the start waits on the
// network instead: `warmAtStart` lists it, and the boot calls warmStartValues() once the first
// data round is in flight. Built then, one per idle task, it is ready when the answers come; read
// earlier, it is built then, as any lazy value. At 4x CPU the ru-RU number format cost 20 to 44 ms
// on a warm open (the page's first use of the locale's ICU data), after the first round's answers
// and before home could paint (issue 39's trace, ADRs 0048, 0049). The bank collator, which home
// does not read, is built once the first screen has settled (static-data.ts prepareBankOrder).

const atStart = new Set<() => unknown>();

/** `make()` on the first call, the same value on every later one. With `warmAtStart`, warmStartValues() builds it too. */
export function lazy<T>(make: () => T, options: { warmAtStart?: boolean } = {}): () => T {
  let made = false;
  let value: T;
  const get = () => {
    if (!made) {
      value = make();
      made = true;
      atStart.delete(get);
    }
    return value;
  };
  if (options.warmAtStart) atStart.add(get);
  return get;
}

/**
 * Builds each `warmAtStart` value not built yet, one per call of `schedule` (the boot passes the
 * idle scheduler), so none of them holds the main thread for long; each is built once.
 */
export function warmStartValues(schedule: (run: () => void) => void): void {
  const next = () => {
    const [get] = atStart;
    if (!get) return;
    get();
    schedule(next);
  };
  schedule(next);
}
