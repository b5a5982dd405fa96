import { describe, expect, it } from 'vitest';
import { EMPTY_BUSINESS_FORM } from './business-form-schema';
import { toFormValues, toPayload } from './business-payload';

describe('business payload', () => {
  it('prefills the form from an entry, nulls as empty fields', () => {
    const values = toFormValues({
      name: 'Café Sonne',
      category: 'Restaurant & Gastronomie',
      street: 'Markt 2',
      postalCode: '01067',
      city: 'Dresden',
      country: 'Deutschland',
      fax: null,
      verified: true,
      mondayOpen: '08:00',
      mondayClose: null,
    });
    expect(values.name).toBe('Café Sonne');
    expect(values.fax).toBe('');
    expect(values.verified).toBe(true);
    expect(values.mondayOpen).toBe('08:00');
    expect(values.mondayClose).toBe('');
    expect(Object.keys(values).sort()).toEqual(Object.keys(EMPTY_BUSINESS_FORM).sort());
  });

  it('sends trimmed text and leaves emptied optional fields out', () => {
    const payload = toPayload({
      ...EMPTY_BUSINESS_FORM,
      name: ' Café Sonne ',
      category: 'Restaurant & Gastronomie',
      street: 'Markt 2',
      postalCode: '01067',
      city: 'Dresden',
      phone: '  ',
      website: 'https://cafe-sonne.example ',
    });
    expect(payload.name).toBe('Café Sonne');
    expect(payload).not.toHaveProperty('phone');
    expect(payload.website).toBe('https://cafe-sonne.example');
    expect(payload).not.toHaveProperty('fridayOpen');
    expect(payload.country).toBe('Deutschland');
    expect(payload.verified).toBe(false);
  });

  it('keeps required fields as text even when empty (the server names them)', () => {
    expect(toPayload(EMPTY_BUSINESS_FORM).name).toBe('');
  });
});
