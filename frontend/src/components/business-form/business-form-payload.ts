import { closurePayload } from '@/lib/business-field-rules';
import { WEEKDAYS, type OpeningTimeField } from '@/lib/weekdays';
import { emptyBusinessFormValues, type BusinessFormValues } from './business-form-schema';

/** The form's text fields, named as the API names them, and the API's opening-time fields. */
type StoredText = Exclude<keyof BusinessFormValues, 'hours' | 'verified' | 'temporarilyClosed'> | OpeningTimeField;

/** An entry as the API returns it (public, owner or admin shape): absent values null or missing. */
export type StoredBusiness = { [K in StoredText]?: string | null } & {
  verified?: boolean | null;
  temporarilyClosed?: boolean | null;
};

/** "Haarschnitt ,Färben,, Beratung" → "Haarschnitt, Färben, Beratung". */
export function normalizeServices(text: string): string {
  return text
    .split(',')
    .map((item) => item.trim().replace(/\s+/g, ' '))
    .filter((item) => item !== '')
    .join(', ');
}

/** Every form prefilled from a stored business: absent values become empty fields, a day with times is open. */
export function toBusinessFormValues(business: StoredBusiness): BusinessFormValues {
  const text = (value: string | null | undefined): string => value ?? '';
  const values = emptyBusinessFormValues();
  for (const { key: day } of WEEKDAYS) {
    const opens = text(business[`${day}Open`]);
    const closes = text(business[`${day}Close`]);
    values.hours[day] = { open: opens !== '' || closes !== '', opens, closes };
  }
  for (const field of Object.keys(values) as (keyof BusinessFormValues)[]) {
    const value = field === 'hours' ? null : business[field];
    if (value !== undefined && value !== null) Object.assign(values, { [field]: value });
  }
  return values;
}

/** The body fields every form sends: trimmed text, optional ones left out when empty, open days' times. */
export type SharedBusinessPayload = Record<string, string | boolean>;

/**
 * What every form sends of the shared fields. An empty optional field is left out, which the API's full
 * replace (PUT) stores as "no value", so an edit can clear a field; required fields stay even when empty,
 * so the server names them.
 */
export function sharedBusinessPayload(values: BusinessFormValues): SharedBusinessPayload {
  const payload: SharedBusinessPayload = {};
  for (const field of ['name', 'category', 'street', 'postalCode', 'city', 'country'] as const) {
    payload[field] = values[field].trim();
  }
  const optional = { ...values, services: normalizeServices(values.services) };
  for (const field of ['description', 'services', 'phone', 'email', 'website', 'imageUrl'] as const) {
    const value = optional[field].trim();
    if (value !== '') payload[field] = value;
  }
  Object.assign(payload, closurePayload(values));
  for (const { key: day } of WEEKDAYS) {
    const { open, opens, closes } = values.hours[day];
    if (open) {
      payload[`${day}Open`] = opens;
      payload[`${day}Close`] = closes;
    }
  }
  return payload;
}
