import { randomUUID } from 'node:crypto';
import { filters, SPECIAL_LIST_MAX } from './business-search-filters';
import { SqlParams } from './business-search-sql';
import type { OpenNowCalendar } from './opening-calendar';

/** Christmas Eve: a holiday in two states, and more businesses open by their special hours than are named. */
function christmasEve(openIds: number): OpenNowCalendar {
  const ids = Array.from({ length: openIds }, () => randomUUID());
  return {
    day: '2026-12-24',
    holidays: [{ country: 'Deutschland', states: ['Bayern', 'Sachsen'], otherStates: false, wholeCountry: false }],
    specialIds: ids,
    openIds: ids,
  };
}

function openNowSql(calendar: OpenNowCalendar): { text: string; values: unknown[] } {
  const params = new SqlParams();
  const text = filters({ openAt: { minuteOfWeek: 3 * 24 * 60 + 11 * 60, day: calendar.day, calendar } }, params).join(
    ' AND ',
  );
  return params.sql(text);
}

const occurrences = (values: unknown[], value: unknown) =>
  values.filter((candidate) => JSON.stringify(candidate) === JSON.stringify(value)).length;

describe('filters: open now on a public holiday', () => {
  it('judges per row by special hours and adds the holidays’ parameters once', () => {
    const { text, values } = openNowSql(christmasEve(SPECIAL_LIST_MAX + 1));
    expect(text).toContain('coalesce((SELECT CASE');
    expect(occurrences(values, 'Deutschland')).toBe(1);
    expect(occurrences(values, ['Bayern', 'Sachsen'])).toBe(1);
    // Both sides still hold the businesses to the holiday: the week's side negated, the special hours' side as is.
    const countryParam = `$${values.indexOf('Deutschland') + 1}`;
    expect(text).toContain(`NOT (b.country = ${countryParam} AND`);
    expect(text).toContain(`WHEN sp.today IS NULL AND ((b.country = ${countryParam} AND`);
  });

  it('names the few open by special hours and holds the rest to the holiday', () => {
    const { text, values } = openNowSql(christmasEve(2));
    expect(text).not.toContain('coalesce((SELECT CASE');
    expect(occurrences(values, 'Deutschland')).toBe(1);
    expect(text).toContain('NOT (b.country = ');
  });
});
