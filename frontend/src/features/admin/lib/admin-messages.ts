import { ApiError } from '@/lib/api-client';

export const SESSION_EXPIRED_MESSAGE = 'Session abgelaufen';
export const NO_SESSION_MESSAGE = 'Keine Admin-Session';
export const CONNECTION_MESSAGE = 'Verbindungsfehler. Versuchen Sie es erneut.';
export const LOGIN_FAILED_MESSAGE = 'Anmeldung fehlgeschlagen';
export const IMPORT_FAILED_MESSAGE = 'Import fehlgeschlagen!';
export const MARK_FAILED_MESSAGE = 'Fehler beim Markieren der Formular-Kunden';
export const UPLOAD_ERROR_MESSAGE = 'Fehler beim Hochladen des Bildes';
export const UPLOAD_FAILED_MESSAGE = 'Upload fehlgeschlagen';

/** A failed admin call: 'Session abgelaufen' for 401, else the server's message or 'Request fehlgeschlagen: {status}'. */
export function adminErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError))
    return error instanceof Error && error.message !== '' ? error.message : 'Request fehlgeschlagen';
  if (error.status === 0) return CONNECTION_MESSAGE;
  if (error.status === 401) return SESSION_EXPIRED_MESSAGE;
  const server = error.serverMessage?.trim();
  return server !== undefined && server !== '' ? server : `Request fehlgeschlagen: ${error.status}`;
}

/** The login's message: the server's error or 'Anmeldung fehlgeschlagen'; no answer at all is a connection error. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return CONNECTION_MESSAGE;
    const server = error.serverMessage?.trim();
    if (server !== undefined && server !== '') return server;
  }
  return LOGIN_FAILED_MESSAGE;
}

/**
 * The admin image upload's message: 'Upload fehlgeschlagen' when the server answered with an error
 * (with its reason when it gave one), 'Fehler beim Hochladen des Bildes' when the request itself failed.
 */
export function uploadErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status > 0) {
    const server = error.serverMessage?.trim();
    return server !== undefined && server !== '' ? `${UPLOAD_FAILED_MESSAGE}: ${server}` : UPLOAD_FAILED_MESSAGE;
  }
  return UPLOAD_ERROR_MESSAGE;
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
