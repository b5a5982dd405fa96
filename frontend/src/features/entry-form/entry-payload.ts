import type { FieldPath } from 'react-hook-form';
import type { BusinessDto, CreateBusinessDto } from '@/api/generated/model';
import { closurePayload, DEFAULT_COUNTRY } from '@/lib/business-field-rules';
import { WEEKDAYS, type Weekday } from '@/lib/weekdays';
import { emptyEntryFormValues, type EntryFormValues, type ValidEntryFormValues } from './entry-form-schema';

const optional = (value: string): string | undefined => (value === '' ? undefined : value);

/** "Haarschnitt ,Färben,, Beratung" → "Haarschnitt, Färben, Beratung". */
export function normalizeServices(text: string): string {
  return text
    .split(',')
    .map((item) => item.trim().replace(/\s+/g, ' '))
    .filter((item) => item !== '')
    .join(', ');
}

/** The body of POST /api/businesses and PUT /api/businesses/{id}; absent values are left out. */
export function toEntryPayload(values: ValidEntryFormValues): CreateBusinessDto {
  const payload: CreateBusinessDto = {
    name: values.name,
    category: values.category,
    description: optional(values.description),
    services: optional(normalizeServices(values.services)),
    street: values.street,
    postalCode: values.postalCode,
    city: values.city,
    country: values.country,
    // The federal state belongs to German addresses only.
    state: values.country === DEFAULT_COUNTRY && values.state !== '' ? values.state : undefined,
    phone: optional(values.phone),
    email: optional(values.email),
    website: optional(values.website),
    imageUrl: optional(values.imageUrl),
    ...closurePayload(values),
  };
  for (const { key: day } of WEEKDAYS) {
    const { open, opens, closes } = values.hours[day];
    if (open) {
      payload[`${day}Open`] = opens;
      payload[`${day}Close`] = closes;
    }
  }
  return Object.fromEntries(Object.entries(payload).filter(([, value]) => value !== undefined)) as CreateBusinessDto;
}

/** The form prefilled from a stored business (the edit page). */
export function toEntryFormValues(business: BusinessDto): EntryFormValues {
  const text = (value: string | null | undefined): string => value ?? '';
  const values = emptyEntryFormValues();
  for (const { key: day } of WEEKDAYS) {
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
    country: business.country,
    state: text(business.state),
    phone: text(business.phone),
    email: text(business.email),
    website: text(business.website),
    imageUrl: text(business.imageUrl),
    temporarilyClosed: business.temporarilyClosed,
    temporarilyClosedUntil: text(business.temporarilyClosedUntil),
  };
}

const FORM_FIELDS = new Set<string>(Object.keys(emptyEntryFormValues()).filter((key) => key !== 'hours'));
const TIME_FIELD = new RegExp(`^(${WEEKDAYS.map(({ key }) => key).join('|')})(Open|Close)$`);

/** Where a field error of the server ('name', 'mondayClose', …) belongs in the form; null when nowhere. */
export function formFieldOf(serverField: string): FieldPath<EntryFormValues> | null {
  const time = TIME_FIELD.exec(serverField);
  if (time !== null) {
    const day = time[1] as Weekday;
    return time[2] === 'Open' ? `hours.${day}.opens` : `hours.${day}.closes`;
  }
  return FORM_FIELDS.has(serverField) ? (serverField as FieldPath<EntryFormValues>) : null;
}
