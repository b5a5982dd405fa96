import { ApiError } from '@/lib/api-client';

const GENERIC_FAILURE = 'Das hat nicht geklappt. Bitte versuchen Sie es erneut.';

/** The server's German message for a failed call, or a plain one. */
export function ownerFailureMessage(error: unknown): string {
  return (error instanceof ApiError ? error.serverMessage : undefined) ?? GENERIC_FAILURE;
}
