import { describe, expect, it } from 'vitest';
import { toClaimPayload } from './claim-form';

const values = { name: 'Erika', email: 'e@example.de', phone: '089 1', role: 'Inhaberin', message: '  ' };

describe('claim form', () => {
  it('leaves an empty message out of the payload and keeps a written one', () => {
    expect(toClaimPayload(values)).toEqual({ name: 'Erika', email: 'e@example.de', phone: '089 1', role: 'Inhaberin' });
    expect(toClaimPayload({ ...values, message: ' Seit 2019 ' }).message).toBe('Seit 2019');
  });
});
