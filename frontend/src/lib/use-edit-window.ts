import { useEffect, useState } from 'react';
import { watchEditWindow, type EditWindowState } from './edit-window';
import { readEntry, removeEntry } from './entry-storage';

const browserStorage = { read: readEntry, remove: removeEntry };
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
