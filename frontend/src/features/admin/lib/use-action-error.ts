import { useCallback, useMemo, useState } from 'react';
import { adminErrorMessage, isUnauthorized } from './admin-messages';

/** Where the entries tab's actions report: a new action or "Schließen" clears the last report. */
export interface ActionReport {
  clear: () => void;
  /** A 401 is on its way to the login and is not reported. */
  fail: (error: unknown, message?: string) => void;
}

export function useActionError(): ActionReport & { message: string | null } {
  const [message, setMessage] = useState<string | null>(null);
  const clear = useCallback(() => setMessage(null), []);
  const fail = useCallback((error: unknown, fallback?: string) => {
    if (!isUnauthorized(error)) setMessage(fallback ?? adminErrorMessage(error));
  }, []);
  return useMemo(() => ({ message, clear, fail }), [message, clear, fail]);
}
