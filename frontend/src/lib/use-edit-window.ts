import { useEffect, useState } from 'react';
import { watchEditWindow, type EditWindowState } from './edit-window';
import { readEntry, removeEntry } from './entry-storage';

/**
 * Businesses whose window closed while this page was open: the first watcher removes the stored entry, and
 * every other one (the page and the floating prompt watch the same business) must still say "expired".
 */
const closedThisPage = new Set<string>();

const browserStorage = {
  // A window closed on this page reads as an entry long past its ten minutes, so the watcher says "expired".
  read: (businessId: string) =>
    readEntry(businessId) ?? (closedThisPage.has(businessId) ? { createdAt: 0, editToken: '' } : null),
  remove: (businessId: string) => {
    closedThisPage.add(businessId);
    removeEntry(businessId);
  },
};
const PENDING: EditWindowState = { status: 'pending' };
const NONE: EditWindowState = { status: 'none' };

/** The edit window of one business as this browser knows it, updated every second (storage read in an effect). */
export function useEditWindow(businessId: string | undefined): EditWindowState {
  const [current, setCurrent] = useState<{ businessId: string; state: EditWindowState } | null>(null);

  useEffect(() => {
    if (businessId === undefined) return;
    return watchEditWindow(businessId, browserStorage, (state) => setCurrent({ businessId, state }));
  }, [businessId]);

  if (businessId === undefined) return NONE;
  return current?.businessId === businessId ? current.state : PENDING;
}
