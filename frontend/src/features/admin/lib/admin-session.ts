/** Where the admin session token lives in the browser (specification: stored client-side). */
export const ADMIN_SESSION_KEY = 'bb:admin-session';

/** Only from effects and event handlers: localStorage does not exist during server rendering. */
export function readAdminToken(): string | null {
  try {
    const token = window.localStorage.getItem(ADMIN_SESSION_KEY);
    return token === null || token === '' ? null : token;
  } catch {
    // Storage disabled (privacy mode, policies): behave as logged out.
    return null;
  }
}

export function storeAdminToken(token: string): void {
  window.localStorage.setItem(ADMIN_SESSION_KEY, token);
}

export function clearAdminToken(): void {
  try {
    window.localStorage.removeItem(ADMIN_SESSION_KEY);
  } catch {
    // Nothing stored that could be removed.
  }
}
