import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { applyServerFieldErrors } from './server-field-errors';

type Values = { name: string; email: string; entries: { endsOn: string }[] };

function validationError(errors: { field: string; message: string }[]): ApiError {
  return new ApiError(
    400,
    { statusCode: 400, error: 'Bad Request', code: 'VALIDATION_FAILED', message: errors[0]?.message ?? '', errors },
    '400: …',
  );
}

describe('applyServerFieldErrors', () => {
  it('puts each error at its field by the server’s names and focuses only the first', () => {
    const setError = vi.fn();
    const error = validationError([
      { field: 'name', message: 'Firmenname ist erforderlich' },
      { field: 'entries.0.endsOn', message: 'Ungültiges Datum' },
    ]);
    expect(applyServerFieldErrors<Values>(error, setError)).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['name', { type: 'server', message: 'Firmenname ist erforderlich' }, { shouldFocus: true }],
      ['entries.0.endsOn', { type: 'server', message: 'Ungültiges Datum' }, { shouldFocus: false }],
    ]);
  });

  it.each([
    ['a list of fields', ['name', 'email'] as const],
    ['a mapping', (field: string) => (field === 'mail' || field === 'email' ? ('email' as const) : null)],
  ])('with %s, skips the server fields the form does not show', (_, fields) => {
    const setError = vi.fn();
    const error = validationError([
      { field: 'unbekannt', message: 'x' },
      { field: 'email', message: 'Ungültige E-Mail-Adresse' },
    ]);
    expect(applyServerFieldErrors<Values>(error, setError, fields)).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'Ungültige E-Mail-Adresse' }, { shouldFocus: true }],
    ]);
  });

  it('with a mapping, renames a server field', () => {
    const setError = vi.fn();
    const error = validationError([{ field: 'mail', message: 'Ungültige E-Mail-Adresse' }]);
    expect(applyServerFieldErrors<Values>(error, setError, (field) => (field === 'mail' ? 'email' : null))).toBe(true);
    expect(setError).toHaveBeenCalledWith('email', expect.objectContaining({ message: 'Ungültige E-Mail-Adresse' }), {
      shouldFocus: true,
    });
  });

  it('reports false when no error found a field, and for failures that are no API error', () => {
    const setError = vi.fn();
    expect(applyServerFieldErrors<Values>(validationError([{ field: 'x', message: 'y' }]), setError, ['name'])).toBe(
      false,
    );
    expect(applyServerFieldErrors<Values>(new ApiError(500, undefined, '500: Fehler'), setError)).toBe(false);
    expect(applyServerFieldErrors<Values>(new Error('Netzwerkfehler'), setError)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
