import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The dashboard's search parameters and a way to change some of them; an empty or null value removes one.
 *
 * It keeps the parameters as the last change left them. react-router hands a functional update the parameters of the
 * last render, so of two changes before the next render the second undid the first: the search text, sent to the URL
 * 300 ms after typing, put back the status just chosen in the list's filter.
 */
export function useSearchParamsUpdate() {
  const [searchParams, setSearchParams] = useSearchParams();
  const latest = useRef(searchParams);
  // Before any effect of the panels, which send the search text from theirs.
  useLayoutEffect(() => {
    latest.current = searchParams;
  }, [searchParams]);
  const update = useCallback(
    (changes: Record<string, string | null>) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      latest.current = next;
      setSearchParams(next, { replace: true });
    },
    [setSearchParams],
  );
  return { searchParams, update };
}
