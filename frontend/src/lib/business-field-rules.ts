/**
 * The business fields' rules shared by the public entry form and the admin dialog: the
 * specification's section 5 messages word for word, and the server's checks for phone,
 * website and opening times, so both forms refuse exactly what the API refuses.
 */
export const BUSINESS_FIELD_MESSAGES = {
  nameRequired: 'Firmenname ist erforderlich',
  nameTooLong: 'Firmenname zu lang',
  category: 'Ungültige Kategorie',
  descriptionTooLong: 'Beschreibung zu lang',
  servicesTooLong: 'Dienstleistungen zu lang',
  streetRequired: 'Straße und Hausnummer ist erforderlich',
  streetTooLong: 'Adresse zu lang',
  postalCodeRequired: 'PLZ ist erforderlich',
  postalCodeTooLong: 'PLZ zu lang',
  cityRequired: 'Stadt ist erforderlich',
  cityTooLong: 'Stadt zu lang',
  country: 'Bitte wählen Sie ein Land aus',
  phoneInvalid: 'Ungültige Telefonnummer',
  phoneTooLong: 'Telefonnummer zu lang',
  email: 'Ungültige E-Mail-Adresse',
  websiteInvalid: 'Ungültige Website-URL',
  websiteProtocol: 'Website muss mit http:// oder https:// beginnen',
  timeInvalid: 'Ungültige Uhrzeit (HH:MM)',
  closeBeforeOpen: 'Schließzeit muss nach der Öffnungszeit liegen',
} as const;

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const WEBSITE_MAX_LENGTH = 500;
const HTTP_PROTOCOL = /^https?:\/\//i;
const ANY_PROTOCOL = /^[a-z][a-z\d+.-]*:\/\//i;

/** Digits, spaces, +, /, -, ., parentheses, with at least three digits (as the server checks). */
export function isPlausiblePhone(value: string): boolean {
  return /^\+?[\d\s()/.-]+$/.test(value) && (value.match(/\d/g)?.length ?? 0) >= 3;
}

/** A host name with a top-level domain of letters ("beispiel.de", "www.müller-bau.at"). */
function hasPlausibleHost(url: string): boolean {
  try {
    const { hostname } = new URL(url);
    const labels = hostname.split('.');
    return (
      labels.length >= 2 &&
      labels.every((label) => label !== '') &&
      /^(xn--[a-z\d-]+|[a-z]{2,})$/i.test(labels.at(-1) ?? '')
    );
  } catch {
    return false;
  }
}

/**
 * The website check in the server's order: first whether it is a URL at all (a missing
 * protocol is allowed at this step), then whether it starts with http:// or https://.
 */
export function websiteError(value: string): string | null {
  if (value === '') return null;
  if (/\s/.test(value) || value.length > WEBSITE_MAX_LENGTH) return BUSINESS_FIELD_MESSAGES.websiteInvalid;
  const withHttp = HTTP_PROTOCOL.test(value) ? value : `https://${value.replace(ANY_PROTOCOL, '')}`;
  if (!hasPlausibleHost(withHttp)) return BUSINESS_FIELD_MESSAGES.websiteInvalid;
  return HTTP_PROTOCOL.test(value) ? null : BUSINESS_FIELD_MESSAGES.websiteProtocol;
}

/** The seven days, Montag to Sonntag, with the keys of the API's opening-hours fields. */
export const WEEKDAYS = [
  { key: 'monday', label: 'Montag' },
  { key: 'tuesday', label: 'Dienstag' },
  { key: 'wednesday', label: 'Mittwoch' },
  { key: 'thursday', label: 'Donnerstag' },
  { key: 'friday', label: 'Freitag' },
  { key: 'saturday', label: 'Samstag' },
  { key: 'sunday', label: 'Sonntag' },
] as const;
