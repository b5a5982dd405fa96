import Holidays from 'date-holidays';
import { holidayOn, holidayRegionsOn, prepareHolidays } from './public-holidays';

describe('prepareHolidays', () => {
  afterEach(() => jest.restoreAllMocks());

  it('computes every region of the years asked, so that a request then asks the library nothing', async () => {
    await prepareHolidays([2031]);
    const asked = jest.spyOn(Holidays.prototype, 'getHolidays');
    const regions = holidayRegionsOn('2031-11-01');
    expect(holidayOn('2031-12-26', 'Schweiz', 'Zürich')).toBe('Stephanstag');
    expect(holidayOn('2031-08-15', 'Österreich', null)).toBe('Mariä Himmelfahrt');
    expect(asked).not.toHaveBeenCalled();
    // All Saints' Day: five German states and the whole of Austria.
    expect(regions.find((region) => region.country === 'Deutschland')?.states).toEqual([
      'Baden-Württemberg',
      'Bayern',
      'Nordrhein-Westfalen',
      'Rheinland-Pfalz',
      'Saarland',
    ]);
    expect(regions.find((region) => region.country === 'Österreich')?.wholeCountry).toBe(true);
  });

  it('leaves the years not asked to the first request', async () => {
    await prepareHolidays([2032]);
    const asked = jest.spyOn(Holidays.prototype, 'getHolidays');
    expect(holidayOn('2033-01-01', 'Deutschland', 'Berlin')).toBe('Neujahr');
    expect(asked).toHaveBeenCalledTimes(1);
  });
});
