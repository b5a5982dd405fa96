/** The German messages of the common layer (the error body's defaults, request checks), as the specification words them. */

/** The error body's messages for errors that carry none of ours (HttpExceptionFilter), by status. */
export const MESSAGE_BAD_REQUEST = 'Ungültige Anfrage';
export const MESSAGE_NOT_AUTHENTICATED = 'Nicht angemeldet';
export const MESSAGE_FORBIDDEN = 'Zugriff verweigert';
export const MESSAGE_NOT_FOUND = 'Die angeforderte Ressource wurde nicht gefunden.';
export const MESSAGE_METHOD_NOT_ALLOWED = 'Methode nicht erlaubt';
export const MESSAGE_REQUEST_TIMEOUT = 'Die Anfrage hat zu lange gedauert.';
export const MESSAGE_REQUEST_TOO_LARGE = 'Die Anfrage ist zu groß.';
/** Also the answer to a JSON write without a JSON body and to any other body type Fastify cannot parse. */
export const MESSAGE_UNSUPPORTED_MEDIA_TYPE = 'Nicht unterstütztes Datenformat';
/** The answer to every request over a per-IP limit. */
export const RATE_LIMIT_MESSAGE = 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.';
export const MESSAGE_INTERNAL_ERROR = 'Interner Serverfehler. Bitte versuchen Sie es später erneut.';
export const MESSAGE_SERVICE_UNAVAILABLE = 'Dienst vorübergehend nicht verfügbar';
export const MESSAGE_DATABASE_UNAVAILABLE =
  'Die Datenbank ist vorübergehend nicht erreichbar. Bitte versuchen Sie es in einigen Sekunden erneut.';

/** Input that fails a check without a message of its own. */
export const MESSAGE_INVALID_INPUT = 'Ungültige Eingabe';
export const MESSAGE_OBJECT_EXPECTED = 'Die Anfrage muss ein JSON-Objekt enthalten.';
export const MESSAGE_CROSS_SITE_REQUEST =
  'Anfragen von fremden Websites sind nicht erlaubt. Bitte nutzen Sie das Branchenbuch direkt.';
