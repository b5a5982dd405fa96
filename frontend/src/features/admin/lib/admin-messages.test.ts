import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { adminErrorMessage, loginErrorMessage, uploadErrorMessage } from './admin-messages';

const apiError = (status: number, message?: string) =>
  new ApiError(
    status,
    message === undefined ? undefined : { statusCode: status, error: 'x', code: 'VALIDATION_FAILED', message },
    `${status}: x`,
  );

describe('admin error messages', () => {
  it('shows the server message, else "Request fehlgeschlagen: {status}"', () => {
    expect(adminErrorMessage(apiError(404, 'Unternehmen nicht gefunden'))).toBe('Unternehmen nicht gefunden');
    expect(adminErrorMessage(apiError(500))).toBe('Request fehlgeschlagen: 500');
    expect(adminErrorMessage(apiError(502, '  '))).toBe('Request fehlgeschlagen: 502');
  });

  it('names an expired session and a lost connection', () => {
    expect(adminErrorMessage(apiError(401, 'Keine Admin-Session'))).toBe('Session abgelaufen');
    expect(adminErrorMessage(apiError(0))).toBe('Verbindungsfehler. Versuchen Sie es erneut.');
  });

  it('login: server error, fallback and connection failure', () => {
    expect(loginErrorMessage(apiError(401, 'Benutzername oder Passwort ist falsch'))).toBe(
      'Benutzername oder Passwort ist falsch',
    );
    expect(loginErrorMessage(apiError(500))).toBe('Anmeldung fehlgeschlagen');
    expect(loginErrorMessage(new Error('kaputt'))).toBe('Anmeldung fehlgeschlagen');
    expect(loginErrorMessage(apiError(0))).toBe('Verbindungsfehler. Versuchen Sie es erneut.');
  });

  it('upload: a refused upload versus a failed request', () => {
    expect(uploadErrorMessage(apiError(413))).toBe('Upload fehlgeschlagen');
    expect(uploadErrorMessage(apiError(400, 'Nur Bilddateien erlaubt'))).toBe(
      'Upload fehlgeschlagen: Nur Bilddateien erlaubt',
    );
    expect(uploadErrorMessage(apiError(0))).toBe('Fehler beim Hochladen des Bildes');
    expect(uploadErrorMessage(new TypeError('x'))).toBe('Fehler beim Hochladen des Bildes');
  });
});
