import { coded } from '../common/error-codes';
import { OFFSET_LINK_MAX_PAGE } from '../common/pagination';
import { RADIUS_KM, SPECIAL_HOURS_MAX, SPECIAL_HOURS_MAX_DAYS, SPECIAL_HOURS_NOTE_MAX } from './business-constants';

/** The German messages of the businesses module (entries, opening hours, closures), as the specification words them. */
export const TIME_MESSAGE = 'Ungültige Uhrzeit (HH:MM)';

/** Equal times are a mistake, except 00:00–00:00 (AROUND_THE_CLOCK in opening-hours.ts). */
export const SAME_OPEN_CLOSE_MESSAGE =
  'Schließzeit darf nicht der Öffnungszeit entsprechen (rund um die Uhr: 00:00 bis 00:00)';
export const MESSAGE_FOREIGN_IMAGE_HOST = 'Nur Bilder aus dem Object-Storage dieses Verzeichnisses erlaubt';
export const COUNTRY_MESSAGE = 'Bitte wählen Sie ein Land aus';
export const DATE_FORMAT_MESSAGE = 'Ungültiges Datum (JJJJ-MM-TT)';

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

export const MIN_RATING_MESSAGE = 'Mindestbewertung muss eine ganze Zahl von 1 bis 5 sein';
export const RADIUS_MESSAGE = `Der Umkreis muss zwischen ${RADIUS_KM.min} und ${RADIUS_KM.max} km liegen`;
export const NEAR_MESSAGE = 'Ungültiger Ort für die Umkreissuche';
export const DISTANCE_WITHOUT_NEAR_MESSAGE =
  'Nach Entfernung sortieren geht nur mit einem Ort für die Umkreissuche (near)';
export const RADIUS_WITHOUT_NEAR_MESSAGE = 'Ein Umkreis braucht einen Ort (near)';
/** Answered (400) when `near` names no known postal code or place in Germany, Austria or Switzerland. */
export const unknownPlaceMessage = (near: string): string => `Ort „${near}“ nicht gefunden`;

/** A Wo of one letter or one digit (refusedPlace in business-search-shape.ts). */
export const SHORT_CITY_MESSAGE = 'Bitte geben Sie mindestens 2 Zeichen für den Ort ein.';
export const SHORT_POSTAL_CODE_MESSAGE = 'Bitte geben Sie mindestens 2 Ziffern der Postleitzahl ein.';
export const CURSOR_MESSAGE = 'Ungültiger Seitenverweis';
/**
 * A page by number past those the Link header links by number, of more matches than were counted
 * (planPage in business-search-plan.ts): the next links' cursors reach it; nearest first has none.
 */
export const DEEP_PAGE_MESSAGE = `Seiten nach Seite ${OFFSET_LINK_MAX_PAGE} sind bei so vielen Treffern nur über „Weiter“ erreichbar`;
export const DEEP_DISTANCE_PAGE_MESSAGE =
  `Nach Entfernung sortiert reichen die Seiten bei so vielen Treffern bis Seite ${OFFSET_LINK_MAX_PAGE}; ` +
  'ein kleinerer Umkreis grenzt die Suche ein';

export const SPECIAL_TOO_MANY_MESSAGE = `Höchstens ${SPECIAL_HOURS_MAX} abweichende Öffnungszeiten`;
export const SPECIAL_NOTE_MESSAGE = `Der Hinweis darf höchstens ${SPECIAL_HOURS_NOTE_MAX} Zeichen haben`;

export const SPECIAL_BOTH_TIMES_MESSAGE =
  'Bitte geben Sie Öffnungs- und Schließzeit an – oder keine von beiden, wenn geschlossen ist';
export const SPECIAL_ORDER_MESSAGE = 'Der letzte Tag darf nicht vor dem ersten liegen';
export const SPECIAL_PAST_MESSAGE = 'Der letzte Tag darf nicht in der Vergangenheit liegen';
export const SPECIAL_SPAN_MESSAGE = `Ein Zeitraum darf höchstens ${SPECIAL_HOURS_MAX_DAYS} Tage umfassen`;
export const SPECIAL_OVERLAP_MESSAGE = 'Die Zeiträume dürfen sich nicht überschneiden';

/** Past the concurrent searches a process or one client address may run. */
export const SEARCH_BUSY_MESSAGE =
  'Die Suche ist gerade ausgelastet. Bitte versuchen Sie es in einigen Sekunden erneut.';
/** A search whose statement did not finish within the budget (SEARCH_BUDGET_MS). */
export const SEARCH_BUDGET_MESSAGE =
  'Diese Suche dauert zu lange. Bitte grenzen Sie sie ein (z. B. mit einem genaueren Ort oder Suchbegriff) ' +
  'oder versuchen Sie es in einigen Sekunden erneut.';

export const BUSINESS_NOT_FOUND = 'Unternehmen nicht gefunden';
/** The same errors with their stable codes, as thrown and documented. */
export const BUSINESS_NOT_FOUND_ERROR = coded('BUSINESS_NOT_FOUND', BUSINESS_NOT_FOUND);

/** The fields of the entry form and of the search (business.dto.ts, business-search-query.dto.ts, special-hours.dto.ts). */
export const SEARCH_TEXT_MESSAGE = 'Ungültiger Suchbegriff';
export const SEARCH_TEXT_TOO_LONG_MESSAGE = 'Suchbegriff zu lang';
export const CATEGORY_TOO_LONG_MESSAGE = 'Kategorie zu lang';
export const CITY_MESSAGE = 'Ungültige Stadt';
export const NEAR_TOO_LONG_MESSAGE = 'Ort für die Umkreissuche zu lang';
export const NAME_REQUIRED_MESSAGE = 'Firmenname ist erforderlich';
export const NAME_TOO_LONG_MESSAGE = 'Firmenname zu lang';
export const DESCRIPTION_MESSAGE = 'Beschreibung muss ein Text sein';
export const DESCRIPTION_TOO_LONG_MESSAGE = 'Beschreibung zu lang';
export const SERVICES_MESSAGE = 'Dienstleistungen muss ein Text sein';
export const SERVICES_TOO_LONG_MESSAGE = 'Dienstleistungen zu lang';
export const STREET_REQUIRED_MESSAGE = 'Straße und Hausnummer ist erforderlich';
export const STREET_TOO_LONG_MESSAGE = 'Adresse zu lang';
export const POSTAL_CODE_REQUIRED_MESSAGE = 'PLZ ist erforderlich';
export const POSTAL_CODE_TOO_LONG_MESSAGE = 'PLZ zu lang';
export const CITY_REQUIRED_MESSAGE = 'Stadt ist erforderlich';
export const CITY_TOO_LONG_MESSAGE = 'Stadt zu lang';
export const PHONE_TOO_LONG_MESSAGE = 'Telefonnummer zu lang';
export const IMAGE_URL_TOO_LONG_MESSAGE = 'URL zu lang';
export const SPECIAL_ENTRIES_MESSAGE = 'entries muss eine Liste sein';
export const SPECIAL_ENTRY_MESSAGE = 'Jeder Eintrag muss ein Objekt sein';
