import type { AdminBusinessFormDto } from '@/api/generated/model';
import { closurePayload } from '@/lib/business-field-rules';
import { BUSINESS_FORM_FIELDS, EMPTY_BUSINESS_FORM, type BusinessFormValues } from './business-form-schema';

/** An entry as the API returns it: the form's fields, optional ones possibly null. */
export type BusinessRecord = { [K in keyof BusinessFormValues]?: BusinessFormValues[K] | null };

const REQUIRED: readonly (keyof BusinessFormValues)[] = ['name', 'category', 'street', 'postalCode', 'city', 'country'];

/** Prefills the edit dialog: absent values become empty fields. */
export function toFormValues(business: BusinessRecord): BusinessFormValues {
  const values: Record<string, string | boolean> = { ...EMPTY_BUSINESS_FORM };
  for (const field of BUSINESS_FORM_FIELDS) {
    const value = business[field];
    if (value !== undefined && value !== null) values[field] = value;
  }
  return values as BusinessFormValues;
}

/**
 * What create and update send: trimmed text; an empty optional field is left out, which the
 * API's full replace (PUT) stores as "no value", so an edit can clear a field.
 */
export function toPayload(values: BusinessFormValues): AdminBusinessFormDto {
  const payload: Record<string, string | boolean> = {};
  for (const field of BUSINESS_FORM_FIELDS) {
    const value = values[field];
    if (typeof value !== 'string') {
      payload[field] = value;
      continue;
    }
    const trimmed = value.trim();
    if (trimmed !== '' || REQUIRED.includes(field)) payload[field] = trimmed;
  }
  delete payload.temporarilyClosed;
  delete payload.temporarilyClosedUntil;
  Object.assign(payload, closurePayload(values));
  // The form's schema has checked category and country against the API's lists before anything is sent.
  return payload as unknown as AdminBusinessFormDto;
}
