import { z } from 'zod';
import { Country, EntryCategory, State } from '@/api/generated/model';

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
  closedUntilInvalid: 'Ungültiges Datum (JJJJ-MM-TT)',
  sameOpenClose: 'Schließzeit darf nicht der Öffnungszeit entsprechen (rund um die Uhr: 00:00 bis 00:00)',
} as const;

/** The longest value the API accepts per text field (characters, after trimming). */
export const BUSINESS_FIELD_LIMITS = {
  name: 100,
  description: 2000,
  services: 500,
  street: 100,
  postalCode: 10,
  city: 50,
  phone: 50,
  fax: 50,
  email: 254,
  website: 500,
  keywords: 500,
  imageUrl: 500,
} as const;

/** The fixed lists of the API contract (specification, "Category lists" and "Business"), in its order. */
export const BUSINESS_CATEGORIES: readonly EntryCategory[] = Object.values(EntryCategory);
export const COUNTRIES: readonly Country[] = Object.values(Country);
export const DEFAULT_COUNTRY: Country = Country.Deutschland;
/** The 16 German federal states; the state is asked for only when the country is Deutschland. */
export const GERMAN_STATES: readonly State[] = Object.values(State);

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The check of a day's two valid times, as the server makes it: a closing time before the opening
 * time is past midnight (18:00–02:00) and fine; equal times are a mistake except 00:00–00:00, which
 * means open around the clock.
 */
export function openingTimesError(opens: string, closes: string): string | null {
  return opens === closes && opens !== '00:00' ? BUSINESS_FIELD_MESSAGES.sameOpenClose : null;
}
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
  if (/\s/.test(value) || value.length > BUSINESS_FIELD_LIMITS.website) return BUSINESS_FIELD_MESSAGES.websiteInvalid;
  const withHttp = HTTP_PROTOCOL.test(value) ? value : `https://${value.replace(ANY_PROTOCOL, '')}`;
  if (!hasPlausibleHost(withHttp)) return BUSINESS_FIELD_MESSAGES.websiteInvalid;
  return HTTP_PROTOCOL.test(value) ? null : BUSINESS_FIELD_MESSAGES.websiteProtocol;
}

const LIMITS = BUSINESS_FIELD_LIMITS;
const MESSAGES = BUSINESS_FIELD_MESSAGES;
const emailFormat = z.email();

const requiredText = (max: number, required: string, tooLong: string) =>
  z.string().trim().min(1, required).max(max, tooLong);
/** An optional text field: empty is allowed, longer than `max` is not. */
export const optionalText = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);
/** An optional phone-like number (phone, fax). */
export const optionalPhone = (max: number, tooLong: string, invalid: string) =>
  optionalText(max, tooLong).refine((value) => value === '' || isPlausiblePhone(value), invalid);

/** The text fields both forms share, with the API's limits and the specification's messages. */
export const BUSINESS_TEXT_FIELDS = {
  name: requiredText(LIMITS.name, MESSAGES.nameRequired, MESSAGES.nameTooLong),
  description: optionalText(LIMITS.description, MESSAGES.descriptionTooLong),
  services: optionalText(LIMITS.services, MESSAGES.servicesTooLong),
  street: requiredText(LIMITS.street, MESSAGES.streetRequired, MESSAGES.streetTooLong),
  postalCode: requiredText(LIMITS.postalCode, MESSAGES.postalCodeRequired, MESSAGES.postalCodeTooLong),
  city: requiredText(LIMITS.city, MESSAGES.cityRequired, MESSAGES.cityTooLong),
  phone: optionalPhone(LIMITS.phone, MESSAGES.phoneTooLong, MESSAGES.phoneInvalid),
  // An empty e-mail address or website counts as absent.
  email: z
    .string()
    .trim()
    .refine((value) => value === '' || (value.length <= LIMITS.email && emailFormat.safeParse(value).success), {
      message: MESSAGES.email,
    }),
  website: z
    .string()
    .trim()
    .superRefine((value, context) => {
      const message = websiteError(value);
      if (message !== null) context.addIssue({ code: 'custom', message });
    }),
};

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day that exists: '2027-02-28' yes, '2027-02-30' no. */
function isCalendarDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** "Vorübergehend geschlossen" and its optional last closed day ('' for "until further notice"). */
export const BUSINESS_CLOSURE_FIELDS = {
  temporarilyClosed: z.boolean(),
  temporarilyClosedUntil: z
    .string()
    .trim()
    .refine((value) => value === '' || (CALENDAR_DAY.test(value) && isCalendarDay(value)), MESSAGES.closedUntilInvalid),
};

/**
 * The closure as the API takes it: nothing while open (a save replaces the whole entry, so that ends a
 * closure), and the last day only while the entry is marked closed.
 */
export function closurePayload(values: { temporarilyClosed: boolean; temporarilyClosedUntil: string }): {
  temporarilyClosed?: true;
  temporarilyClosedUntil?: string;
} {
  if (!values.temporarilyClosed) return {};
  const until = values.temporarilyClosedUntil.trim();
  return until === '' ? { temporarilyClosed: true } : { temporarilyClosed: true, temporarilyClosedUntil: until };
}

/** The shared fields of an empty form. */
export const EMPTY_BUSINESS_FIELDS = {
  name: '',
  category: '',
  description: '',
  services: '',
  street: '',
  postalCode: '',
  city: '',
  country: DEFAULT_COUNTRY,
  phone: '',
  email: '',
  website: '',
  imageUrl: '',
  temporarilyClosed: false,
  temporarilyClosedUntil: '',
};
