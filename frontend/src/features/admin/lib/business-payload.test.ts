import { describe, expect, it } from 'vitest';
import { toBusinessFormValues } from '@/components/business-form/business-form-payload';
import { emptyBusinessFormValues } from '@/components/business-form/business-form-schema';
import { toPayload } from './business-payload';

const cafe = {
  name: 'Café Sonne',
  category: 'Restaurant & Gastronomie',
  street: 'Markt 2',
  postalCode: '01067',
  city: 'Dresden',
  country: 'Deutschland',
} as const;

describe('admin business payload', () => {
  it('round-trips a stored entry: nulls as empty fields, the admin fields and the hours in the API’s shape', () => {
    const values = toBusinessFormValues({
      ...cafe,
      fax: null,
      keywords: 'Kuchen, Frühstück',
      verified: true,
      mondayOpen: '08:00',
      mondayClose: '18:00',
      tuesdayOpen: null,
    });
    expect(values.fax).toBe('');
    expect(values.verified).toBe(true);
    expect(values.hours.monday).toEqual({ open: true, opens: '08:00', closes: '18:00' });
    expect(toPayload(values)).toEqual({
      ...cafe,
      keywords: 'Kuchen, Frühstück',
      verified: true,
      mondayOpen: '08:00',
      mondayClose: '18:00',
    });
  });

  it('sends trimmed text and leaves emptied optional fields out', () => {
    const payload = toPayload({
      ...emptyBusinessFormValues(),
      ...cafe,
      name: ' Café Sonne ',
      phone: '  ',
      fax: ' 0351 1234 ',
      website: 'https://cafe-sonne.example ',
    });
    expect(payload.name).toBe('Café Sonne');
    expect(payload).not.toHaveProperty('phone');
    expect(payload.fax).toBe('0351 1234');
    expect(payload.website).toBe('https://cafe-sonne.example');
    expect(payload).not.toHaveProperty('fridayOpen');
    expect(payload.country).toBe('Deutschland');
    expect(payload.verified).toBe(false);
  });

  it('never sends the federal state, which the admin form does not have', () => {
    expect(toPayload({ ...emptyBusinessFormValues(), state: 'Bayern' })).not.toHaveProperty('state');
  });

  it('keeps required fields as text even when empty (the server names them)', () => {
    expect(toPayload(emptyBusinessFormValues()).name).toBe('');
  });
});
