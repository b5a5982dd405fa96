/** The German messages of admin access (the session token and its guard), as the specification words them. */
export const MESSAGE_NO_SESSION = 'Keine Admin-Session';
export const MESSAGE_SESSION_EXPIRED = 'Session abgelaufen';
export const MESSAGE_BEARER_REQUIRED = 'Bearer Token erforderlich';
