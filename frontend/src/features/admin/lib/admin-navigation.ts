/** What the login page shows when another admin page sent the administrator there. */
export interface LoginNotice {
  notice: string;
  tone: 'error' | 'info';
}

export function isLoginNotice(state: unknown): state is LoginNotice {
  return (
    typeof state === 'object' &&
    state !== null &&
    typeof (state as LoginNotice).notice === 'string' &&
    ((state as LoginNotice).tone === 'error' || (state as LoginNotice).tone === 'info')
  );
}
