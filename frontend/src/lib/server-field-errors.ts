import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/** Which form field shows a server field's error: a mapping (null when the form does not show it) or a list. */
export type ServerFieldMapping<Values extends FieldValues> =
  ((serverField: string) => Path<Values> | null) | readonly Path<Values>[];

/**
 * Puts the server's field errors (a 400's `errors`, by the API's field names) onto the form's fields, focusing the
 * first: the one way every form shows them. `fields` lists the form's fields named as the server names them, or
 * maps a server field to a form field (null for one the form does not show); by default the names are the same
 * (nested ones too: `entries.0.endsOn`). Returns whether any error found a field.
 */
export function applyServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: ServerFieldMapping<Values> = (serverField) => serverField as Path<Values>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  const fieldOf =
    typeof fields === 'function'
      ? fields
      : (serverField: string) => fields.find((field) => field === serverField) ?? null;
  let matched = false;
  for (const [serverField, message] of Object.entries(error.fieldErrors())) {
    const field = fieldOf(serverField);
    if (field === null) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !matched });
    matched = true;
  }
  return matched;
}
