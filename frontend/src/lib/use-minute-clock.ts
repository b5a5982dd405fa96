import { useSyncExternalStore } from 'react';

const MINUTE_MS = 60_000;

function subscribe(listener: () => void): () => void {
  const timer = setInterval(listener, 15_000);
  return () => clearInterval(timer);
}

/**
 * The current time to the minute, updated while mounted; null on the server, so "open now" is only
 * decided in the browser.
 */
export function useMinuteClock(): Date | null {
  const minute = useSyncExternalStore(
    subscribe,
    () => Math.floor(Date.now() / MINUTE_MS),
    () => null,
  );
  return minute === null ? null : new Date(minute * MINUTE_MS);
}
