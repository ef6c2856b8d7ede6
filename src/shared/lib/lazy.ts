// A value built on first use instead of at import (issue 39): an `Intl` formatter or a table the
// first screen's code imports costs its construction on every start, while the module is
// evaluated, even when nothing reads it before the trader taps (a CSV export, a file size).
//
// The first screen's money is written without Intl (money.ts, ADR 0050); the bank collator,
// which home does not read, is built once the first screen has settled (static-data.ts
// prepareBankOrder).

/** `make()` on the first call, the same value on every later one. */
export function lazy<T>(make: () => T): () => T {
  let made = false;
  let value: T;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value;
  };
}
