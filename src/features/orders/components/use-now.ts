import { useEffect, useState } from 'react';
import { expiryWait } from '../model/time-left.ts';

/** The current time (ms), re-read every `intervalMs` (spec: countdown interval 1000 ms). */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}

/**
 * Whether `expiresAt` has passed; re-renders once when it passes (not every second), waiting in
 * capped steps (expiryWait) so that a far date never wraps setTimeout. An unreadable date never
 * expires.
 */
export function useExpired(expiresAt: string): boolean {
  const [expired, setExpired] = useState(() => expiryWait(expiresAt, Date.now()) === 0);
  useEffect(() => {
    let id: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const wait = expiryWait(expiresAt, Date.now());
      setExpired(wait === 0);
      if (wait !== null && wait > 0) id = setTimeout(check, wait);
    };
    check();
    return () => clearTimeout(id);
  }, [expiresAt]);
  return expired;
}
