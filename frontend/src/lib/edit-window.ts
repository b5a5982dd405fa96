/** The specification's edit window: 10 minutes after creation, shown with a 1 second tick. */
export const EDIT_WINDOW_MS = 10 * 60 * 1000;
export const EDIT_WINDOW_TICK_MS = 1000;

/** Milliseconds left in the edit window at `now`, never negative. */
export function editTimeLeft(createdAt: number, now: number): number {
  return Math.max(0, createdAt + EDIT_WINDOW_MS - now);
}

export function isEditWindowOpen(createdAt: number, now: number): boolean {
  return editTimeLeft(createdAt, now) > 0;
}

/**
 * The time left as m:ss, rounded up to whole seconds so the display shows 0:00 only at the
 * very end (and 10:00 right after creation). A clock set back cannot show more than 10:00.
 */
export function formatTimeLeft(milliseconds: number): string {
  const totalSeconds = Math.min(Math.ceil(Math.max(0, milliseconds) / 1000), EDIT_WINDOW_MS / 1000);
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

export type EditWindowState =
  /** Not known yet: before the browser storage was read (also what a server render sees). */
  | { status: 'pending' }
  /** This browser did not create the entry, or has forgotten it. */
  | { status: 'none' }
  | { status: 'open'; timeLeftMs: number; editToken?: string }
  /** The window has closed; the stored timestamp and token are removed. */
  | { status: 'expired' };

export interface EditWindowStorage {
  read(businessId: string): { createdAt: number; editToken?: string } | null;
  remove(businessId: string): void;
}

/**
 * Reports the edit window of one business now and then every second until it closes; at
 * expiry the stored entry is removed. Returns the unsubscribe function.
 */
export function watchEditWindow(
  businessId: string,
  storage: EditWindowStorage,
  listener: (state: EditWindowState) => void,
  now: () => number = Date.now,
): () => void {
  const entry = storage.read(businessId);
  if (entry === null) {
    listener({ status: 'none' });
    return () => undefined;
  }
  const report = (): boolean => {
    const timeLeftMs = editTimeLeft(entry.createdAt, now());
    if (timeLeftMs > 0) {
      listener({ status: 'open', timeLeftMs, editToken: entry.editToken });
      return true;
    }
    storage.remove(businessId);
    listener({ status: 'expired' });
    return false;
  };
  if (!report()) return () => undefined;
  const timer = setInterval(() => {
    if (!report()) clearInterval(timer);
  }, EDIT_WINDOW_TICK_MS);
  return () => clearInterval(timer);
}
