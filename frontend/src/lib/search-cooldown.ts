import { useSyncExternalStore } from 'react';

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
let ticker: ReturnType<typeof setInterval> | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function stopTicker(): void {
  if (ticker !== null) clearInterval(ticker);
  ticker = null;
}

/** Seconds left at `now` for the app-wide cooldown (0 when a search may start). */
export function searchCooldownLeft(now: number = Date.now()): number {
  return cooldownSecondsLeft(lastSearchAt, now);
}

/** Records that a search starts now and re-renders the countdown four times a second until it ends. */
export function markSearchStarted(now: number = Date.now()): void {
  lastSearchAt = now;
  stopTicker();
  ticker = setInterval(() => {
    if (searchCooldownLeft() === 0) stopTicker();
    emit();
  }, 250);
  emit();
}

/** For tests: forget the last search. */
export function resetSearchCooldown(): void {
  lastSearchAt = null;
  stopTicker();
  emit();
}

/** The seconds left, re-rendered while the cooldown runs; 0 on the server and when a search may start. */
export function useSearchCooldown(): number {
  return useSyncExternalStore(
    subscribe,
    () => searchCooldownLeft(),
    () => 0,
  );
}
