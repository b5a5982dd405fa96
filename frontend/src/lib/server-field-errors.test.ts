import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { applyServerFieldErrors, fieldsNamed } from './server-field-errors';

const refused = new ApiError(
  400,
  {
    statusCode: 400,
    error: 'Bad Request',
    code: 'VALIDATION_FAILED',
    message: 'Telefonnummer ist erforderlich',
    errors: [
      { field: 'phone', message: 'Telefonnummer ist erforderlich' },
      { field: 'unbekannt', message: 'x' },
      { field: 'email', message: 'Ungültige E-Mail-Adresse' },
    ],
  },
  '400: …',
);

type Values = { name: string; phone: string; email: string };

describe('applyServerFieldErrors', () => {
  it('puts the errors of the form’s fields on them, focusing the first, and tells that it did', () => {
    const setError = vi.fn();
    expect(applyServerFieldErrors<Values>(refused, setError, fieldsNamed<Values>(['name', 'phone', 'email']))).toBe(
      true,
    );
    expect(setError.mock.calls).toEqual([
      ['phone', { type: 'server', message: 'Telefonnummer ist erforderlich' }, { shouldFocus: true }],
      ['email', { type: 'server', message: 'Ungültige E-Mail-Adresse' }, { shouldFocus: false }],
    ]);
  });

  it('follows a form’s own names (nested fields) and leaves the rest to the caller', () => {
    const setError = vi.fn();
    const fieldOf = (field: string) => (field === 'phone' ? ('contact.phone' as never) : null);
    expect(applyServerFieldErrors(refused, setError, fieldOf)).toBe(true);
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError.mock.calls[0][0]).toBe('contact.phone');
    expect(applyServerFieldErrors(refused, vi.fn(), () => null)).toBe(false);
  });

  it('does nothing for a failure that is not the API’s answer', () => {
    const setError = vi.fn();
    expect(applyServerFieldErrors(new Error('Netzwerk weg'), setError)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
