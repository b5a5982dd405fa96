import type { AdminBusinessFormDto } from '@/api/generated/model';
import { sharedBusinessPayload } from '@/components/business-form/business-form-payload';
import type { BusinessFormValues } from '@/components/business-form/business-form-schema';

/**
 * What the admin's create and update send: the shared fields, and the admin's own fax, keywords and
 * "Verifiziert" (an empty optional field left out, so an edit can clear it). The admin form has no
 * federal state. Takes the unparsed values too: the list's "Verifizieren" resends a stored entry as is.
 */
export function toPayload(values: BusinessFormValues): AdminBusinessFormDto {
  const payload = sharedBusinessPayload(values);
  for (const field of ['fax', 'keywords'] as const) {
    const value = values[field].trim();
    if (value !== '') payload[field] = value;
  }
  payload.verified = values.verified;
  // The form's schema has checked category and country against the API's lists before anything is sent.
  return payload as unknown as AdminBusinessFormDto;
}
