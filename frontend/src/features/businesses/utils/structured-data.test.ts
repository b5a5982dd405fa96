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
