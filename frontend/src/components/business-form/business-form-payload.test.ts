import { describe, expect, it } from 'vitest';
import { businessFixture } from '@/testing/business-fixture';
import { normalizeServices, sharedBusinessPayload, toBusinessFormValues } from './business-form-payload';
import { businessFormFieldOf, emptyBusinessFormValues } from './business-form-schema';

// Tuesday open; every optional field null, as the API sends it.
const business = businessFixture({ tuesdayOpen: '09:00', tuesdayClose: '18:00' });

describe('sharedBusinessPayload', () => {
  it('sends trimmed text, required fields even when empty, and the times of open days only', () => {
    const values = { ...emptyBusinessFormValues(), name: ' Café Sonne ', phone: '  ', fax: '05221 1' };
    values.website = 'https://cafe-sonne.example ';
    values.hours.friday = { open: true, opens: '18:00', closes: '02:00' };
    values.hours.saturday = { open: false, opens: '09:00', closes: '12:00' };
    const required = { category: '', street: '', postalCode: '', city: '', country: 'Deutschland' };
    expect(sharedBusinessPayload(values)).toEqual({
      ...required,
      name: 'Café Sonne',
      website: 'https://cafe-sonne.example',
      fridayOpen: '18:00',
      fridayClose: '02:00',
    });
  });
});

describe('toBusinessFormValues', () => {
  it('marks days with times as open and turns nulls into empty fields', () => {
    const values = toBusinessFormValues(business);
    expect(values.hours.tuesday).toEqual({ open: true, opens: '09:00', closes: '18:00' });
    expect(values.hours.monday).toEqual({ open: false, opens: '', closes: '' });
    expect(values.description).toBe('');
    expect(values.email).toBe('');
  });

  it('takes the admin fields and the federal state, and keeps every form field and only those', () => {
    const values = toBusinessFormValues({
      ...business,
      fax: '05221 123',
      keywords: 'Friseur',
      verified: true,
      state: 'Bayern',
      mondayOpen: '08:00',
      mondayClose: null,
    });
    expect(values).toMatchObject({ fax: '05221 123', keywords: 'Friseur', verified: true, state: 'Bayern' });
    expect(values.hours.monday).toEqual({ open: true, opens: '08:00', closes: '' });
    expect(Object.keys(values).sort()).toEqual(Object.keys(emptyBusinessFormValues()).sort());
  });
});

describe('businessFormFieldOf', () => {
  it.each([
    ['name', 'name'],
    ['website', 'website'],
    ['imageUrl', 'imageUrl'],
    ['mondayOpen', 'hours.monday.opens'],
    ['sundayClose', 'hours.sunday.closes'],
    ['fax', 'fax'],
    ['keywords', 'keywords'],
    ['isFormCustomer', null],
    ['mondayOpens', null],
    ['hours', null],
    ['', null],
  ])('%s → %s', (serverField, expected) => {
    expect(businessFormFieldOf(serverField)).toBe(expected);
  });
});

describe('normalizeServices', () => {
  it.each([
    ['', ''],
    [' , ,', ''],
    ['A,B', 'A, B'],
    ['  Haarschnitt  ,   Färben   und  Tönen ', 'Haarschnitt, Färben und Tönen'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeServices(input)).toBe(expected);
  });
});
