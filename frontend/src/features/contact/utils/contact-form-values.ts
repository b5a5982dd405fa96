import type { SendContactMessageDto } from '@/api/generated/model';
import { ApiError } from '@/lib/api-client';

export interface ContactFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  privacyConsent: boolean;
}

export const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'subject', 'message', 'privacyConsent'] as const;
export type FieldName = (typeof FIELDS)[number];

const GENERIC_FAILURE = 'Ihre Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es erneut.';

export function emptyValues(subject: string): ContactFormValues {
  return { firstName: '', lastName: '', email: '', phone: '', subject, message: '', privacyConsent: false };
}

export function toContactPayload(values: ContactFormValues): SendContactMessageDto {
  const phone = values.phone.trim();
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    ...(phone === '' ? {} : { phone }),
    subject: values.subject,
    message: values.message,
    privacyConsent: values.privacyConsent,
  };
}

/** The German text for a failed send: the server's message when it gave one. */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0 || error.serverMessage !== undefined) return error.serverMessage ?? error.message;
  }
  return GENERIC_FAILURE;
}
