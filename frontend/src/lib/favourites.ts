import { useSyncExternalStore } from 'react';

/** The visitor's saved businesses ('Speichern'), kept in this browser only. */
export const FAVOURITES_KEY = 'branchenbuch:favoriten';

const EMPTY: readonly string[] = [];
let favourites: readonly string[] = EMPTY;
let loaded = false;
const listeners = new Set<() => void>();

function emit(): void {
  listeners.forEach((listener) => listener());
}

function parse(raw: string | null): readonly string[] {
  if (raw === null) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : EMPTY;
  } catch {
    return EMPTY;
  }
}

function readStorage(): void {
  try {
    favourites = parse(window.localStorage.getItem(FAVOURITES_KEY));
  } catch {
    // Storage blocked (private mode, policy): favourites then last for this page view only.
  }
  loaded = true;
}

function onStorage(event: StorageEvent): void {
  if (event.key !== FAVOURITES_KEY && event.key !== null) return;
  readStorage();
  emit();
}

/** Subscribing happens after rendering, so storage is only read there, never during render. */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!loaded) {
    readStorage();
    queueMicrotask(emit);
  }
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

function store(next: readonly string[]): void {
  favourites = next;
  try {
    window.localStorage.setItem(FAVOURITES_KEY, JSON.stringify(favourites));
  } catch {
    // See readStorage.
  }
  emit();
}

/** Adds or removes a business; returns whether it is saved afterwards. Call from event handlers. */
export function toggleFavourite(id: string): boolean {
  if (!loaded) readStorage();
  const saved = favourites.includes(id);
  store(saved ? favourites.filter((item) => item !== id) : [...favourites, id]);
  return !saved;
}

/** Removes these businesses from the list; returns how many were on it. Call from event handlers or effects. */
export function removeFavourites(ids: readonly string[]): number {
  if (!loaded) readStorage();
  const kept = favourites.filter((item) => !ids.includes(item));
  const removed = favourites.length - kept.length;
  if (removed > 0) store(kept);
  return removed;
}

/** For tests: forget the in-memory copy. */
export function resetFavouritesCache(): void {
  favourites = EMPTY;
  loaded = false;
}

/** The saved businesses in the order they were saved; undefined on the server and before the browser's list is read. */
export function useFavourites(): readonly string[] | undefined {
  return useSyncExternalStore(
    subscribe,
    () => (loaded ? favourites : undefined),
    () => undefined,
  );
}

/** Whether the business is saved; false on the server and before the browser's list is read. */
export function useIsFavourite(id: string): boolean {
  return useFavourites()?.includes(id) ?? false;
}
