// Query parameters a screen keeps in the URL (a filter, a tab, an open day): read with the
// router's useSearchParams, updated by a replace that keeps the other parameters. A query-only
// update adds no history entry, and the guards let it through without a new round
// (guard-middleware.ts).
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export function useQueryParams(): [URLSearchParams, (next: Record<string, string | null>) => void] {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (next: Record<string, string | null>) =>
      void setParams(
        (current) => {
          const merged = new URLSearchParams(current);
          for (const [k, v] of Object.entries(next)) {
            if (v === null || v === '') merged.delete(k);
            else merged.set(k, v);
          }
          return merged;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return [params, update];
}
