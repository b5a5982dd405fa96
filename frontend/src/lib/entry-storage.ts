/**
 * What the browser remembers about an entry it created: when, and the edit token the server
 * returned. One localStorage key per business (`bb:entry:<id>`). Call only from effects and
 * event handlers, never during render.
 */
export interface StoredEntry {
  /** Milliseconds since the epoch, as measured by this browser when the server confirmed the entry. */
  createdAt: number;
  editToken?: string;
}

const PREFIX = 'bb:entry:';

export function entryStorageKey(businessId: string): string {
  return `${PREFIX}${businessId}`;
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Access can throw when storage is disabled (privacy settings, sandboxed frames).
    return undefined;
  }
}

function parseEntry(raw: string | null): StoredEntry | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { createdAt, editToken } = value as Record<string, unknown>;
    if (typeof createdAt !== 'number' || !Number.isFinite(createdAt)) return null;
    return typeof editToken === 'string' && editToken !== '' ? { createdAt, editToken } : { createdAt };
  } catch {
    return null;
  }
}

export function saveEntry(businessId: string, entry: StoredEntry): void {
  try {
    storage()?.setItem(entryStorageKey(businessId), JSON.stringify(entry));
  } catch {
    // Quota exceeded or storage disabled: the entry exists anyway, only the edit shortcut is lost.
  }
}

/** The stored entry, or null when there is none or it cannot be read. */
export function readEntry(businessId: string): StoredEntry | null {
  try {
    return parseEntry(storage()?.getItem(entryStorageKey(businessId)) ?? null);
  } catch {
    return null;
  }
}

export function removeEntry(businessId: string): void {
  try {
    storage()?.removeItem(entryStorageKey(businessId));
  } catch {
    // Nothing to clean up when storage is unavailable.
  }
}
