import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { setAdminSessionProvider } from '@/lib/api-client';
import { removeAdminQueries } from '../api/admin-queries';
import { useAdminLogoutMutation } from '../api/admin-session';
import { NO_SESSION_MESSAGE, SESSION_EXPIRED_MESSAGE, adminErrorMessage, isUnauthorized } from './admin-messages';
import type { LoginNotice } from './admin-navigation';
import { clearAdminToken, readAdminToken } from './admin-session';

/**
 * The dashboard's session: sends the stored token with every admin call, and on a 401 anywhere
 * (or without a token) removes it and returns to the login with the reason. `ready` turns true
 * only when a token exists, so no admin call leaves without one.
 */
export function useAdminSession(segment: string): { ready: boolean; loggingOut: boolean; logout: () => Promise<void> } {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [ready, setReady] = useState(false);
  const { mutateAsync: endSession, isPending: loggingOut } = useAdminLogoutMutation();
  // Only the first reason counts: calls still in flight answer 401 once the token is gone.
  const leaving = useRef(false);

  const leave = useCallback(
    (notice: LoginNotice) => {
      if (leaving.current) return;
      leaving.current = true;
      clearAdminToken();
      void navigate(paths.adminLogin(segment), { replace: true, state: notice });
    },
    [navigate, segment],
  );

  useEffect(() => {
    const unregister = setAdminSessionProvider({
      token: readAdminToken,
      onUnauthorized: () => leave({ notice: SESSION_EXPIRED_MESSAGE, tone: 'error' }),
    });
    if (readAdminToken() === null) leave({ notice: NO_SESSION_MESSAGE, tone: 'error' });
    // The token lives in localStorage, readable only after mount (pages may be server-rendered): one update.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    else setReady(true);
    return () => {
      unregister();
      // Nothing of a closed session stays in memory (removed once the dashboard's queries are unmounted).
      if (leaving.current) removeAdminQueries(queryClient);
    };
  }, [leave, queryClient]);

  const logout = useCallback(async () => {
    try {
      await endSession();
      leave({ notice: 'Sie wurden abgemeldet.', tone: 'info' });
    } catch (error) {
      // A 401 means the session is gone already; the 401 handler has sent the administrator to the login.
      if (isUnauthorized(error)) return;
      // The token is dropped either way; the administrator learns if the server could not end the session.
      leave({ notice: `Abmeldung am Server fehlgeschlagen: ${adminErrorMessage(error)}`, tone: 'error' });
    }
  }, [leave, endSession]);

  return { ready, loggingOut, logout };
}
