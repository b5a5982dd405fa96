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

/** Adds or removes a business; returns whether it is saved afterwards. Call from event handlers. */
export function toggleFavourite(id: string): boolean {
  if (!loaded) readStorage();
  const saved = favourites.includes(id);
  favourites = saved ? favourites.filter((item) => item !== id) : [...favourites, id];
  try {
    window.localStorage.setItem(FAVOURITES_KEY, JSON.stringify(favourites));
  } catch {
    // See readStorage.
  }
  emit();
  return !saved;
}

/** For tests: forget the in-memory copy. */
export function resetFavouritesCache(): void {
  favourites = EMPTY;
  loaded = false;
}

/** Whether the business is saved; false on the server and before the browser's list is read. */
export function useIsFavourite(id: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => favourites.includes(id),
    () => false,
  );
}
