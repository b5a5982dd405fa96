import { describe, expect, it } from 'vitest';
import { businessFixture } from '@/testing/business-fixture';
import { emptyEntryFormValues, entryFormSchema } from './entry-form-schema';
import { formFieldOf, normalizeServices, toEntryFormValues, toEntryPayload } from './entry-payload';

const business = businessFixture({
  name: 'Salon Schön',
  category: 'Wellness & Schönheit',
  services: 'Haarschnitt, Färben',
  street: 'Ringstraße 1',
  postalCode: '1010',
  city: 'Wien',
  country: 'Österreich',
  phone: '+43 1 234567',
  website: 'https://salon-schoen.at',
  isFormCustomer: true,
  imageUrl: '/objects/public/a.webp',
  tuesdayOpen: '09:00',
  tuesdayClose: '18:00',
  saturdayOpen: '08:00',
  saturdayClose: '12:30',
  createdAt: '2026-11-21T09:00:00.000Z',
});

describe('toEntryPayload', () => {
  it('leaves out empty optional fields and closed days, and normalises services', () => {
    const values = entryFormSchema.parse({
      ...emptyEntryFormValues(),
      name: ' Bäckerei ',
      category: 'Sonstige',
      services: ' Brot ,, Kuchen  auf Bestellung,',
      street: 'Weg 1',
      postalCode: '12345',
      city: 'Herford',
      state: 'Nordrhein-Westfalen',
      hours: { ...emptyEntryFormValues().hours, friday: { open: true, opens: '07:00', closes: '13:00' } },
    });
    expect(toEntryPayload(values)).toEqual({
      name: 'Bäckerei',
      category: 'Sonstige',
      services: 'Brot, Kuchen auf Bestellung',
      street: 'Weg 1',
      postalCode: '12345',
      city: 'Herford',
      country: 'Deutschland',
      state: 'Nordrhein-Westfalen',
      fridayOpen: '07:00',
      fridayClose: '13:00',
    });
  });

  it('sends a temporary closure with its last day, and a last day only while closed', () => {
    const closed = { ...business, temporarilyClosed: true, temporarilyClosedUntil: '2027-01-15' };
    const values = entryFormSchema.parse(toEntryFormValues(closed));
    expect(toEntryPayload(values)).toMatchObject({ temporarilyClosed: true, temporarilyClosedUntil: '2027-01-15' });
    const reopened = entryFormSchema.parse({ ...values, temporarilyClosed: false });
    expect(toEntryPayload(reopened)).not.toHaveProperty('temporarilyClosed');
    expect(toEntryPayload(reopened)).not.toHaveProperty('temporarilyClosedUntil');
  });

  it('refuses a last closed day that is no calendar day', () => {
    const values = { ...toEntryFormValues(business), temporarilyClosed: true, temporarilyClosedUntil: '2027-02-30' };
    expect(entryFormSchema.safeParse(values).error?.issues.map((issue) => issue.message)).toEqual([
      'Ungültiges Datum (JJJJ-MM-TT)',
    ]);
  });

  it('sends no federal state outside Germany', () => {
    const values = entryFormSchema.parse({
      ...toEntryFormValues(business),
      state: 'Bayern',
    });
    expect(toEntryPayload(values).state).toBeUndefined();
  });

  it('round-trips a stored business through the form', () => {
    const values = entryFormSchema.parse(toEntryFormValues(business));
    expect(toEntryPayload(values)).toEqual({
      name: 'Salon Schön',
      category: 'Wellness & Schönheit',
      services: 'Haarschnitt, Färben',
      street: 'Ringstraße 1',
      postalCode: '1010',
      city: 'Wien',
      country: 'Österreich',
      phone: '+43 1 234567',
      website: 'https://salon-schoen.at',
      imageUrl: '/objects/public/a.webp',
      tuesdayOpen: '09:00',
      tuesdayClose: '18:00',
      saturdayOpen: '08:00',
      saturdayClose: '12:30',
    });
  });
});

describe('toEntryFormValues', () => {
  it('marks days with times as open and turns nulls into empty fields', () => {
    const values = toEntryFormValues(business);
    expect(values.hours.tuesday).toEqual({ open: true, opens: '09:00', closes: '18:00' });
    expect(values.hours.monday).toEqual({ open: false, opens: '', closes: '' });
    expect(values.description).toBe('');
    expect(values.email).toBe('');
  });
});

describe('formFieldOf', () => {
  it.each([
    ['name', 'name'],
    ['website', 'website'],
    ['imageUrl', 'imageUrl'],
    ['mondayOpen', 'hours.monday.opens'],
    ['sundayClose', 'hours.sunday.closes'],
    ['fax', null],
    ['hours', null],
    ['', null],
  ])('%s → %s', (serverField, expected) => {
    expect(formFieldOf(serverField)).toBe(expected);
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
