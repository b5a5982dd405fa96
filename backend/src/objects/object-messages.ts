import { MB } from './upload-limits';

/** The German messages of the objects module (uploads, stored images, object paths), as the specification words them. */
export const MESSAGE_ONLY_IMAGES = 'Nur Bilddateien erlaubt';
export const MESSAGE_INVALID_FILE_SIZE = 'Ungültige Dateigröße';
/** The schema's bound on maxSize (SCHEMA_UPLOAD_LIMIT in objects.dto.ts). */
export const MESSAGE_MAX_FILE_SIZE = 'Maximale Dateigröße: 10MB';
export const MESSAGE_IMAGE_UNREADABLE = 'Die Bilddatei ist beschädigt und kann nicht gelesen werden.';
export const MESSAGE_TOO_MANY_PIXELS = 'Das Bild hat zu viele Pixel (höchstens 40 Megapixel).';
export const MESSAGE_PATH_REQUIRED = 'Objektpfad erforderlich';
export const MESSAGE_PATH_TOO_LONG = 'Objektpfad zu lang';
export const MESSAGE_PATH_INVALID = 'Ungültiger Objektpfad';
export const MESSAGE_PATH_TRAVERSAL = 'Pfad-Traversierung nicht erlaubt';
export const MESSAGE_UPLOAD_EXPIRED = 'Die Upload-URL ist abgelaufen.';
export const MESSAGE_UPLOAD_SIGNATURE = 'Ungültige Upload-URL';
export const MESSAGE_UPLOAD_FORM = 'Das Upload-Formular enthält keine Datei im Feld file.';
export const MESSAGE_UPLOAD_UNKNOWN = 'Upload nicht gefunden oder bereits verarbeitet';
export const MESSAGE_UPLOAD_MISSING = 'Es wurde noch keine Datei hochgeladen.';
export const MESSAGE_UPLOAD_USED = 'Über diese Upload-URL wurde bereits eine Datei hochgeladen.';
export const MESSAGE_STORAGE_FULL = 'Der Speicherplatz für Bilder ist erschöpft. Bitte versuchen Sie es später erneut.';

export function sizeLimitMessage(limit: number): string {
  const megabytes = limit / MB;
  const text = Number.isInteger(megabytes) ? String(megabytes) : megabytes.toFixed(1).replace('.', ',');
  return `Die Datei darf maximal ${text}MB groß sein`;
}
