import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { claimFieldErrors, toClaimPayload } from './claim-form';

const values = { name: 'Erika', email: 'e@example.de', phone: '089 1', role: 'Inhaberin', message: '  ' };

describe('claim form', () => {
  it('leaves an empty message out of the payload and keeps a written one', () => {
    expect(toClaimPayload(values)).toEqual({ name: 'Erika', email: 'e@example.de', phone: '089 1', role: 'Inhaberin' });
    expect(toClaimPayload({ ...values, message: ' Seit 2019 ' }).message).toBe('Seit 2019');
  });

  it('maps the server’s field errors onto the form’s fields only', () => {
    const error = new ApiError(
      400,
      {
        statusCode: 400,
        error: 'Bad Request',
        code: 'VALIDATION_FAILED',
        message: 'Telefonnummer ist erforderlich',
        errors: [
          { field: 'phone', message: 'Telefonnummer ist erforderlich' },
          { field: 'unbekannt', message: 'x' },
        ],
      },
      '400: …',
    );
    expect(claimFieldErrors(error)).toEqual({ phone: 'Telefonnummer ist erforderlich' });
    expect(claimFieldErrors(new Error('weg'))).toEqual({});
  });
});
