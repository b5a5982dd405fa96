import { randomUUID } from 'node:crypto';
import type { ResolvedSearch } from './business-search';
import { filters, SPECIAL_LIST_MAX, wordsInPlace } from './business-search-filters';
import { PUBLISHED, SqlParams } from './business-search-sql';
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

  /** St Stephen's Day: Germany and Austria wholly, Switzerland in some cantons. */
  function stStephensDay(openIds: number): OpenNowCalendar {
    const ids = Array.from({ length: openIds }, () => randomUUID());
    return {
      day: '2026-12-26',
      holidays: [
        { country: 'Deutschland', states: [], otherStates: true, wholeCountry: true },
        { country: 'Österreich', states: [], otherStates: true, wholeCountry: true },
        { country: 'Schweiz', states: ['Zürich', 'Bern'], otherStates: true, wholeCountry: false },
      ],
      specialIds: ids,
      openIds: ids,
    };
  }
  /** Every parameter is referenced: PostgreSQL refuses one whose type it cannot tell from the text. */
  const everyParameterUsed = ({ text, values }: { text: string; values: unknown[] }) =>
    values.every((_, index) => new RegExp(`\\$${index + 1}(?!\\d)`).test(text));

  it('names the countries still working where whole countries keep the day', () => {
    const sql = openNowSql(stStephensDay(2));
    expect(sql.text).toContain(`b.country = $${sql.values.indexOf('Schweiz') + 1} AND`);
    expect(sql.values).not.toContain('Deutschland');
    expect(sql.values).not.toContain('Österreich');
    // Within Switzerland: the cantons that do not keep the day, tested per row on a page.
    const working = sql.values.find((value) => Array.isArray(value) && value.includes('Genf')) as string[];
    expect(working).not.toContain('Zürich');
    expect(working).toHaveLength(24);
    expect(sql.text).toContain(`(b.state = ANY($${sql.values.indexOf(working) + 1}::text[])) IS TRUE`);
    expect(sql.text).not.toContain('NOT (b.country = ');
    expect(everyParameterUsed(sql)).toBe(true);
  });

  it('states the working cantons as an index condition for a count', () => {
    const params = new SqlParams();
    const calendar = stStephensDay(2);
    const openAt = { minuteOfWeek: 5 * 24 * 60 + 10 * 60, day: calendar.day, calendar };
    const text = filters({ openAt }, params, { states: true }).join(' AND ');
    expect(text).toMatch(/AND b\.state = ANY\(\$\d+::text\[\]\) AND/);
    expect(text).not.toContain('IS TRUE');
  });

  it('names them on the per-row path too, where the special hours still hold the businesses to the holiday', () => {
    const sql = openNowSql(stStephensDay(SPECIAL_LIST_MAX + 1));
    expect(sql.text).toContain('coalesce((SELECT CASE');
    expect(occurrences(sql.values, 'Deutschland')).toBe(1);
    expect(sql.text).toContain(`WHEN sp.today IS NULL AND (b.country = $${sql.values.indexOf('Deutschland') + 1} OR`);
    expect(everyParameterUsed(sql)).toBe(true);
  });

  it('leaves nobody open by the week when every country keeps the day wholly', () => {
    const calendar = stStephensDay(0);
    const everywhere = {
      ...calendar,
      holidays: calendar.holidays.map((region) => ({ ...region, wholeCountry: true })),
    };
    const sql = openNowSql(everywhere);
    expect(sql.text).toContain('AND FALSE AND');
    expect(everyParameterUsed(sql)).toBe(true);
  });
});

describe('wordsInPlace: the place-words lookup is the only index', () => {
  const words = { words: ['schule'], tsQuery: "'schule':*", placeLexemeQuery: "'schule':*" };
  const cases: [string, ResolvedSearch][] = [
    ['postal codes', { ...words, postalCodePrefix: '40', postalCodes: ['4020', '40210'] }],
    ['cities', { ...words, cityPrefix: 'dus', cities: ['dusseldorf'] }],
    ['a radius', { ...words, near: { latitude: 51.2, longitude: 6.8, radiusKm: 5 }, radiusPoints: [] }],
  ];

  it.each(cases)('tests the category, rating and verified per row beside words in %s', (_, place) => {
    const params = new SqlParams();
    const search: ResolvedSearch = { ...place, categories: ['Wellness & Schönheit'], minRating: 4, verifiedOnly: true };
    const conditions = wordsInPlace(search, params) ?? [];
    expect(conditions[0]).toMatch(/^qualified_words\(/);
    expect(conditions).toContain(PUBLISHED);
    const perRow = conditions.filter((condition) => condition.endsWith(') IS TRUE'));
    expect(perRow).toHaveLength(1);
    expect(perRow[0]).toContain('b.category = ');
    expect(perRow[0]).toContain('b.verified');
    expect(perRow[0]).toContain('b.rating_sum * 20');
    // Nothing else a bitmap could be built from.
    const rest = conditions.filter((c) => c !== conditions[0] && c !== PUBLISHED && !perRow.includes(c));
    expect(rest.every((condition) => condition === 'b.latitude IS NOT NULL')).toBe(true);
  });

  it('adds no per-row test when nothing but the words in the place narrows', () => {
    const conditions = wordsInPlace({ ...words, cityPrefix: 'dus', cities: ['dusseldorf'] }, new SqlParams()) ?? [];
    expect(conditions).toHaveLength(2);
    expect(conditions[1]).toBe(PUBLISHED);
  });
});

describe('filters: the verified mark and a minimum rating', () => {
  const marks: ResolvedSearch = { minRating: 2, verifiedOnly: true };

  it('are tested per row beside query words, whose index finds the rows', () => {
    const params = new SqlParams();
    const conditions = filters({ ...marks, words: ['reis'], tsQuery: "'reis':*" }, params);
    expect(conditions).toEqual([
      PUBLISHED,
      '(b.verified AND (- b.rating_avg) <= $1::numeric AND b.rating_sum * 20 >= $2::integer * b.review_count) IS TRUE',
    ]);
    expect(params.sql(conditions.join(' AND ')).values).toEqual(['-1.95', 39]);
  });

  it('leave the verified mark a condition of its own for a walk in the newest order', () => {
    const params = new SqlParams();
    const conditions = filters({ ...marks, words: ['reis'], tsQuery: "'reis':*" }, params, { verified: true });
    expect(conditions).toEqual([
      PUBLISHED,
      'b.verified',
      '((- b.rating_avg) <= $1::numeric AND b.rating_sum * 20 >= $2::integer * b.review_count) IS TRUE',
    ]);
  });

  it('stay conditions a rating index can seek to without words', () => {
    const conditions = filters(marks, new SqlParams());
    expect(conditions).toEqual([
      PUBLISHED,
      'b.verified',
      '(- b.rating_avg) <= $1::numeric',
      'b.rating_sum * 20 >= $2::integer * b.review_count',
    ]);
  });
});
