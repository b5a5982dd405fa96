import { HttpStatus } from '@nestjs/common';

/**
 * The stable `code` of every error body (issue 16): clients branch on it, never on the German
 * `message`. Each with what it means, for the OpenAPI document. New codes are added, never renamed.
 */
export const ERROR_CODES = {
  VALIDATION_FAILED: 'Eingaben ungültig (Felder, Parameter); bei Feldern stehen sie in errors[]',
  MALFORMED_REQUEST:
    'Anfrage nicht lesbar (kein gültiges JSON, unzulässige Zeichen, zu tief verschachtelt, ungültige URL)',
  AUTHENTICATION_REQUIRED: 'Admin- oder Inhaber-Session fehlt oder ist abgelaufen',
  INVALID_CREDENTIALS: 'Benutzername oder Passwort falsch',
  LOGIN_LINK_INVALID: 'Anmeldelink abgelaufen (15 Minuten), schon benutzt oder ungültig',
  FORBIDDEN: 'Zugriff verweigert',
  CROSS_SITE_REQUEST: 'Schreibende Anfrage von einer fremden Website (Origin oder Sec-Fetch-Site) abgewiesen',
  EDIT_TOKEN_EXPIRED: 'Bearbeitungslink abgelaufen (zehn Minuten nach dem Eintragen) oder ungültig',
  EDIT_LOCKED_BY_ADMIN: 'Die Redaktion hat den Eintrag bearbeitet; der Bearbeitungslink gilt nicht mehr',
  NOT_FOUND: 'Ressource nicht gefunden',
  BUSINESS_NOT_FOUND: 'Unternehmen nicht gefunden',
  REVIEW_NOT_FOUND: 'Bewertung nicht gefunden',
  ANSWER_NOT_FOUND: 'Antwort des Inhabers nicht gefunden (keine, ausgeblendet oder Bewertung unbekannt)',
  LANDING_PAGE_NOT_FOUND: 'Branchenseite nicht gefunden',
  METHOD_NOT_ALLOWED: 'Methode für diese Adresse nicht erlaubt',
  CONFLICT: 'Der Zustand der Ressource lässt die Aktion nicht zu',
  ALREADY_REPORTED: 'Diese Adresse hat die Bewertung oder Antwort bereits gemeldet',
  PAYLOAD_TOO_LARGE: 'Anfrage oder Datei zu groß',
  UNSUPPORTED_MEDIA_TYPE: 'Datenformat nicht unterstützt',
  RATE_LIMITED: 'Zu viele Anfragen; Retry-After nennt die Wartezeit',
  INTERNAL_ERROR: 'Unerwarteter Serverfehler; requestId nennt die Anfrage in den Server-Logs',
  IMPORT_FAILED: 'Import fehlgeschlagen; die bisherigen Daten sind unverändert',
  SERVICE_UNAVAILABLE: 'Dienst vorübergehend nicht verfügbar (z. B. Datenbank); Retry-After nennt die Wartezeit',
  STORAGE_FULL: 'Speicherplatz für Bilder erschöpft',
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;
export const ERROR_CODE_NAMES = Object.keys(ERROR_CODES) as ErrorCode[];

/** The code of an error that names none: by its status. */
export function defaultErrorCode(status: HttpStatus): ErrorCode {
  switch (status) {
    case HttpStatus.BAD_REQUEST:
      return 'VALIDATION_FAILED';
    case HttpStatus.UNAUTHORIZED:
      return 'AUTHENTICATION_REQUIRED';
    case HttpStatus.FORBIDDEN:
      return 'FORBIDDEN';
    case HttpStatus.NOT_FOUND:
      return 'NOT_FOUND';
    case HttpStatus.METHOD_NOT_ALLOWED:
      return 'METHOD_NOT_ALLOWED';
    case HttpStatus.CONFLICT:
      return 'CONFLICT';
    case HttpStatus.PAYLOAD_TOO_LARGE:
      return 'PAYLOAD_TOO_LARGE';
    case HttpStatus.UNSUPPORTED_MEDIA_TYPE:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case HttpStatus.TOO_MANY_REQUESTS:
      return 'RATE_LIMITED';
    case HttpStatus.SERVICE_UNAVAILABLE:
      return 'SERVICE_UNAVAILABLE';
    case HttpStatus.INSUFFICIENT_STORAGE:
      return 'STORAGE_FULL';
    default:
      return status >= HttpStatus.INTERNAL_SERVER_ERROR ? 'INTERNAL_ERROR' : 'VALIDATION_FAILED';
  }
}

/** An error with its code, as thrown (`DomainError.notFound(error)`) and documented (`@ApiErrorResponse(404, error)`). */
export interface CodedError {
  code: ErrorCode;
  message: string;
}

/** An error body's code and German message, for `DomainError` and `@ApiErrorResponse(…)`. */
export function coded(code: ErrorCode, message: string): CodedError {
  return { code, message };
}

/** The code an exception response names, if it names a known one. */
export function namedErrorCode(response: unknown): ErrorCode | undefined {
  const code = (response as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code in ERROR_CODES ? (code as ErrorCode) : undefined;
}
