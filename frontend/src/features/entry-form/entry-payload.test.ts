import { describe, expect, it } from 'vitest';
import { businessFixture } from '@/testing/business-fixture';
import { businessFormSchema, emptyBusinessFormValues } from '@/components/business-form/business-form-schema';
import { toBusinessFormValues } from '@/components/business-form/business-form-payload';
import { toEntryPayload } from './entry-payload';

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
    const values = businessFormSchema.parse({
      ...emptyBusinessFormValues(),
      name: ' Bäckerei ',
      category: 'Sonstige',
      services: ' Brot ,, Kuchen  auf Bestellung,',
      street: 'Weg 1',
      postalCode: '12345',
      city: 'Herford',
      state: 'Nordrhein-Westfalen',
      hours: { ...emptyBusinessFormValues().hours, friday: { open: true, opens: '07:00', closes: '13:00' } },
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
    const values = businessFormSchema.parse(toBusinessFormValues(closed));
    expect(toEntryPayload(values)).toMatchObject({ temporarilyClosed: true, temporarilyClosedUntil: '2027-01-15' });
    const reopened = businessFormSchema.parse({ ...values, temporarilyClosed: false });
    expect(toEntryPayload(reopened)).not.toHaveProperty('temporarilyClosed');
    expect(toEntryPayload(reopened)).not.toHaveProperty('temporarilyClosedUntil');
  });

  it('refuses a last closed day that is no calendar day', () => {
    const values = { ...toBusinessFormValues(business), temporarilyClosed: true, temporarilyClosedUntil: '2027-02-30' };
    expect(businessFormSchema.safeParse(values).error?.issues.map((issue) => issue.message)).toEqual([
      'Ungültiges Datum (JJJJ-MM-TT)',
    ]);
  });

  it('sends no federal state outside Germany', () => {
    const values = businessFormSchema.parse({
      ...toBusinessFormValues(business),
      state: 'Bayern',
    });
    expect(toEntryPayload(values).state).toBeUndefined();
  });

  it('round-trips a stored business through the form', () => {
    const values = businessFormSchema.parse(toBusinessFormValues(business));
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
