import type { FieldPath } from 'react-hook-form';
import { DEFAULT_COUNTRY, WEEKDAYS, type Weekday } from './entry-options';
import { emptyEntryFormValues, type EntryFormValues, type ValidEntryFormValues } from './entry-form-schema';

type TimeField = `${Weekday}${'Open' | 'Close'}`;

/** The request body of POST /api/businesses and PUT /api/businesses/{id}; absent values are left out. */
export type EntryPayload = Pick<
  ValidEntryFormValues,
  'name' | 'category' | 'street' | 'postalCode' | 'city' | 'country'
> & {
  description?: string;
  services?: string;
  state?: Exclude<ValidEntryFormValues['state'], ''>;
  phone?: string;
  email?: string;
  website?: string;
  imageUrl?: string;
} & Partial<Record<TimeField, string>>;

/** What the server sends back for a business, as far as the form is concerned. */
export type EntrySource = {
  name: string;
  category: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  description?: string | null;
  services?: string | null;
  state?: string | null;
  phone?: string | null;
  email?: string | null;
  website?: string | null;
  imageUrl?: string | null;
} & Partial<Record<TimeField, string | null>>;

const optional = (value: string): string | undefined => (value === '' ? undefined : value);

/** "Haarschnitt ,Färben,, Beratung" → "Haarschnitt, Färben, Beratung". */
export function normalizeServices(text: string): string {
  return text
    .split(',')
    .map((item) => item.trim().replace(/\s+/g, ' '))
    .filter((item) => item !== '')
    .join(', ');
}

export function toEntryPayload(values: ValidEntryFormValues): EntryPayload {
  const payload: EntryPayload = {
    name: values.name,
    category: values.category,
    description: optional(values.description),
    services: optional(normalizeServices(values.services)),
    street: values.street,
    postalCode: values.postalCode,
    city: values.city,
    country: values.country,
    // The federal state belongs to German addresses only.
    state: values.country === 'Deutschland' && values.state !== '' ? values.state : undefined,
    phone: optional(values.phone),
    email: optional(values.email),
    website: optional(values.website),
    imageUrl: optional(values.imageUrl),
  };
  for (const day of WEEKDAYS) {
    const { open, opens, closes } = values.hours[day];
    if (open) {
      payload[`${day}Open`] = opens;
      payload[`${day}Close`] = closes;
    }
  }
  return Object.fromEntries(Object.entries(payload).filter(([, value]) => value !== undefined)) as EntryPayload;
}

/** The form prefilled from a stored business (the edit page). */
export function toEntryFormValues(business: EntrySource): EntryFormValues {
  const text = (value: string | null | undefined): string => value ?? '';
  const values = emptyEntryFormValues();
  for (const day of WEEKDAYS) {
    const opens = text(business[`${day}Open`]);
    const closes = text(business[`${day}Close`]);
    values.hours[day] = { open: opens !== '' || closes !== '', opens, closes };
  }
  return {
    ...values,
    name: business.name,
    category: business.category,
    description: text(business.description),
    services: text(business.services),
    street: business.street,
    postalCode: business.postalCode,
    city: business.city,
    country: business.country === '' ? DEFAULT_COUNTRY : business.country,
    state: text(business.state),
    phone: text(business.phone),
    email: text(business.email),
    website: text(business.website),
    imageUrl: text(business.imageUrl),
  };
}

const FORM_FIELDS = new Set<string>(Object.keys(emptyEntryFormValues()).filter((key) => key !== 'hours'));
const TIME_FIELD = /^(monday|tuesday|wednesday|thursday|friday|saturday|sunday)(Open|Close)$/;

/** Where a field error of the server ('name', 'mondayClose', …) belongs in the form; null when nowhere. */
export function formFieldOf(serverField: string): FieldPath<EntryFormValues> | null {
  const time = TIME_FIELD.exec(serverField);
  if (time !== null) {
    const day = time[1] as Weekday;
    return time[2] === 'Open' ? `hours.${day}.opens` : `hours.${day}.closes`;
  }
  return FORM_FIELDS.has(serverField) ? (serverField as FieldPath<EntryFormValues>) : null;
}
