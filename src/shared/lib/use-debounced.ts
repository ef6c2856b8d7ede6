// A value that follows another once it has stopped changing for `ms` (a search sent to the server
// after a pause in typing, not on every keystroke), and a way to take the latest value at once
// (a tap that needs the search the trader has typed, without waiting for the pause).
import { useCallback, useEffect, useState } from 'react';

export function useDebounced<T>(value: T, ms: number): [settled: T, settleNow: () => T] {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return;
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, settled, ms]);
  const settleNow = useCallback(() => {
    setSettled(value);
    return value;
  }, [value]);
  return [settled, settleNow];
}
