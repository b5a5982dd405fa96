import { REJECTION_REASON_MAX } from '../businesses/business-constants';
import { coded } from '../common/error-codes';
import type { ImportOutcome } from '../import/import.service';

/** The German messages of the admin module (sign-in, trash, import, images), as the specification words them. */
export const MESSAGE_WRONG_CREDENTIALS = 'Benutzername oder Passwort ist falsch';
export const WRONG_CREDENTIALS_ERROR = coded('INVALID_CREDENTIALS', MESSAGE_WRONG_CREDENTIALS);

export function tooManyLoginAttemptsMessage(windowMs: number): string {
  const minutes = Math.ceil(windowMs / 60_000);
  return `Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in ${minutes} Minuten erneut.`;
}

/** The lockout message with the default THROTTLE_LOGIN_WINDOW_SECONDS, as the API documents it. */
export const MESSAGE_TOO_MANY_ATTEMPTS = tooManyLoginAttemptsMessage(15 * 60 * 1000);
export const MESSAGE_NOT_IN_TRASH = 'Dieser Eintrag ist nicht im Papierkorb.';
export const MESSAGE_IMPORT_FAILED = 'Import fehlgeschlagen. Die bisherigen Daten sind unverändert.';
export const IMPORT_FAILED_ERROR = coded('IMPORT_FAILED', MESSAGE_IMPORT_FAILED);

/** The dashboard's summary of an import, in German. */
export function importMessage({ imported, keptEntries, removedEntries, removedReviews }: ImportOutcome): string {
  const number = (value: number): string => value.toLocaleString('de-DE');
  const parts = [`${number(imported)} ${imported === 1 ? 'Eintrag' : 'Einträge'} importiert.`];
  parts.push(
    keptEntries === 1
      ? '1 Eintrag aus dem Eintragsformular oder dem Admin-Bereich bleibt mit seinen Bewertungen erhalten.'
      : `${number(keptEntries)} Einträge aus dem Eintragsformular oder dem Admin-Bereich bleiben mit ihren Bewertungen erhalten.`,
  );
  if (removedEntries > 0) {
    const reviews = `${number(removedReviews)} ${removedReviews === 1 ? 'Bewertung' : 'Bewertungen'}`;
    parts.push(
      removedEntries === 1
        ? `Entfernt: 1 importierter Eintrag, der nicht mehr im Datensatz steht, mit ${reviews}.`
        : `Entfernt: ${number(removedEntries)} importierte Einträge, die nicht mehr im Datensatz stehen, mit ${reviews}.`,
    );
  }
  return parts.join(' ');
}

export function formCustomersMarkedMessage(count: number): string {
  return `${count} ${count === 1 ? 'Formular-Kunde' : 'Formular-Kunden'} markiert`;
}

export const MESSAGE_HASHING_BUSY =
  'Der Server ist gerade ausgelastet. Bitte versuchen Sie es in einigen Sekunden erneut.';
export const MESSAGE_CHOOSE_IMAGE = 'Bitte wählen Sie eine Bilddatei aus';

/** Sign-in (admin-auth.dto.ts) and a new password (password-hashing.ts). */
export const USERNAME_REQUIRED_MESSAGE = 'Benutzername erforderlich';
export const USERNAME_TOO_LONG_MESSAGE = 'Benutzername zu lang';
export const PASSWORD_REQUIRED_MESSAGE = 'Passwort erforderlich';
export const PASSWORD_TOO_LONG_MESSAGE = 'Passwort zu lang';
export const NEW_PASSWORD_TOO_LONG_MESSAGE = 'Das Passwort darf höchstens 1000 Zeichen lang sein.';

export function passwordTooShortMessage(minLength: number): string {
  return `Das Passwort muss mindestens ${minLength} Zeichen lang sein.`;
}

/** The dashboard's filters and the admin form (admin-businesses.dto.ts); `verified` as a filter is VERIFIED_FILTER_MESSAGE. */
export const FORM_CUSTOMERS_FILTER_MESSAGE = 'formCustomers muss true oder false sein';
export const DELETED_FILTER_MESSAGE = 'deleted muss true oder false sein';
export const STATUS_FILTER_MESSAGE = 'Ungültiger Prüfstand';
export const REJECTION_REASON_REQUIRED_MESSAGE = 'Bitte geben Sie einen Grund für die Ablehnung an';
export const REJECTION_REASON_TOO_LONG_MESSAGE = `Der Grund darf höchstens ${REJECTION_REASON_MAX} Zeichen lang sein`;
export const FAX_MESSAGE = 'Ungültige Faxnummer';
export const FAX_TOO_LONG_MESSAGE = 'Faxnummer zu lang';
export const KEYWORDS_MESSAGE = 'Ungültige Stichwörter';
export const KEYWORDS_TOO_LONG_MESSAGE = 'Stichwörter zu lang';
export const VERIFIED_MESSAGE = 'Verifiziert muss true oder false sein';
