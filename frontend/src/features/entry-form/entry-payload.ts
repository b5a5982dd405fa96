import type { CreateBusinessDto } from '@/api/generated/model';
import { sharedBusinessPayload } from '@/components/business-form/business-form-payload';
import type { ValidBusinessFormValues } from '@/components/business-form/business-form-schema';
import { DEFAULT_COUNTRY } from '@/lib/business-field-rules';

/** The body of POST /api/businesses and PUT /api/businesses/{id}: the shared fields and the federal state. */
export function toEntryPayload(values: ValidBusinessFormValues): CreateBusinessDto {
  // The federal state belongs to German addresses only.
  const state = values.country === DEFAULT_COUNTRY && values.state !== '' ? { state: values.state } : {};
  // The schema has checked category, country and state against the API's lists before anything is sent.
  return { ...sharedBusinessPayload(values), ...state } as unknown as CreateBusinessDto;
}
