import { describe, expect, it } from 'vitest';
import { businessFixture } from '@/testing/business-fixture';
import { localBusinessData } from './structured-data';

describe('localBusinessData: openingHoursSpecification', () => {
  it('keeps hours past midnight as one specification and writes around the clock as 00:00–23:59', () => {
    const data = localBusinessData(
      businessFixture({ fridayOpen: '18:00', fridayClose: '02:00', saturdayOpen: '00:00', saturdayClose: '00:00' }),
      'https://branchenbuch.example/business/b1',
      [],
    );
    // The builder returns the object form; the schema-dts type also allows a bare string.
    expect((data as Exclude<typeof data, string>).openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Friday', opens: '18:00', closes: '02:00' },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Saturday',
        opens: '00:00',
        closes: '23:59',
      },
    ]);
  });
});

describe('localBusinessData: specialOpeningHoursSpecification', () => {
  it('writes special hours with their dates and a holiday without them as closed (00:00–00:00)', () => {
    const data = localBusinessData(
      {
        ...businessFixture(),
        specialHours: [
          { startsOn: '2026-12-24', endsOn: '2026-12-24', opens: '09:00', closes: '13:00', note: 'Heiligabend' },
          { startsOn: '2026-12-27', endsOn: '2027-01-02', opens: null, closes: null, note: 'Betriebsurlaub' },
        ],
        holidays: [
          { date: '2026-12-25', name: '1. Weihnachtstag' },
          { date: '2027-01-01', name: 'Neujahr' },
        ],
      },
      'https://branchenbuch.example/business/b1',
      [],
    );
    const spec = (validFrom: string, validThrough: string, opens: string, closes: string) => ({
      '@type': 'OpeningHoursSpecification',
      validFrom,
      validThrough,
      opens,
      closes,
    });
    // New Year's Day falls within the Betriebsurlaub: that range already says closed.
    expect((data as Exclude<typeof data, string>).specialOpeningHoursSpecification).toEqual([
      spec('2026-12-24', '2026-12-24', '09:00', '13:00'),
      spec('2026-12-25', '2026-12-25', '00:00', '00:00'),
      spec('2026-12-27', '2027-01-02', '00:00', '00:00'),
    ]);
  });
});
