import { dayBefore, isOpenOnCalendar, OpeningCalendar, type CalendarBusiness } from './opening-calendar';
import { holidayOn, holidayRegionsOn, holidaysBetween } from './public-holidays';

/** Berlin wall-clock time → Date (`offset` +01:00 in winter, +02:00 in summer). */
const berlin = (local: string, offset = '+01:00'): Date => new Date(`${local}${offset}`);

const weekdays = (open: string, close: string): Partial<CalendarBusiness> =>
  Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].flatMap((day) => [
      [`${day}Open`, open],
      [`${day}Close`, close],
    ]),
  );

const shop = (state: string | null, country: CalendarBusiness['country'] = 'Deutschland'): CalendarBusiness =>
  ({ ...weekdays('08:00', '18:00'), country, state }) as CalendarBusiness;

describe('public holidays by Bundesland and country', () => {
  it('knows Epiphany in Bavaria and Austria, not in Berlin', () => {
    expect(holidayOn('2026-01-06', 'Deutschland', 'Bayern')).toBe('Heilige Drei Könige');
    expect(holidayOn('2026-01-06', 'Deutschland', 'Berlin')).toBeNull();
    expect(holidayOn('2026-01-06', 'Österreich', 'Wien')).toBe('Heilige Drei Könige');
    expect(holidayOn('2026-03-08', 'Deutschland', 'Berlin')).toBe('Internationaler Frauentag');
  });

  it('counts national holidays for entries without a known state', () => {
    expect(holidayOn('2026-10-03', 'Deutschland', null)).toBe('Tag der Deutschen Einheit');
    expect(holidayOn('2026-10-03', 'Deutschland', 'Atlantis')).toBe('Tag der Deutschen Einheit');
    expect(holidayOn('2026-08-01', 'Schweiz', 'Zürich')).toBe('Bundesfeiertag');
  });

  it('names the regions the "open now" filter excludes', () => {
    expect(holidayRegionsOn('2026-10-03')).toEqual([
      {
        country: 'Deutschland',
        states: expect.arrayContaining(['Berlin', 'Bayern']),
        otherStates: true,
        wholeCountry: true,
      },
    ]);
    const epiphany = holidayRegionsOn('2026-01-06');
    expect(epiphany.find((region) => region.country === 'Deutschland')).toEqual({
      country: 'Deutschland',
      states: ['Baden-Württemberg', 'Bayern', 'Sachsen-Anhalt'],
      otherStates: false,
      wholeCountry: false,
    });
    expect(holidayRegionsOn('2026-11-24')).toEqual([]);
  });

  it('lists the holidays of a range across a year end', () => {
    expect(holidaysBetween('2026-12-20', '2027-01-07', 'Deutschland', 'Bayern').map((holiday) => holiday.date)).toEqual(
      ['2026-12-25', '2026-12-26', '2027-01-01', '2027-01-06'],
    );
  });
});

describe('isOpenOnCalendar', () => {
  it('closes the whole holiday, and only where it is one', () => {
    expect(isOpenOnCalendar(shop('Bayern'), berlin('2026-01-06T12:00:00'))).toBe(false);
    expect(isOpenOnCalendar(shop('Berlin'), berlin('2026-01-06T12:00:00'))).toBe(true);
    expect(isOpenOnCalendar(shop('Bayern'), berlin('2026-01-07T12:00:00'))).toBe(true);
  });

  it('lets special hours open a holiday and close a working day', () => {
    const holidayHours = { today: { opens: '10:00', closes: '14:00', note: null } };
    expect(isOpenOnCalendar(shop('Berlin'), berlin('2026-10-03T12:00:00', '+02:00'), holidayHours)).toBe(true);
    expect(isOpenOnCalendar(shop('Berlin'), berlin('2026-10-03T15:00:00', '+02:00'), holidayHours)).toBe(false);
    const vacation = { today: { opens: null, closes: null, note: 'Betriebsurlaub' } };
    expect(isOpenOnCalendar(shop('Berlin'), berlin('2026-10-05T12:00:00', '+02:00'), vacation)).toBe(false);
  });

  it('carries the night of the day before, by its special hours', () => {
    const night = { yesterday: { opens: '20:00', closes: '02:00', note: null } };
    expect(isOpenOnCalendar(shop('Berlin'), berlin('2026-11-14T01:30:00'), night)).toBe(true);
    expect(isOpenOnCalendar(shop('Berlin'), berlin('2026-11-14T02:30:00'), night)).toBe(false);
  });
});

describe('OpeningCalendar', () => {
  const row = (businessId: string, startsOn: string, endsOn: string, opens: string | null, closes: string | null) => ({
    ...shop('Berlin'),
    businessId,
    startsOn,
    endsOn,
    opens,
    closes,
    note: null,
  });

  it('names the businesses it judges and those of them open now', () => {
    const calendar = new OpeningCalendar('2026-11-14', [
      row('a', '2026-11-13', '2026-11-13', '20:00', '02:00'),
      row('b', '2026-11-10', '2026-11-20', null, null),
      row('c', '2026-11-14', '2026-11-14', '09:00', '12:00'),
    ]);
    expect(calendar.openNow(berlin('2026-11-14T01:00:00'))).toEqual({
      day: '2026-11-14',
      holidays: [],
      specialIds: ['a', 'b', 'c'],
      openIds: ['a'],
    });
    expect(calendar.openNow(berlin('2026-11-14T10:00:00')).openIds).toEqual(['a', 'c']);
    expect(calendar.isOpen({ ...shop('Berlin'), id: 'b' }, berlin('2026-11-14T10:00:00'))).toBe(false);
    expect(calendar.isOpen({ ...shop('Berlin'), id: 'z' }, berlin('2026-11-14T10:00:00'))).toBe(true);
  });

  it('judges the special hours once a minute: every second of a minute alike, the next minute anew', () => {
    const calendar = new OpeningCalendar('2026-12-24', [row('eve', '2026-12-24', '2026-12-24', '09:00', '13:00')]);
    expect(calendar.openNow(berlin('2026-12-24T13:00:05')).openIds).toEqual(['eve']);
    expect(calendar.openNow(berlin('2026-12-24T13:00:59')).openIds).toEqual(['eve']);
    expect(calendar.openNow(berlin('2026-12-24T13:01:00')).openIds).toEqual([]);
    expect(calendar.openNow(berlin('2026-12-24T08:59:30')).openIds).toEqual([]);
  });

  it('counts days back across a month and a year', () => {
    expect(dayBefore('2027-01-01')).toBe('2026-12-31');
    expect(dayBefore('2028-03-01')).toBe('2028-02-29');
  });
});
