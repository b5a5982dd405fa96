import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts the server's field errors (a 400's `errors`, by the API's field names) onto the form's fields, focusing the
 * first. `fieldOf` names the form field of a server field, or null for one the form does not show; by default the
 * names are the same (nested ones too: `entries.0.endsOn`). Returns whether any error found a field.
 */
export function applyServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fieldOf: (serverField: string) => Path<Values> | null = (serverField) => serverField as Path<Values>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let matched = false;
  for (const [serverField, message] of Object.entries(error.fieldErrors())) {
    const field = fieldOf(serverField);
    if (field === null) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !matched });
    matched = true;
  }
  return matched;
}

/** A `fieldOf` for a form whose fields have the API's names: those in `names`, and no other. */
export function fieldsNamed<Values extends FieldValues>(
  names: readonly Path<Values>[],
): (serverField: string) => Path<Values> | null {
  return (serverField) => ((names as readonly string[]).includes(serverField) ? (serverField as Path<Values>) : null);
}
