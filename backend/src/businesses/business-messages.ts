import { coded } from '../common/error-codes';

/** The German messages of the businesses module (entries, opening hours, closures), as the specification words them. */
export const TIME_MESSAGE = 'Ungültige Uhrzeit (HH:MM)';

/** Equal times are a mistake, except 00:00–00:00 (AROUND_THE_CLOCK in opening-hours.ts). */
export const SAME_OPEN_CLOSE_MESSAGE =
  'Schließzeit darf nicht der Öffnungszeit entsprechen (rund um die Uhr: 00:00 bis 00:00)';
export const MESSAGE_FOREIGN_IMAGE_HOST = 'Nur Bilder aus dem Object-Storage dieses Verzeichnisses erlaubt';
export const COUNTRY_MESSAGE = 'Bitte wählen Sie ein Land aus';
export const CLOSED_UNTIL_FORMAT_MESSAGE = 'Ungültiges Datum (JJJJ-MM-TT)';

export const CLOSED_UNTIL_WITHOUT_CLOSURE_MESSAGE =
  'Ein Datum „geschlossen bis“ ist nur bei vorübergehend geschlossenen Einträgen möglich';
export const CLOSED_UNTIL_PAST_MESSAGE = 'Das Datum „geschlossen bis“ darf nicht in der Vergangenheit liegen';

export const EDIT_LOCKED_BY_ADMIN =
  'Dieser Eintrag wurde von der Redaktion bearbeitet und kann nicht mehr mit dem Bearbeitungslink geändert werden.';

export const EDIT_FORBIDDEN =
  'Bearbeitung nicht erlaubt: Der Bearbeitungszeitraum ist abgelaufen oder der Schlüssel ist ungültig.';

export const EDIT_LOCKED_BY_ADMIN_ERROR = coded('EDIT_LOCKED_BY_ADMIN', EDIT_LOCKED_BY_ADMIN);

export const EDIT_FORBIDDEN_ERROR = coded('EDIT_TOKEN_EXPIRED', EDIT_FORBIDDEN);

/** The fields of a business and the search parameters. */
export const BUSINESS_ID_REQUIRED_MESSAGE = 'Business-ID erforderlich';
export const BUSINESS_ID_TOO_LONG_MESSAGE = 'Business-ID zu lang';
export const BUSINESS_ID_FORMAT_MESSAGE = 'Ungültige Business-ID Format';
export const SORT_MESSAGE = 'Ungültige Sortierung';
export const OPEN_NOW_MESSAGE = 'openNow muss true oder false sein';
export const VERIFIED_FILTER_MESSAGE = 'verified muss true oder false sein';
export const CATEGORY_MESSAGE = 'Ungültige Kategorie';
export const PHONE_MESSAGE = 'Ungültige Telefonnummer';
export const EMAIL_MESSAGE = 'Ungültige E-Mail-Adresse';
export const WEBSITE_MESSAGE = 'Ungültige Website-URL';
export const WEBSITE_PROTOCOL_MESSAGE = 'Website muss mit http:// oder https:// beginnen';
export const IMAGE_URL_MESSAGE = 'Ungültige URL';
export const OBJECT_STORAGE_URL_MESSAGE = 'Nur Object-Storage URLs erlaubt';
export const TEMPORARILY_CLOSED_MESSAGE = 'Vorübergehend geschlossen muss true oder false sein';
export const STATE_MESSAGE = 'Ungültiges Bundesland';
