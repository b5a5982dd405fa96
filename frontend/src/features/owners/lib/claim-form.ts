import type { CreateClaimDto } from '@/api/generated/model';

export interface ClaimFormValues {
  name: string;
  email: string;
  phone: string;
  role: string;
  message: string;
}

export const CLAIM_FIELDS = ['name', 'email', 'phone', 'role', 'message'] as const;
export type ClaimField = (typeof CLAIM_FIELDS)[number];

export const EMPTY_CLAIM: ClaimFormValues = { name: '', email: '', phone: '', role: '', message: '' };

/** The body of POST /api/businesses/{id}/claims: an empty message is left out. */
export function toClaimPayload(values: ClaimFormValues): CreateClaimDto {
  const message = values.message.trim();
  return {
    name: values.name,
    email: values.email,
    phone: values.phone,
    role: values.role,
    ...(message === '' ? {} : { message }),
  };
}
