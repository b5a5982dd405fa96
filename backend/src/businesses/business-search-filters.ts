import { NIGHT_OPEN_PREDICATE, openMinuteKeys, TOP_RATED_PREDICATE } from './search-expressions';
import { specialHoursAround, type OpenNowCalendar } from './opening-calendar';
import { isHolidayEverywhere, knownStates, type HolidayRegion } from './public-holidays';
import { COUNTRIES } from '../places/countries';
import type { NearCriteria, ResolvedSearch, TopRatedScope } from './business-search';
import {
  isNightOpenNow,
  isOpenNowIn,
  isRatedWithoutPlace,
  narrowsBesidesOpenNow,
  openMinuteQualifiers,
  readsNightAtPoints,
} from './business-search-shape';
import { centreOf, EARTH_POINT, PUBLISHED, pointsWithinRadius, RadiusPoint, SqlParams } from './business-search-sql';
import { MINUTES_PER_DAY, OPENING_DAYS, openHourOfWeek } from './opening-hours';
import { escapeLike } from '../common/search-text';

/** Which filter indexes a statement states conditions for (filters). */
export interface FilterIndexes {
  /** The earth_box of an Umkreissuche (idx_businesses_earth); default true. */
  radius?: boolean;
  /**
   * How "open now" is found: `hour`, the businesses open in the hour (idx_businesses_open_hours) when it narrows
   * alone, or those open at the minute in the categories or cities (the per-minute indexes); `night`, a night
   * listing index; `minute`, the per-minute index of the cities beside words. By default each row is checked.
   */
  openHours?: 'hour' | 'night' | 'minute';
  /**
   * On a holiday where one country alone still works, in some of its states: those states as a condition that
   * idx_businesses_abroad_states seeks to, for a count. A page walks the listing and tests them per row, as the
   * planner, guessing the states few, would fetch all their matches and sort them.
   */
  states?: boolean;
  /**
   * The verified mark as a condition of its own, which idx_businesses_verified_newest walks (a page in the newest
   * order); by default beside words it is tested per row with the rating.
   */
  verified?: boolean;
  /**
   * Read point by point: "open now" at night states the predicate of the points' night listing
   * (idx_businesses_point_night_listing), whatever else narrows, so each point's walk passes only those open at some
   * night instead of every row of the point.
   */
  atPoints?: boolean;
}

/** The search without its query words. */
export function withoutWords(search: ResolvedSearch): ResolvedSearch {
  return {
    ...search,
    words: undefined,
    tsQuery: undefined,
    lexemeQuery: undefined,
    placeLexemeQuery: undefined,
    phrase: undefined,
  };
}

/** The query words as a tsquery: the looked-up lexemes when there are, else to_tsquery of the words. */
export function wordsQuery(search: ResolvedSearch, params: SqlParams): string {
  if (search.lexemeQuery !== undefined) return `${params.add(search.lexemeQuery)}::tsquery`;
  return `to_tsquery('german', ${params.add(search.tsQuery)})`;
}

/** The query words for a place-words index: the lexemes also of a single word (GIN reads a prefix key by key). */
function placeWordsQuery(search: ResolvedSearch, params: SqlParams): string {
  if (search.placeLexemeQuery !== undefined) return `${params.add(search.placeLexemeQuery)}::tsquery`;
  return wordsQuery(search, params);
}

/**
 * A document matching a tsquery: `@@`, which the document's GIN index serves, or `perRow` ts_match_vq (what `@@`
 * calls), which no index serves, for rows another index has already found.
 */
export function wordsMatch(document: string, query: string, perRow: boolean): string {
  return perRow ? `ts_match_vq(${document}, ${query})` : `${document} @@ ${query}`;
}

/** Open at the minute in one of the qualifiers' places: the expression of the per-minute indexes. */
function openMinutesCondition(
  { column, qualifiers }: { column: string; qualifiers: readonly string[] },
  minuteOfWeek: number,
  params: SqlParams,
): string {
  return `qualified_open_segments(${column}, b.open_week) && ${params.add(openMinuteKeys(qualifiers, minuteOfWeek))}::text[]`;
}

/**
 * Open at some minute of the minute's hour in one of these cities: the second key of idx_businesses_open_city_words.
 * It also holds those opening later or closing earlier in that hour; `open_week @> minute` is the exact test.
 */
function openHourInCitiesCondition(cities: readonly string[], minuteOfWeek: number, params: SqlParams): string {
  const hour = openHourOfWeek(minuteOfWeek);
  return `qualified_open_hours(b.city_folded, b.open_week) && ${params.add(cities.map((city) => `${city}|${hour}`))}::text[]`;
}

/** The categories and the home tile's terms; `perRow` when another index finds the rows. */
function categoryConditions(search: ResolvedSearch, params: SqlParams, perRow: boolean): string[] {
  const test = perRow ? (condition: string) => `(${condition}) IS TRUE` : (condition: string) => condition;
  const conditions: string[] = [];
  // Plain equality lets idx_businesses_category_listing return rows already in listing order.
  if (search.categories?.length === 1) conditions.push(test(`b.category = ${params.add(search.categories[0])}`));
  else if (search.categories !== undefined) {
    conditions.push(test(`b.category = ANY(${params.add(search.categories)}::text[])`));
  }
  return conditions;
}

/** A business in one of these cities. */
export function inCities(cities: readonly string[], params: SqlParams): string {
  return `b.city_folded = ANY(${params.add(cities)}::text[])`;
}

/** The cities (or a city prefix standing for too many) and the postal-code prefix. */
function placeConditions(search: ResolvedSearch, params: SqlParams, citiesImplied: boolean): string[] {
  const conditions: string[] = [];
  if (citiesImplied) {
    // Implied by the per-minute index's keys.
  } else if (search.cities !== undefined) {
    if (search.cities.length === 0) conditions.push('FALSE');
    else if (search.cities.length === 1) conditions.push(`b.city_folded = ${params.add(search.cities[0])}`);
    else conditions.push(inCities(search.cities, params));
  } else if (search.cityPrefix !== undefined) {
    // So many cities start with it that most rows of the listing order qualify anyway.
    conditions.push(`b.city_folded LIKE ${params.add(`${escapeLike(search.cityPrefix)}%`)}`);
  }
  if (search.postalCodePrefix !== undefined) {
    conditions.push(`b.postal_code LIKE ${params.add(`${escapeLike(search.postalCodePrefix)}%`)}`);
  }
  return conditions;
}

/**
 * "Open now": the exact test per row, and before it the condition of the index that finds the open ones when one is
 * wanted (`openHours`). Beside words, a radius or a postal code the other index narrows and each row is checked: an
 * index over the hours ANDed with the words' bitmap cost far more than the check, unless few are open in the hour
 * (openHourSlot): the slot then lets PostgreSQL choose between the two.
 */
function openNowConditions(
  search: ResolvedSearch,
  params: SqlParams,
  indexes: FilterIndexes,
  openKeys: ReturnType<typeof openMinuteQualifiers> | undefined,
): string[] {
  if (search.openAt === undefined) return [];
  const { openHours, states = false } = indexes;
  const { day, calendar } = search.openAt;
  const closure = () =>
    `NOT (b.temporarily_closed AND (b.temporarily_closed_until IS NULL OR b.temporarily_closed_until >= ${params.add(day)}::date))`;
  if (search.openAt.cityHoliday === true) {
    // The cities keep a public holiday: only those open by their special hours can be open, found by their ids.
    const openIds = calendar?.openIds ?? [];
    return openIds.length === 0 ? ['FALSE'] : [`b.id = ANY(${params.add(openIds)}::uuid[])`, closure()];
  }
  const conditions: string[] = [];
  const minute = params.add(search.openAt.minuteOfWeek);
  if ((openHours === 'hour' && !narrowsBesidesOpenNow(search)) || search.openHourSlot === true) {
    conditions.push(`open_hour_slots(b.open_week) @> ARRAY[open_hour_slot(${minute}::integer)]`);
  } else if (openKeys !== undefined) {
    conditions.push(openMinutesCondition(openKeys, search.openAt.minuteOfWeek, params));
  } else if (
    (openHours !== undefined && isNightOpenNow(search)) ||
    (indexes.atPoints === true && readsNightAtPoints(search))
  ) {
    // Also when the matches are few: they are then fetched from the place's businesses open at some night.
    conditions.push(`(${NIGHT_OPEN_PREDICATE})`);
  }
  conditions.push(`b.open_week @> ${minute}::integer`);
  if (calendar === undefined) return [...conditions, closure()];
  if (calendar.openIds.length > SPECIAL_LIST_MAX) {
    // Many open by special hours (Christmas Eve): each row is judged by its own special hours, or else by the week.
    // One set of the holidays' parameters serves both the week's side and the special hours' side.
    const held = holidayHeld(calendar, params);
    const week = [...conditions, ...holidayConditions(calendar, params, states, held)].join(' AND ');
    const special = specialHoursOpen(search.openAt.minuteOfWeek, calendar, held, params);
    return [`coalesce(${special}, ${week})`, closure()];
  }
  conditions.push(...holidayConditions(calendar, params, states));
  if (calendar.specialIds.length > SPECIAL_LIST_MAX) {
    const around = specialHoursAround(`${params.add(calendar.day)}::date`);
    conditions.push(`NOT EXISTS (SELECT 1 FROM business_special_hours s WHERE s.business_id = b.id AND ${around})`);
  } else if (calendar.specialIds.length > 0) {
    conditions.push(`b.id <> ALL(${params.add(calendar.specialIds)}::uuid[])`);
  }
  const closed = closure();
  // Those open by their special hours (today's, or last night's running into today) join those open by the week:
  // few, so an index on the week's hours still narrows beside their ids (a BitmapOr).
  if (calendar.openIds.length > 0) {
    return [`((${conditions.join(' AND ')}) OR b.id = ANY(${params.add(calendar.openIds)}::uuid[]))`, closed];
  }
  return [...conditions, closed];
}

/**
 * Up to this many businesses with special hours on a day are named in the statement. More closed by them (the
 * holidays' closures) are read from business_special_hours; more open by them (Christmas Eve's short hours) are
 * judged per row by their own special hours in SQL, as a list that long costs more to send, parse and hash than
 * the search itself.
 */
export const SPECIAL_LIST_MAX = 200;

/**
 * Where the day is a public holiday the business is held to it (closed all day unless special hours say otherwise).
 * A state stored as null or unknown to the holiday library counts as the country's.
 */
function holidayHeld(calendar: OpenNowCalendar, params: SqlParams): string[] {
  return calendar.holidays.map((region) => regionHeld(region, params));
}

function regionHeld({ country, states, otherStates, wholeCountry }: HolidayRegion, params: SqlParams): string {
  const countryParam = params.add(country);
  if (wholeCountry) return `b.country = ${countryParam}`;
  const inStates = `b.state = ANY(${params.add(states)}::text[])`;
  const held = otherStates
    ? `coalesce(${inStates} OR b.state <> ALL(${params.add(knownStates(country))}::text[]), true)`
    : `coalesce(${inStates}, false)`;
  return `(b.country = ${countryParam} AND ${held})`;
}

/**
 * The week's hours do not hold where the day is a public holiday. Countries keeping it wholly are left out by naming
 * the others, which idx_businesses_abroad_listing narrows to (3 October: Austria's and Switzerland's entries only).
 * Where one country alone still works, and only in some of its states, those states are named too, which
 * idx_businesses_abroad_states seeks to (26 December: Switzerland's working cantons). `held`, when given, are
 * holidayHeld's conditions of all the calendar's regions, already stated.
 */
function holidayConditions(
  calendar: OpenNowCalendar,
  params: SqlParams,
  indexed: boolean,
  held?: readonly string[],
): string[] {
  if (isHolidayEverywhere(calendar.holidays)) return ['FALSE'];
  const whole = new Set(calendar.holidays.filter((region) => region.wholeCountry).map((region) => region.country));
  const others = COUNTRIES.filter((country) => !whole.has(country));
  const conditions: string[] = [];
  if (whole.size > 0) {
    const working = others.length === 1 ? `= ${params.add(others[0])}` : `= ANY(${params.add(others)}::text[])`;
    conditions.push(`b.country ${working}`);
  }
  calendar.holidays.forEach((region, index) => {
    if (region.wholeCountry) return;
    if (others.length === 1 && region.otherStates) {
      // Within the one country named: not held is a known state that does not keep the day.
      const working = knownStates(region.country).filter((state) => !region.states.includes(state));
      const inWorking = `b.state = ANY(${params.add(working)}::text[])`;
      conditions.push(indexed ? inWorking : `(${inWorking}) IS TRUE`);
    } else conditions.push(`NOT ${held?.[index] ?? regionHeld(region, params)}`);
  });
  return conditions;
}

/**
 * Whether b is open at the minute by its special hours of the day or of the day before (whose night may run into
 * the day), or NULL when it has none on either: OpeningCalendar's rule (isOpenOnCalendar) in SQL. A business's
 * ranges never overlap, so each day has at most one; both are found through idx_business_special_hours_business,
 * two probes per row checked. Special hours today set aside a public holiday; a day without them keeps the week's
 * hours, and a holiday (`held`: holidayHeld's conditions) then closes it all day.
 */
function specialHoursOpen(
  minuteOfWeek: number,
  calendar: OpenNowCalendar,
  held: readonly string[],
  params: SqlParams,
): string {
  const weekday = Math.floor(minuteOfWeek / MINUTES_PER_DAY);
  const dayBefore = (weekday + OPENING_DAYS.length - 1) % OPENING_DAYS.length;
  const day = `${params.add(calendar.day)}::date`;
  const range = (on: string) =>
    `(SELECT ARRAY[s.opens, s.closes] FROM business_special_hours s ` +
    `WHERE s.business_id = b.id AND s.ends_on >= ${on} AND s.starts_on <= ${on})`;
  const ranges = (index: number, special: string) => {
    const { openColumn, closeColumn } = OPENING_DAYS[index];
    return (
      `CASE WHEN ${special} IS NULL THEN opening_day_ranges(${index}, b.${openColumn}, b.${closeColumn}) ` +
      `ELSE opening_day_ranges(${index}, ${special}[1], ${special}[2]) END`
    );
  };
  const holiday = held.length === 0 ? '' : `WHEN sp.today IS NULL AND (${held.join(' OR ')}) THEN FALSE `;
  return (
    `(SELECT CASE WHEN sp.today IS NULL AND sp.yesterday IS NULL THEN NULL ${holiday}` +
    `ELSE int4multirange(VARIADIC ${ranges(weekday, 'sp.today')} || ${ranges(dayBefore, 'sp.yesterday')}) ` +
    `@> ${params.add(minuteOfWeek)}::integer END ` +
    // OFFSET 0 keeps the two lookups in their subquery: pulled up, each would run once per reference.
    `FROM (SELECT ${range(day)} AS today, ${range(`${day} - 1`)} AS yesterday OFFSET 0) AS sp)`
  );
}

/**
 * The filters besides the query words, starting with PUBLISHED: every public read states it, and every condition
 * here is cheap to check per row. "Open now" where few are open in the cities (else the categories) searched is read
 * from a per-minute index whose keys name them; a category beside that index is then tested per row (IS TRUE), as the
 * planner would otherwise AND the bitmap of every business of the city with the open ones.
 */
export function filters(search: ResolvedSearch, params: SqlParams, indexes: FilterIndexes = {}): string[] {
  const { radius = true, openHours } = indexes;
  const openKeys =
    (openHours === 'hour' && isOpenNowIn(search)) || (openHours === 'minute' && isOpenNowIn(withoutWords(search)))
      ? openMinuteQualifiers(search)
      : undefined;
  const conditions: string[] = [PUBLISHED];
  if (openKeys?.column !== 'b.category') {
    conditions.push(...categoryConditions(search, params, openKeys !== undefined || search.categoryPerRow === true));
  }
  if (search.categoryTsQuery !== undefined) {
    // Beside query words the tile's terms are tested per row: ANDed in the words' index, its prefixes read a fifth of
    // the directory for the few the words find. Beside words tested per row the categories' index finds the rows.
    const terms = `to_tsquery('german', ${params.add(search.categoryTsQuery)})`;
    conditions.push(wordsMatch('b.search_document', terms, search.tsQuery !== undefined));
  }
  conditions.push(...placeConditions(search, params, openKeys?.column === 'b.city_folded'));
  conditions.push(...markConditions(search, params, indexes.verified === true));
  conditions.push(...openNowConditions(search, params, indexes, openKeys));
  if (search.near !== undefined) {
    conditions.push(...radiusConditions(search.near, search.radiusPoints ?? [], params, radius));
  }
  return conditions;
}

/**
 * The verified mark and a minimum rating. rating_avg is rounded to two decimals, the shown average to one: the first
 * rating condition is the bound the rating indexes can seek to, the second the exact rule (sum / count ≥ minRating −
 * 0.05). Beside query words or a postal-code prefix they are tested per row (IS TRUE): the words' or the codes' index
 * finds the rows, and PostgreSQL would otherwise AND its bitmap with that of every business rated two stars or more,
 * half the directory, for a count that stops after a few hundred or thousand.
 */
function markConditions(search: ResolvedSearch, params: SqlParams, verifiedWalked: boolean): string[] {
  const verifiedApart = verifiedWalked && search.verifiedOnly === true;
  const conditions: string[] = [];
  if (search.verifiedOnly === true && !verifiedApart) conditions.push('b.verified');
  if (search.minRating !== undefined) {
    conditions.push(
      `(- b.rating_avg) <= ${params.add(`-${search.minRating - 1}.95`)}::numeric`,
      `b.rating_sum * 20 >= ${params.add(search.minRating * 20 - 1)}::integer * b.review_count`,
    );
  }
  // Words tested per row beside a minimum rating (no place) leave the rating to a rating index.
  const wordsFound = search.tsQuery !== undefined && !(search.wordsPerRow === true && isRatedWithoutPlace(search));
  const rowsFound = wordsFound || search.postalCodePrefix !== undefined;
  const marks = rowsFound && conditions.length > 0 ? [`(${conditions.join(' AND ')}) IS TRUE`] : conditions;
  return verifiedApart ? ['b.verified', ...marks] : marks;
}

/**
 * Within the radius: the row's point among the radius' points, and (`indexed`) the earth_box that idx_businesses_earth
 * answers. Every business lies at a point of the place dataset (each write sets its coordinates from it, as the walks
 * point by point rely on), so a hash probe among the points decides what the distance per row did, without its
 * trigonometry (about 15 µs a row). Without the box the points are probed per row, which a walk of the listing order
 * wants for many matches: with it the planner, which guesses containment to be rare, would fetch every match and sort.
 */
function radiusConditions(
  near: NearCriteria,
  points: readonly RadiusPoint[],
  params: SqlParams,
  indexed: boolean,
): string[] {
  const metres = indexed ? params.add(near.radiusKm * 1000) : undefined;
  const atPoint = `(b.latitude, b.longitude) IN (SELECT point.latitude, point.longitude FROM ${pointsWithinRadius(near, points, params)})`;
  // Stated so the partial radius indexes (… AND latitude IS NOT NULL) apply; IS TRUE keeps the probe a filter.
  const within = ['b.latitude IS NOT NULL', `(${atPoint}) IS TRUE`];
  return metres !== undefined
    ? [`earth_box(${centreOf(near, params)}, ${metres}) @> ${EARTH_POINT}`, ...within]
    : within;
}

/** Every match of the query words (all tiers together); undefined without words. */
export function matchCondition(search: ResolvedSearch, params: SqlParams, perRow = false): string | undefined {
  if (search.tsQuery === undefined) return undefined;
  return wordsMatch('b.search_document', wordsQuery(search, params), perRow || search.wordsPerRow === true);
}

/** The query words' match (when there are words) and the filters: every condition a match meets. */
export function matchAndFilters(search: ResolvedSearch, params: SqlParams, indexes: FilterIndexes = {}): string[] {
  return [matchCondition(search, params), ...filters(search, params, indexes)].filter(
    (condition) => condition !== undefined,
  );
}

/**
 * The filters besides the words in a place, tested per row (IS TRUE) after PUBLISHED: the place-words lookup is to
 * be the only index such a read uses. Otherwise, with many lexemes in many places, PostgreSQL guessed the lookup
 * dearer than the bitmap of a big category ("scaule" in a Wellness category in the postal codes of "40": 115,000
 * rows tested for eleven matches) although the lookup costs only what the words hold there.
 */
function filtersPerRow(search: ResolvedSearch, params: SqlParams): string[] {
  const [published, ...rest] = filters(search, params);
  return rest.length === 0 ? [published] : [published, `(${rest.join(' AND ')}) IS TRUE`];
}

/**
 * The query words in the place searched (postal codes, the radius' points or the cities) as one condition from a
 * place-words index, followed by the other filters; undefined without words or a place.
 */
export function wordsInPlace(search: ResolvedSearch, params: SqlParams): string[] | undefined {
  const { tsQuery, cities, near, postalCodes } = search;
  if (tsQuery === undefined) return undefined;
  if (postalCodes !== undefined) {
    if (postalCodes.length === 0) return ['FALSE'];
    // The codes are all the stored ones with the prefix: the prefix needs no test of its own.
    const elsewhere = { ...search, postalCodePrefix: undefined };
    return [postalWordsCondition(postalCodes, search, params), ...filtersPerRow(elsewhere, params)];
  }
  if (near !== undefined) {
    // The points are within the radius: the rows need no distance check.
    const elsewhere = { ...search, near: undefined };
    return [pointWordsCondition(search, params), 'b.latitude IS NOT NULL', ...filtersPerRow(elsewhere, params)];
  }
  if (cities === undefined || cities.length === 0) return undefined;
  const elsewhere = { ...search, cities: undefined, cityPrefix: undefined };
  const inCities = [cityWordsCondition(cities, search, params)];
  // "Open now" too: the cities' open hours beside their words in one index, so only the open matches are read.
  if (search.openAt !== undefined) inCities.push(openHourInCitiesCondition(cities, search.openAt.minuteOfWeek, params));
  return [...inCities, ...filtersPerRow(elsewhere, params)];
}

/**
 * The query words in one of these cities, from idx_businesses_open_city_words: only the matches in the cities. In
 * the names (`b.name_document`) from idx_businesses_top_rated_city_names, beside TOP_RATED_PREDICATE.
 */
function cityWordsCondition(
  cities: readonly string[],
  search: ResolvedSearch,
  params: SqlParams,
  document = 'b.search_document',
): string {
  return `qualified_words(b.city_folded, ${document}) @@ qualified_words_query(${params.add(cities)}::text[], ${placeWordsQuery(search, params)})`;
}

/** The query words in one of these postal codes, from idx_businesses_postal_words. */
function postalWordsCondition(postalCodes: readonly string[], search: ResolvedSearch, params: SqlParams): string {
  return `qualified_words(b.postal_code, b.search_document) @@ qualified_words_query(${params.add(postalCodes)}::text[], ${placeWordsQuery(search, params)})`;
}

/** The dataset points within the radius as qualifiers of the point indexes' keys. */
export function radiusPlaces(search: ResolvedSearch, params: SqlParams): string {
  const near = search.near as NearCriteria;
  return `ARRAY(SELECT point_place(point.latitude, point.longitude) FROM ${pointsWithinRadius(near, search.radiusPoints ?? [], params)})`;
}

/**
 * The query words at the points within the radius, from idx_businesses_point_words (the search's points are those
 * where a published business lies).
 */
function pointWordsCondition(search: ResolvedSearch, params: SqlParams): string {
  return `qualified_words(point_place(b.latitude, b.longitude), b.search_document) @@ qualified_words_query(${radiusPlaces(search, params)}, ${placeWordsQuery(search, params)})`;
}

/**
 * The query words in the names of the top-rated at the points within the radius, from
 * idx_businesses_top_rated_point_names.
 */
function pointNamesCondition(search: ResolvedSearch, params: SqlParams): string {
  return `qualified_words(point_place(b.latitude, b.longitude), b.name_document) @@ qualified_words_query(${radiusPlaces(search, params)}, ${placeWordsQuery(search, params)})`;
}

/**
 * The top-rated names of a page looked for among them first: the index's condition with its predicate (`indexed`),
 * and the filters their rows are tested on (`elsewhere`). In the cities the city's condition is left to the index
 * (the planner would AND it with every business of the city); within a radius to the points looked up.
 */
export function topRatedNames(
  scope: TopRatedScope,
  search: ResolvedSearch,
  params: SqlParams,
  otherFilters: string[],
): { indexed: string[]; elsewhere: string[] } {
  const predicate = [`(${TOP_RATED_PREDICATE})`, PUBLISHED];
  const { cities, near } = search;
  if (scope === 'in the cities' && cities !== undefined) {
    return {
      indexed: [cityWordsCondition(cities, search, params, 'b.name_document'), ...predicate],
      elsewhere: filters({ ...search, cities: undefined, cityPrefix: undefined }, params),
    };
  }
  if (scope === 'within the radius' && near !== undefined) {
    return {
      indexed: [pointNamesCondition(search, params), ...predicate, 'b.latitude IS NOT NULL'],
      elsewhere: filters({ ...search, near: undefined }, params),
    };
  }
  return {
    indexed: [wordsMatch('b.name_document', wordsQuery(search, params), false), ...predicate],
    elsewhere: otherFilters,
  };
}
