import { useEffect, useState, useSyncExternalStore } from 'react';

/** The specification's search throttle: a new search within 10 seconds of the previous one is refused. */
export const SEARCH_COOLDOWN_MS = 10_000;

/** Whole seconds left until the next search may start, rounded up (10 right after a search, 0 when free). */
export function cooldownSecondsLeft(lastSearchAt: number | null, now: number): number {
  if (lastSearchAt === null) return 0;
  const left = lastSearchAt + SEARCH_COOLDOWN_MS - now;
  if (left <= 0) return 0;
  return Math.min(SEARCH_COOLDOWN_MS / 1000, Math.ceil(left / 1000));
}

// In memory for the whole app, so the cooldown started on the home page still holds on /search.
let lastSearchAt: number | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Records that a search starts now. Call only from event handlers. */
export function markSearchStarted(now: number = Date.now()): void {
  lastSearchAt = now;
  listeners.forEach((listener) => listener());
}

/** Seconds left at `now` for the app-wide cooldown. Call only from event handlers. */
export function searchCooldownLeft(now: number = Date.now()): number {
  return cooldownSecondsLeft(lastSearchAt, now);
}

/** For tests: forget the last search. */
export function resetSearchCooldown(): void {
  lastSearchAt = null;
  listeners.forEach((listener) => listener());
}

/** The seconds left, re-rendered every second while the cooldown runs (0 when a search may start). */
export function useSearchCooldown(): number {
  const startedAt = useSyncExternalStore(
    subscribe,
    () => lastSearchAt,
    () => null,
  );
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    const update = () => setSecondsLeft(cooldownSecondsLeft(startedAt, Date.now()));
    update();
    if (startedAt === null) return;
    const timer = setInterval(update, 250);
    return () => clearInterval(timer);
  }, [startedAt]);

  return secondsLeft;
}
