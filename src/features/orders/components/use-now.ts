import { useEffect, useState } from 'react';

/** The current time (ms), re-read every `intervalMs` (spec: countdown interval 1000 ms). */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}
