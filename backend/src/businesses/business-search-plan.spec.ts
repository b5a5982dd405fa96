import { DEFAULT_PAGE_SIZE } from '../common/pagination';
import type { ListingCursor, ResolvedSearch } from './business-search';
import {
  COUNT_CAP,
  CountResult,
  OPEN_HOURS_INDEX_SHARE,
  OPEN_SAMPLE_FEW,
  OPEN_SAMPLE_ROWS,
  PageRequest,
  PageStats,
  planCount,
  planPage,
  ROW_CHECKED_COUNT_CAP,
  SearchStats,
  SortedCount,
  pointsDenseThreshold,
  RADIUS_SORTED_ROWS,
  SPARSE_MATCHES,
  statisticsNeeded,
  statisticStillNeeded,
  TOP_RATED_MIN_MATCHES,
  TOP_RATED_NAMES_WALKED,
} from './business-search-plan';
import { filters, matchCondition } from './business-search-filters';
import {
  CATEGORY_PER_ROW_SHARE,
  MIN_PLACE_CHARACTERS,
  OPEN_HOUR_SLOT_SHARE,
  OPEN_HOUR_SLOT_WORD_SHARE,
  SHORT_PREFIX_SLOT_SHARE,
  withOpenHourSlot,
  refusedPlace,
  PER_ROW_PREFIX_SHARE,
  RATED_PREFIX_SHARE,
  WALKED_PREFIX_SHARE,
  withCategoryPerRow,
  withWordsPerRow,
} from './business-search-shape';
import { openSampleSql } from './business-search-lookup-sql';
import { walkListingSql } from './business-search-page-sql';
import { SqlParams } from './business-search-sql';
import { NIGHT_OPEN_PREDICATE } from './search-expressions';
import { countStatement } from './business-search-statements';

/** Monday 10:30 and 23:07 in minutes of the week (0 = Monday 00:00). */
const MONDAY_MORNING = { minuteOfWeek: 10 * 60 + 30, day: '2026-11-23' };
const MONDAY_NIGHT = { minuteOfWeek: 23 * 60 + 7, day: '2026-11-23' };

const words = (word: string): ResolvedSearch => ({ words: [word], tsQuery: `'${word}':*`, phrase: word });
const FRISEUR = words('friseur');
const BERLIN = { cityPrefix: 'berlin', cities: ['berlin'] };
const NEAR = { near: { latitude: 52.53, longitude: 13.38, radiusKm: 10 } };
const firstPage: PageRequest = { order: 'relevance', position: { offset: 0 }, limit: 24 };

const exactly = (total: number): CountResult => ({ total, exact: true });
const atLeast = (total: number): CountResult => ({ total, exact: false });
const pageOf = (search: ResolvedSearch, matches: PageStats['matches'], page = firstPage, stats: SearchStats = {}) =>
  planPage(search, { ...stats, matches }, page);

describe('planCount', () => {
  it('takes a count kept elsewhere (a landing page) without a statement', () => {
    const known = exactly(4_321);
    expect(planCount({ categories: ['Friseur'] }, {}, { ...firstPage, knownCount: known })).toEqual({
      kind: 'known',
      count: known,
      index: 'none',
    });
  });

  it('settles one word alone from the vocabulary: frequent, its one lexeme, a common lexeme, else counts rows', () => {
    expect(planCount(FRISEUR, { wordFrequent: true }, firstPage)).toMatchObject({
      kind: 'known',
      count: atLeast(COUNT_CAP),
      index: 'search_terms',
    });
    expect(planCount(FRISEUR, { wordFrequent: false, lexemeDocuments: exactly(3_532) }, firstPage)).toMatchObject({
      kind: 'known',
      count: exactly(3_532),
    });
    expect(planCount(FRISEUR, { wordFrequent: false, lexemeDocuments: exactly(0) }, firstPage)).toMatchObject({
      count: exactly(0),
    });
    // Several lexemes, one of them held by more than SPARSE_MATCHES: more than that, in round hundreds, up to the cap.
    const several = (held: number): SearchStats => ({ wordFrequent: false, lexemeDocuments: atLeast(held) });
    expect(planCount(FRISEUR, several(SPARSE_MATCHES + 658), firstPage)).toMatchObject({
      kind: 'known',
      count: atLeast(SPARSE_MATCHES + 600),
      index: 'search_terms',
    });
    expect(planCount(FRISEUR, several(SPARSE_MATCHES + 101), firstPage)).toMatchObject({
      count: atLeast(SPARSE_MATCHES + 100),
    });
    expect(planCount(FRISEUR, several(COUNT_CAP + 1), firstPage)).toMatchObject({ count: atLeast(COUNT_CAP) });
    // Several lexemes, none held so often, or not one prefix: the rows are counted, and sorted for the page with it.
    for (const lexemeDocuments of [atLeast(SPARSE_MATCHES), null]) {
      expect(planCount(FRISEUR, { wordFrequent: false, lexemeDocuments }, firstPage)).toMatchObject({
        kind: 'countAndSort',
        index: 'idx_businesses_search_document',
        cap: COUNT_CAP,
      });
    }
    // A count alone (a random pick's) does not sort.
    expect(planCount(FRISEUR, { wordFrequent: false, lexemeDocuments: null })).toMatchObject({ kind: 'countRows' });
  });

  it('adds up the vocabulary numbers of a place alone, and counts a radius with criteria point by point', () => {
    expect(planCount({}, {}, firstPage)).toEqual({ kind: 'placeTotals', index: 'search_terms' });
    expect(planCount(BERLIN, {}, firstPage).kind).toBe('placeTotals');
    expect(planCount({ postalCodePrefix: '803' }, {}, firstPage).kind).toBe('placeTotals');
    expect(planCount(NEAR, {}, firstPage).kind).toBe('placeTotals');
    // A prefix standing for too many cities has no stored names to add up.
    expect(planCount({ cityPrefix: 'b' }, {}, firstPage)).toMatchObject({ kind: 'countRows', cap: COUNT_CAP });
    expect(planCount({ ...NEAR, verifiedOnly: true }, {}, firstPage)).toEqual({
      kind: 'pointsCount',
      index: 'idx_businesses_point_listing',
      cap: ROW_CHECKED_COUNT_CAP,
      sorts: false,
    });
    // By date or rating, a radius holding few businesses has all its matches counted, and sorted with the count.
    for (const order of ['newest', 'rating'] as const) {
      const sorted = { ...firstPage, order };
      expect(statisticsNeeded({ ...NEAR, verifiedOnly: true }, sorted)).toEqual(['radiusBusinesses']);
      const few = { radiusBusinesses: RADIUS_SORTED_ROWS };
      expect(planCount({ ...NEAR, verifiedOnly: true }, few, sorted)).toMatchObject({
        cap: SPARSE_MATCHES,
        sorts: true,
      });
      const many = { radiusBusinesses: RADIUS_SORTED_ROWS + 1 };
      expect(planCount({ ...NEAR, verifiedOnly: true }, many, sorted)).toMatchObject({
        cap: ROW_CHECKED_COUNT_CAP,
        sorts: false,
      });
      // A page by cursor sorts apart, through the radius' box: only where the radius holds fewer.
      const cursor: ListingCursor =
        order === 'rating'
          ? { direction: 'after', order, key: ['-4.5', -3, 'a', 'b'] }
          : { direction: 'after', order, key: ['2026-01-01T00:00:00Z', 'b'] };
      const byCursor: PageRequest = { ...sorted, position: { cursor } };
      for (const [businesses, cap] of [
        [SPARSE_MATCHES, SPARSE_MATCHES],
        [SPARSE_MATCHES + 1, ROW_CHECKED_COUNT_CAP],
      ]) {
        expect(planCount({ ...NEAR, verifiedOnly: true }, { radiusBusinesses: businesses }, byCursor)).toMatchObject({
          cap,
          sorts: false,
        });
      }
    }
    expect(statisticsNeeded({ ...NEAR, verifiedOnly: true }, firstPage)).toEqual([]);
    expect(planCount({ ...NEAR, verifiedOnly: true }, {}, { ...firstPage, byDistance: true })).toMatchObject({
      cap: ROW_CHECKED_COUNT_CAP,
    });
  });

  it('counts words in a place from its place-words index, unless the words counted there settle it', () => {
    expect(planCount({ ...FRISEUR, ...BERLIN }, { frequentInPlace: true }, firstPage)).toMatchObject({
      kind: 'known',
      count: atLeast(ROW_CHECKED_COUNT_CAP),
    });
    expect(planCount({ ...FRISEUR, ...BERLIN }, { frequentInPlace: false }, firstPage)).toMatchObject({
      kind: 'countAndSort',
      rows: 'words in place',
      index: 'idx_businesses_open_city_words',
      cap: ROW_CHECKED_COUNT_CAP,
    });
    expect(planCount({ ...FRISEUR, ...NEAR }, {}, firstPage)).toMatchObject({ index: 'idx_businesses_point_words' });
    expect(planCount({ ...FRISEUR, postalCodePrefix: '101', postalCodes: ['10115'] }, {}, firstPage)).toMatchObject({
      index: 'idx_businesses_postal_words',
      cap: SPARSE_MATCHES,
    });
  });
});

describe('refusedPlace', () => {
  it('refuses a Wo of one letter or one digit, with words, categories or alone', () => {
    expect(MIN_PLACE_CHARACTERS).toBe(2);
    expect(refusedPlace({ ...words('bakerei'), cityPrefix: 'm' })).toBe('short city');
    expect(refusedPlace({ categories: ['Handwerk'], cityPrefix: 'b' })).toBe('short city');
    expect(refusedPlace({ ...words('zahnarzt'), postalCodePrefix: '8' })).toBe('short postal code');
    expect(refusedPlace({ postalCodePrefix: '1' })).toBe('short postal code');
  });

  it('searches a Wo of two characters or more, and a search without one', () => {
    expect(refusedPlace({ ...words('bakerei'), cityPrefix: 'ma' })).toBeUndefined();
    expect(refusedPlace({ ...words('zahnarzt'), postalCodePrefix: '80' })).toBeUndefined();
    expect(refusedPlace(FRISEUR)).toBeUndefined();
    expect(refusedPlace({ ...FRISEUR, ...NEAR })).toBeUndefined();
  });
});

describe('planCount of words in places', () => {
  const inCities = (cities: string[]): ResolvedSearch => ({ ...words('bakerei'), cityPrefix: 'ma', cities });

  it('finds words in cities, postal codes or a radius by the place-words index alone, index walks off', () => {
    const thirteen = Array.from({ length: 13 }, (_, i) => `m${i}`);
    for (const search of [
      inCities(['berlin']),
      inCities(thirteen),
      { ...words('zahnarzt'), postalCodePrefix: '80', postalCodes: ['80331', '80333'] },
      { ...FRISEUR, ...NEAR },
    ]) {
      expect(planCount(search, { frequentInPlace: false }, firstPage)).toMatchObject({
        rows: 'words in place',
        indexScansOff: true,
      });
    }
    expect(planCount(inCities(thirteen), {}, firstPage)).toMatchObject({ index: 'idx_businesses_open_city_words' });
  });

  it('keeps index walks for the counts that walk an index', () => {
    expect(planCount({ categories: ['Friseur'] }, {}, firstPage)).toMatchObject({
      rows: 'filters',
      indexScansOff: false,
    });
    expect(planCount({ ...words('friseur'), categories: ['Friseur'] }, {}, firstPage)).toMatchObject({
      indexScansOff: false,
    });
  });
});

describe('planCount with "open now"', () => {
  it('reads "open now" where few are open from the hours index, else walks and checks each row', () => {
    const openNow: ResolvedSearch = { openAt: MONDAY_MORNING };
    expect(planCount(openNow, { openHourShare: OPEN_HOURS_INDEX_SHARE / 2 }, firstPage)).toMatchObject({
      openHours: 'hour',
      index: 'idx_businesses_open_hours',
    });
    expect(planCount(openNow, { openHourShare: 0.8 }, firstPage)).toMatchObject({
      openHours: undefined,
      index: 'idx_businesses_listing',
    });
    expect(planCount({ openAt: MONDAY_NIGHT }, {}, firstPage)).toMatchObject({
      openHours: 'night',
      index: 'idx_businesses_night_listing',
    });
  });

  it('reads "open now" in a category from its per-minute index when the sample finds few open', () => {
    const practices: ResolvedSearch = { categories: ['Gesundheit & Medizin'], openAt: MONDAY_MORNING };
    const few = { openSample: { open: 3, sampled: OPEN_SAMPLE_ROWS, businesses: 0 } };
    const many = { openSample: { open: 150, sampled: OPEN_SAMPLE_ROWS, businesses: 0 } };
    expect(planCount(practices, few, firstPage)).toMatchObject({
      openHours: 'hour',
      index: 'idx_businesses_category_open_minutes',
    });
    expect(planCount(practices, many, firstPage)).toMatchObject({ openHours: undefined });
    expect(planCount({ ...practices, ...BERLIN, categories: undefined }, few, firstPage)).toMatchObject({
      index: 'idx_businesses_city_open_minutes',
    });
  });

  it("reads the city's open ones beside words where few are open in it", () => {
    const search: ResolvedSearch = { ...FRISEUR, ...BERLIN, openAt: MONDAY_NIGHT };
    const sample = (open: number, businesses: number) => ({
      openSample: { open, sampled: OPEN_SAMPLE_ROWS, businesses },
    });
    // Counted whole, as they are few: the count sorts the page.
    expect(planCount(search, sample(2, 80_000), firstPage)).toMatchObject({
      kind: 'countAndSort',
      rows: 'open beside words',
      index: 'idx_businesses_city_open_minutes',
      indexScansOff: true,
      cap: SPARSE_MATCHES,
    });
    expect(planCount(search, sample(160, 80_000), firstPage)).toMatchObject({
      rows: 'words in place',
      index: 'idx_businesses_open_city_words',
      cap: ROW_CHECKED_COUNT_CAP,
    });
    // Seldom open, but too many for the per-minute index (Sunday noon): up to SPARSE_MATCHES counted and sorted.
    expect(planCount(search, sample(OPEN_SAMPLE_FEW.besideWords - 1, 80_000), firstPage)).toMatchObject({
      kind: 'countAndSort',
      rows: 'words in place',
      cap: SPARSE_MATCHES,
    });
    expect(planCount(search, sample(OPEN_SAMPLE_FEW.besideWords, 80_000), firstPage)).toMatchObject({
      cap: ROW_CHECKED_COUNT_CAP,
    });
  });
});

describe('planCount in cities wholly on a public holiday', () => {
  const calendar = (openIds: string[]) => ({ day: '2027-01-06', holidays: [], specialIds: openIds, openIds });
  it('knows that none is open when none is open by special hours, and reads no statistics', () => {
    const none: ResolvedSearch = {
      ...BERLIN,
      openAt: { ...MONDAY_MORNING, calendar: calendar([]), cityHoliday: true },
    };
    expect(planCount(none, {}, firstPage)).toEqual({ kind: 'known', count: { total: 0, exact: true }, index: 'none' });
    expect(statisticsNeeded(none, firstPage)).toEqual([]);
    const some: ResolvedSearch = {
      ...none,
      openAt: { ...MONDAY_MORNING, calendar: calendar(['a']), cityHoliday: true },
    };
    expect(planCount(some, {}, firstPage).kind).toBe('countRows');
    expect(statisticsNeeded(some, firstPage)).toEqual([]);
  });
});

describe('statisticsNeeded', () => {
  it('asks only what decides the plan of the search at hand', () => {
    expect(statisticsNeeded({}, firstPage)).toEqual([]);
    expect(statisticsNeeded(FRISEUR, firstPage)).toEqual(['wordFrequent', 'lexemeDocuments', 'topRatedNames']);
    // The top-rated names only decide a first page by relevance of a word longer than a short prefix.
    const second = { ...firstPage, position: { offset: 24 } };
    expect(statisticsNeeded(FRISEUR, second)).toEqual(['wordFrequent', 'lexemeDocuments']);
    expect(statisticsNeeded(FRISEUR, { ...firstPage, order: 'newest' })).toEqual(['wordFrequent', 'lexemeDocuments']);
    expect(statisticsNeeded(words('fr'), firstPage)).toEqual(['wordFrequent', 'lexemeDocuments']);
    expect(statisticsNeeded({ ...FRISEUR, ...BERLIN }, firstPage)).toEqual(['frequentInPlace']);
    expect(statisticsNeeded({ openAt: MONDAY_MORNING }, firstPage)).toEqual(['openHourShare']);
    expect(statisticsNeeded({ openAt: MONDAY_NIGHT }, firstPage)).toEqual([]);
    expect(statisticsNeeded({ ...BERLIN, openAt: MONDAY_MORNING }, firstPage)).toEqual(['openSample']);
    expect(statisticsNeeded({ ...FRISEUR, ...BERLIN, openAt: MONDAY_MORNING }, firstPage)).toEqual(['openSample']);
    // A landing page's count is known: only what shapes the page is asked.
    expect(statisticsNeeded({ categories: ['Friseur'], ...BERLIN }, { ...firstPage, knownCount: exactly(5) })).toEqual(
      [],
    );
  });

  it("stops reading the count's statistics once one settles it; the top-rated names only for a frequent word", () => {
    expect(statisticStillNeeded('lexemeDocuments', { wordFrequent: true })).toBe(false);
    expect(statisticStillNeeded('openSample', { frequentInPlace: true })).toBe(false);
    expect(statisticStillNeeded('lexemeDocuments', { wordFrequent: false })).toBe(true);
    expect(statisticStillNeeded('topRatedNames', { wordFrequent: true })).toBe(true);
    expect(
      statisticStillNeeded('topRatedNames', { wordFrequent: false, lexemeDocuments: atLeast(COUNT_CAP + 1) }),
    ).toBe(true);
    expect(statisticStillNeeded('topRatedNames', { wordFrequent: false, lexemeDocuments: exactly(3_532) })).toBe(false);
  });
});

describe('planPage', () => {
  it('refuses a numbered page past page 10 of more matches than were counted, and serves it when all were', () => {
    const deep: PageRequest = { ...firstPage, position: { offset: 10 * 24 } };
    expect(pageOf(FRISEUR, atLeast(COUNT_CAP), deep).plan).toEqual({ kind: 'deepPageRefused' });
    expect(pageOf({}, exactly(300), deep).plan.kind).toBe('sortMatches');
  });

  it('reads nothing when nothing matches or the page lies past the end', () => {
    expect(pageOf(FRISEUR, exactly(0)).plan).toEqual({ kind: 'empty' });
    expect(pageOf({}, exactly(24), { ...firstPage, position: { offset: 24 } }).plan).toEqual({ kind: 'empty' });
  });

  it('reads the matches the count sorted by id, no more than remain', () => {
    const sorted: SortedCount = {
      total: 30,
      exact: true,
      page: Array.from({ length: 24 }, (_, i) => ({ id: `${i}`, tier: 2 })),
    };
    const planned = pageOf(FRISEUR, sorted, { ...firstPage, position: { offset: 24 } });
    expect(planned.take).toBe(6);
    expect(planned.plan).toMatchObject({ kind: 'rowsById', index: 'businesses_pkey' });
    expect(planned.plan.kind === 'rowsById' && planned.plan.matches).toHaveLength(6);
  });

  it('sorts few matches with index walks off and walks the listing order for many', () => {
    const few = pageOf({ categories: ['Friseur'] }, exactly(SPARSE_MATCHES));
    expect(few).toMatchObject({ plan: { kind: 'sortMatches', openBesideWords: false }, indexScansOff: true });
    const many = pageOf({ categories: ['Friseur'] }, exactly(SPARSE_MATCHES + 1));
    expect(many).toMatchObject({
      plan: { kind: 'walkListing', index: 'idx_businesses_category_listing' },
      indexScansOff: false,
    });
    expect(pageOf({ openAt: MONDAY_NIGHT, ...BERLIN }, atLeast(200)).plan).toMatchObject({
      index: 'idx_businesses_city_night_listing',
    });
    expect(pageOf({}, atLeast(COUNT_CAP), { ...firstPage, order: 'rating' }).plan).toMatchObject({
      index: 'idx_businesses_rating',
    });
    expect(pageOf({}, atLeast(COUNT_CAP), { ...firstPage, order: 'newest' }).plan).toMatchObject({
      index: 'idx_businesses_created_at',
    });
    // The verified alone have an index of their own in the newest order.
    const newestVerified = pageOf({ ...FRISEUR, verifiedOnly: true }, atLeast(200), { ...firstPage, order: 'newest' });
    expect(newestVerified.plan).toEqual({ kind: 'walkListing', index: 'idx_businesses_verified_newest' });
  });
});

describe('planPage: walks, top-rated first and nearest first', () => {
  it('walks a radius in listing order point by point however few match, and a postal-code prefix code by code', () => {
    expect(pageOf(NEAR, atLeast(COUNT_CAP)).plan).toEqual({
      kind: 'walkPoints',
      index: 'idx_businesses_point_listing',
    });
    // Few matches of criteria too, index walks on: the radius' box held every business around them.
    expect(pageOf({ ...NEAR, categories: ['Sonstige'] }, exactly(91))).toMatchObject({
      plan: { kind: 'walkPoints' },
      indexScansOff: false,
    });
    // Few matches of words are sorted from the words at the points, by date too.
    expect(pageOf({ ...FRISEUR, ...NEAR }, exactly(91)).plan.kind).toBe('sortMatches');
    expect(pageOf({ ...NEAR, verifiedOnly: true }, exactly(91), { ...firstPage, order: 'newest' }).plan.kind).toBe(
      'sortMatches',
    );
    const codes: ResolvedSearch = { postalCodePrefix: '803', postalCodes: ['80331', '80333'] };
    expect(pageOf(codes, exactly(40))).toMatchObject({
      plan: { kind: 'walkPostalCodes', index: 'idx_businesses_postal_listing' },
      indexScansOff: false,
    });
  });

  it('looks among the top-rated first: anywhere from TOP_RATED_MIN_MATCHES matches, in cities or a radius for many', () => {
    expect(pageOf(FRISEUR, exactly(TOP_RATED_MIN_MATCHES)).plan).toMatchObject({
      kind: 'topRatedFirst',
      scope: 'anywhere',
      index: 'idx_businesses_top_rated_names',
      sortMatches: true,
      otherwise: { kind: 'sortMatches' },
    });
    expect(pageOf(FRISEUR, exactly(TOP_RATED_MIN_MATCHES - 1)).plan.kind).toBe('sortMatches');
    // Many matches of a short prefix alone: names match it every few rows, so the first page is walked to; a later one
    // is looked for among the top-rated first.
    expect(pageOf(words('fr'), atLeast(COUNT_CAP)).plan).toEqual({
      kind: 'walkListing',
      index: 'idx_businesses_listing',
    });
    // A longer word held by as many may be rare in names ("Kaffee" in descriptions): its top-rated names first, unless
    // the vocabulary counts TOP_RATED_NAMES_WALKED of them; then they lead the listing often enough to be walked to.
    expect(pageOf(FRISEUR, atLeast(COUNT_CAP)).plan).toMatchObject({
      kind: 'topRatedFirst',
      scope: 'anywhere',
      sortMatches: false,
      otherwise: { kind: 'walkListing', index: 'idx_businesses_listing' },
    });
    const names = (topRatedNames: number): SearchStats => ({ topRatedNames });
    expect(pageOf(FRISEUR, atLeast(COUNT_CAP), firstPage, names(TOP_RATED_NAMES_WALKED - 1)).plan.kind).toBe(
      'topRatedFirst',
    );
    expect(pageOf(FRISEUR, atLeast(COUNT_CAP), firstPage, names(TOP_RATED_NAMES_WALKED)).plan).toEqual({
      kind: 'walkListing',
      index: 'idx_businesses_listing',
    });
    // Counted exactly, or on a later page, they are looked for among the top-rated however many they are.
    expect(pageOf(FRISEUR, exactly(SPARSE_MATCHES + 1), firstPage, names(5_000)).plan.kind).toBe('topRatedFirst');
    const later = { ...firstPage, position: { offset: 24 } };
    expect(pageOf(FRISEUR, atLeast(COUNT_CAP), later, names(5_000)).plan.kind).toBe('topRatedFirst');
    // Fewer than COUNT_CAP (a rare trade's, counted exactly): their names lie far apart in the listing, so the first
    // page too is looked for among the top-rated.
    expect(pageOf(FRISEUR, exactly(SPARSE_MATCHES + 1)).plan).toMatchObject({
      kind: 'topRatedFirst',
      scope: 'anywhere',
      sortMatches: false,
      otherwise: { kind: 'walkListing', index: 'idx_businesses_listing' },
    });
    expect(pageOf(FRISEUR, atLeast(COUNT_CAP), { ...firstPage, position: { offset: 192 } }).plan).toMatchObject({
      kind: 'topRatedFirst',
      scope: 'anywhere',
      sortMatches: false,
      otherwise: { kind: 'walkListing', index: 'idx_businesses_listing' },
    });
    expect(pageOf({ ...FRISEUR, ...BERLIN }, atLeast(ROW_CHECKED_COUNT_CAP)).plan).toMatchObject({
      kind: 'topRatedFirst',
      scope: 'in the cities',
      index: 'idx_businesses_top_rated_city_names',
      sortMatches: false,
      otherwise: { kind: 'walkListing', index: 'idx_businesses_city_listing' },
    });
    expect(pageOf({ ...FRISEUR, ...NEAR }, atLeast(ROW_CHECKED_COUNT_CAP)).plan).toMatchObject({
      scope: 'within the radius',
      index: 'idx_businesses_top_rated_point_names',
      otherwise: { kind: 'walkPoints' },
    });
    // Not by cursor, not in another order.
    const cursor: PageRequest = {
      ...firstPage,
      position: { cursor: { direction: 'after', order: 'relevance', tier: 2, key: [false, '-4.5', -3, 'a', 'b'] } },
    };
    expect(pageOf({ ...FRISEUR, ...BERLIN }, atLeast(200), cursor).plan.kind).toBe('walkListing');
    expect(pageOf({ ...FRISEUR, ...BERLIN }, atLeast(200), { ...firstPage, order: 'rating' }).plan.kind).toBe(
      'walkListing',
    );
  });

  it("reads open ones point by point by night from the points' night listing, unless some are open by special hours", () => {
    const night = { ...NEAR, openAt: MONDAY_NIGHT };
    expect(pageOf(night, atLeast(ROW_CHECKED_COUNT_CAP)).plan).toMatchObject({
      index: 'idx_businesses_point_night_listing',
    });
    expect(planCount(night, {}, firstPage).index).toBe('idx_businesses_point_night_listing');
    expect(pageOf(night, atLeast(COUNT_CAP), { ...firstPage, byDistance: true }).plan).toEqual({
      kind: 'walkPointsByDistance',
      index: 'idx_businesses_point_night_listing',
    });
    expect(filters(night, new SqlParams(), { atPoints: true })).toContain(`(${NIGHT_OPEN_PREDICATE})`);
    // By day, and by night beside those open by special hours, the points' listing.
    const morning = { ...NEAR, openAt: MONDAY_MORNING };
    expect(pageOf(morning, atLeast(ROW_CHECKED_COUNT_CAP)).plan).toMatchObject({
      index: 'idx_businesses_point_listing',
    });
    expect(filters(morning, new SqlParams(), { atPoints: true })).not.toContain(`(${NIGHT_OPEN_PREDICATE})`);
    const open = ['c0ffee00-0000-4000-8000-000000000001'];
    const calendar = { day: MONDAY_NIGHT.day, holidays: [], specialIds: open, openIds: open };
    const special: ResolvedSearch = { ...NEAR, openAt: { ...MONDAY_NIGHT, calendar } };
    expect(pageOf(special, atLeast(ROW_CHECKED_COUNT_CAP)).plan).toMatchObject({
      index: 'idx_businesses_point_listing',
    });
  });

  it('reads nearest first by distance from the GiST index for few, point by point for many', () => {
    const byDistance: PageRequest = { ...firstPage, byDistance: true };
    expect(pageOf(NEAR, exactly(100), byDistance)).toMatchObject({
      plan: { kind: 'nearestFirst', index: 'idx_businesses_earth' },
      indexScansOff: true,
    });
    expect(pageOf(NEAR, atLeast(COUNT_CAP), byDistance).plan).toEqual({
      kind: 'walkPointsByDistance',
      index: 'idx_businesses_point_listing',
    });
  });

  it("reads the city's open ones beside words and sorts them where few are open", () => {
    const search: ResolvedSearch = { ...FRISEUR, ...BERLIN, openAt: MONDAY_NIGHT };
    const stats = { openSample: { open: 2, sampled: OPEN_SAMPLE_ROWS, businesses: 80_000 } };
    const cursor: PageRequest = {
      ...firstPage,
      position: { cursor: { direction: 'after', order: 'relevance', tier: 2, key: [false, '-4.5', -3, 'a', 'b'] } },
    };
    expect(pageOf(search, exactly(150), cursor, stats).plan).toEqual({
      kind: 'sortMatches',
      index: 'idx_businesses_city_open_minutes',
      openBesideWords: true,
    });
  });
});

describe('a short prefix tested per row', () => {
  const F = words('f');
  const FINANCE = { categories: ['Sonstige', 'Immobilien & Bau'], categoryTsQuery: "'finanz':*" };

  it('reads how common the words of one short prefix are, first, only beside criteria with an index of their own', () => {
    expect(statisticsNeeded({ ...F, ...FINANCE }, firstPage)[0]).toBe('prefixShare');
    expect(statisticsNeeded({ ...words('sch'), postalCodePrefix: '451', postalCodes: ['45127'] }, firstPage)).toContain(
      'prefixShare',
    );
    // Four characters and more, the word alone, two words or a whole short word: the words index serves them.
    expect(statisticsNeeded({ ...words('kind'), ...BERLIN, verifiedOnly: true }, firstPage)).not.toContain(
      'prefixShare',
    );
    expect(statisticsNeeded(F, firstPage)).not.toContain('prefixShare');
    expect(statisticsNeeded({ ...F, verifiedOnly: true }, firstPage)).not.toContain('prefixShare');
    const twoWords = { words: ['f', 'bank'], tsQuery: "'f' & 'bank':*", phrase: 'f bank', ...FINANCE };
    expect(statisticsNeeded(twoWords, firstPage)).not.toContain('prefixShare');
    // Once decided, it is not read again.
    expect(statisticsNeeded({ ...F, ...FINANCE, wordsPerRow: false }, firstPage)).not.toContain('prefixShare');
  });

  it('tests the words per row from PER_ROW_PREFIX_SHARE on', () => {
    const search = { ...F, ...BERLIN };
    expect(withWordsPerRow(search, {}).wordsPerRow).toBeUndefined();
    expect(withWordsPerRow(search, { prefixShare: PER_ROW_PREFIX_SHARE - 0.01 }).wordsPerRow).toBe(false);
    expect(withWordsPerRow(search, { prefixShare: PER_ROW_PREFIX_SHARE }).wordsPerRow).toBe(true);
  });

  it('marks a prefix common from WALKED_PREFIX_SHARE on, for walks of the cities to test per row', () => {
    const search = { ...F, ...BERLIN };
    expect(withWordsPerRow(search, {}).commonPrefix).toBeUndefined();
    expect(withWordsPerRow(search, { prefixShare: WALKED_PREFIX_SHARE - 0.01 })).toMatchObject({
      wordsPerRow: false,
      commonPrefix: false,
    });
    expect(withWordsPerRow(search, { prefixShare: WALKED_PREFIX_SHARE })).toMatchObject({
      wordsPerRow: false,
      commonPrefix: true,
    });
  });

  it.each([
    ['rated categories', { ...FINANCE, minRating: 4 }],
    ['a minimum rating alone', { minRating: 3 }],
  ])('tests the words per row beside %s from RATED_PREFIX_SHARE on, leaving the rating indexed', (_, criteria) => {
    const rated = { ...F, ...criteria };
    expect(statisticsNeeded(rated, firstPage)[0]).toBe('prefixShare');
    const below = withWordsPerRow(rated, { prefixShare: RATED_PREFIX_SHARE - 0.01 });
    expect(below.wordsPerRow).toBe(false);
    const perRow = withWordsPerRow(rated, { prefixShare: RATED_PREFIX_SHARE });
    expect(perRow.wordsPerRow).toBe(true);
    const plan = planCount(perRow, {}, firstPage);
    if (plan.kind === 'known') throw new Error('a count of rows checked is read');
    const sql = countStatement(perRow, plan, firstPage).text;
    expect(sql).toMatch(/ts_match_vq\(b\.search_document, /);
    expect(sql).toMatch(/\(- b\.rating_avg\) <= \$\d+::numeric AND b\.rating_sum/);
    expect(sql).not.toMatch(/rating_sum \* 20 >= \$\d+::integer \* b\.review_count\) IS TRUE/);
    // Without a minimum rating, or in a place, the share to test per row stays PER_ROW_PREFIX_SHARE.
    expect(withWordsPerRow({ ...F, ...FINANCE }, { prefixShare: RATED_PREFIX_SHARE }).wordsPerRow).toBe(false);
    expect(statisticsNeeded({ ...F, verifiedOnly: true }, firstPage)).not.toContain('prefixShare');
    const inBerlin = withWordsPerRow({ ...rated, ...BERLIN }, { prefixShare: RATED_PREFIX_SHARE });
    expect(inBerlin.wordsPerRow).toBe(false);
  });

  it('counts the rows the other criteria find, as rows checked, and never through a words index', () => {
    const inBerlin = withWordsPerRow({ ...F, ...BERLIN }, { prefixShare: 1.3 });
    expect(planCount(inBerlin, {}, firstPage)).toMatchObject({
      kind: 'countAndSort',
      rows: 'filters',
      cap: ROW_CHECKED_COUNT_CAP,
      indexScansOff: false,
    });
    // The same prefix when rare: the words of the city are looked up.
    const rare = withWordsPerRow({ ...F, ...BERLIN }, { prefixShare: 0.01 });
    expect(planCount(rare, {}, firstPage)).toMatchObject({
      rows: 'words in place',
      index: 'idx_businesses_open_city_words',
    });
    const inCodes = withWordsPerRow({ ...F, postalCodePrefix: '451', postalCodes: ['45127'] }, { prefixShare: 2 });
    expect(planCount(inCodes, {}, firstPage)).toMatchObject({ rows: 'filters', cap: ROW_CHECKED_COUNT_CAP });
  });

  it('sorts a page by date or rating in a radius of few businesses from all matches, counted point by point', () => {
    const inRadius = withWordsPerRow({ ...F, ...FINANCE, ...NEAR }, { prefixShare: 1.3 });
    for (const order of ['newest', 'rating'] as const) {
      const sorted = { ...firstPage, order };
      expect(statisticsNeeded(inRadius, sorted)).toContain('radiusBusinesses');
      expect(planCount(inRadius, { radiusBusinesses: RADIUS_SORTED_ROWS }, sorted)).toEqual({
        kind: 'pointsCount',
        index: 'idx_businesses_point_listing',
        cap: SPARSE_MATCHES,
        sorts: true,
      });
      // A bigger radius walks the order's index, counting as rows checked.
      expect(planCount(inRadius, { radiusBusinesses: RADIUS_SORTED_ROWS + 1 }, sorted)).toMatchObject({
        kind: 'countAndSort',
        cap: ROW_CHECKED_COUNT_CAP,
      });
    }
    // In the listing's order the radius is not counted for it.
    expect(statisticsNeeded(inRadius, firstPage)).not.toContain('radiusBusinesses');
    expect(planCount(inRadius, {}, firstPage).kind).toBe('countAndSort');
    // Words looked up in the radius' points are counted there, whatever the radius holds.
    const rare = withWordsPerRow({ ...F, ...FINANCE, ...NEAR }, { prefixShare: 0.01 });
    expect(statisticsNeeded(rare, { ...firstPage, order: 'rating' })).not.toContain('radiusBusinesses');
  });

  it('writes the words and a tile’s terms as per-row tests (ts_match_vq), which no index serves', () => {
    const params = new SqlParams();
    const search = withWordsPerRow({ ...F, ...FINANCE }, { prefixShare: 2.2 });
    expect(matchCondition(search, params)).toMatch(/^ts_match_vq\(b\.search_document, /);
    expect(matchCondition({ ...search, wordsPerRow: false }, params)).toMatch(/^b\.search_document @@ /);
    const tile = (perRow: boolean) => filters({ ...search, wordsPerRow: perRow }, params).join(' AND ');
    // Beside query words the tile's terms are tested per row either way; without words its index finds the rows.
    expect(tile(true)).toContain('ts_match_vq(b.search_document, to_tsquery(');
    expect(tile(false)).toContain('ts_match_vq(b.search_document, to_tsquery(');
    expect(filters(FINANCE, params).join(' AND ')).toContain('b.search_document @@ to_tsquery(');
  });
});

describe('counts of rows checked in the table', () => {
  it('stop at ROW_CHECKED_COUNT_CAP for the verified mark or a minimum rating, else at COUNT_CAP', () => {
    expect(planCount({ verifiedOnly: true }, {}, firstPage)).toMatchObject({ cap: ROW_CHECKED_COUNT_CAP });
    expect(planCount({ minRating: 5 }, {}, firstPage)).toMatchObject({ cap: ROW_CHECKED_COUNT_CAP });
    expect(planCount({ ...FRISEUR, minRating: 2 }, {}, firstPage)).toMatchObject({ cap: ROW_CHECKED_COUNT_CAP });
    expect(planCount({ categories: ['Friseur'], cityPrefix: 'b' }, {}, firstPage)).toMatchObject({ cap: COUNT_CAP });
  });
});

describe('one word in a place on a page by date or rating', () => {
  const byRating: PageRequest = { order: 'rating', position: { offset: 0 }, limit: 24 };

  it('asks whether the place holds more than SPARSE_MATCHES of the word, not ROW_CHECKED_COUNT_CAP', () => {
    expect(statisticsNeeded({ ...FRISEUR, ...NEAR }, byRating)).toEqual(['denseInPlace']);
    expect(statisticsNeeded({ ...FRISEUR, ...BERLIN }, byRating)).toEqual(['denseInPlace']);
    expect(statisticsNeeded({ ...FRISEUR, ...BERLIN }, firstPage)).toEqual(['frequentInPlace']);
    expect(statisticStillNeeded('openSample', { denseInPlace: true })).toBe(false);
  });

  it('walks the order when dense, else counts the words in the place up to SPARSE_MATCHES and sorts them', () => {
    expect(planCount({ ...FRISEUR, ...BERLIN }, { denseInPlace: true }, byRating)).toMatchObject({
      kind: 'known',
      count: atLeast(ROW_CHECKED_COUNT_CAP),
    });
    const few = planCount({ ...FRISEUR, ...NEAR }, { denseInPlace: false }, byRating);
    expect(few).toMatchObject({ kind: 'countAndSort', rows: 'words in place', cap: SPARSE_MATCHES });
    // In a city's listing order the count still stops at ROW_CHECKED_COUNT_CAP.
    expect(planCount({ ...FRISEUR, ...BERLIN }, { frequentInPlace: false }, firstPage)).toMatchObject({
      cap: ROW_CHECKED_COUNT_CAP,
    });
    expect(pageOf({ ...FRISEUR, ...NEAR }, exactly(SPARSE_MATCHES), byRating).plan.kind).toBe('sortMatches');
  });

  it('sorts up to SPARSE_MATCHES within a radius in listing order when the points hold less than a page each', () => {
    expect(statisticsNeeded({ ...FRISEUR, ...NEAR }, firstPage)).toEqual(['denseAtPoints']);
    expect(statisticStillNeeded('openSample', { denseAtPoints: true })).toBe(false);
    expect(planCount({ ...FRISEUR, ...NEAR }, { denseAtPoints: false }, firstPage)).toMatchObject({
      kind: 'countAndSort',
      rows: 'words in place',
      cap: SPARSE_MATCHES,
    });
    expect(planCount({ ...FRISEUR, ...NEAR }, { denseAtPoints: true }, firstPage)).toMatchObject({ kind: 'known' });
    expect(pageOf({ ...FRISEUR, ...NEAR }, exactly(SPARSE_MATCHES), firstPage).plan.kind).not.toBe('walkPoints');
    // A page's worth per point of the radius, at most SPARSE_MATCHES, at least ROW_CHECKED_COUNT_CAP: more than that is
    // the count it settles.
    expect(planCount({ ...FRISEUR, ...NEAR }, { denseAtPoints: true }, firstPage)).toMatchObject({
      count: atLeast(ROW_CHECKED_COUNT_CAP),
    });
    const point = { latitude: 52.5, longitude: 13.4, inside: true, km: 1 };
    const radius = (points: number) => ({
      ...FRISEUR,
      ...NEAR,
      radiusPoints: Array.from({ length: points }, () => point),
    });
    expect(pointsDenseThreshold(radius(0))).toBe(ROW_CHECKED_COUNT_CAP);
    expect(pointsDenseThreshold(radius(8))).toBe(ROW_CHECKED_COUNT_CAP);
    expect(pointsDenseThreshold(radius(94))).toBe(94 * DEFAULT_PAGE_SIZE);
    expect(pointsDenseThreshold(radius(1_000))).toBe(SPARSE_MATCHES);
    // Nearest first keeps its own walk; a city's listing keeps the count of a few hundred.
    expect(statisticsNeeded({ ...FRISEUR, ...NEAR }, { ...firstPage, byDistance: true })).toEqual(['frequentInPlace']);
    expect(statisticsNeeded({ ...FRISEUR, ...BERLIN }, firstPage)).toEqual(['frequentInPlace']);
  });
});

describe('a rare word beside categories', () => {
  const RARE = { ...words('schreinerei'), categories: ['Handwerk & Dienstleistung', 'Sonstige'] };

  it('reads how common the word is, first, and tests the categories per row up to CATEGORY_PER_ROW_SHARE', () => {
    expect(statisticsNeeded(RARE, firstPage)[0]).toBe('prefixShare');
    expect(withCategoryPerRow(RARE, CATEGORY_PER_ROW_SHARE).categoryPerRow).toBe(true);
    expect(withCategoryPerRow(RARE, CATEGORY_PER_ROW_SHARE + 0.001).categoryPerRow).toBe(false);
    expect(withCategoryPerRow(RARE, undefined).categoryPerRow).toBeUndefined();
    // In a city the words there find the rows; words tested per row leave it to the categories' index.
    expect(withCategoryPerRow({ ...RARE, ...BERLIN }, 0.001).categoryPerRow).toBeUndefined();
    expect(withCategoryPerRow({ ...RARE, wordsPerRow: true }, 0.001).categoryPerRow).toBeUndefined();
    expect(statisticsNeeded({ ...RARE, ...BERLIN }, firstPage)).not.toContain('prefixShare');
  });

  it('tests the categories on the rows the words found when the word is rare, else as an index condition', () => {
    expect(filters(withCategoryPerRow(RARE, 0.006), new SqlParams())).toContain(
      '(b.category = ANY($1::text[])) IS TRUE',
    );
    expect(filters(withCategoryPerRow(RARE, 0.05), new SqlParams())).toContain('b.category = ANY($1::text[])');
  });
});

describe('categories beside postal codes', () => {
  const IN_CODES = { categories: ['Sonstige', 'Immobilien & Bau'], postalCodePrefix: '54', postalCodes: ['54290'] };

  it("reads the codes' size, and leaves the categories to the index that has the codes beside them", () => {
    expect(statisticsNeeded(IN_CODES, firstPage)).toEqual(['postalCodeRows']);
    expect(statisticsNeeded({ ...IN_CODES, ...words('k') }, firstPage)).toEqual(['prefixShare', 'postalCodeRows']);
    // Cities and a radius have indexes of their own beside categories.
    expect(statisticsNeeded({ ...IN_CODES, postalCodePrefix: undefined, ...BERLIN }, firstPage)).toEqual([]);
    expect(statisticsNeeded({ ...IN_CODES, ...NEAR }, firstPage)).not.toContain('postalCodeRows');
    expect(filters(IN_CODES, new SqlParams())).toContain('b.category = ANY($1::text[])');
    expect(filters(IN_CODES, new SqlParams())).not.toContain('IS TRUE');
  });

  it('counts the matches of codes holding up to SPARSE_MATCHES whole, so that their page is sorted', () => {
    const verified = { postalCodePrefix: '49808', verifiedOnly: true };
    expect(statisticsNeeded(verified, firstPage)).toEqual(['postalCodeRows']);
    const few = { postalCodeRows: SPARSE_MATCHES };
    const many = { postalCodeRows: SPARSE_MATCHES + 1 };
    expect(planCount(verified, few, firstPage)).toMatchObject({ kind: 'countAndSort', cap: SPARSE_MATCHES });
    expect(planCount(verified, few)).toMatchObject({ kind: 'countRows', cap: SPARSE_MATCHES });
    expect(planCount(verified, many, firstPage)).toMatchObject({ kind: 'countRows', cap: ROW_CHECKED_COUNT_CAP });
    expect(planCount(verified, {}, firstPage)).toMatchObject({ cap: ROW_CHECKED_COUNT_CAP });
    // A postal-code prefix alone adds up the codes' numbers; a radius counts point by point.
    expect(statisticsNeeded({ postalCodePrefix: '49808' }, firstPage)).toEqual([]);
    expect(statisticsNeeded({ ...verified, ...NEAR }, firstPage)).not.toContain('postalCodeRows');
  });

  it('tests the verified mark and a minimum rating on the rows of the codes', () => {
    const marks = filters({ postalCodePrefix: '49', verifiedOnly: true, minRating: 4 }, new SqlParams());
    expect(marks).toContain(
      '(b.verified AND (- b.rating_avg) <= $2::numeric AND b.rating_sum * 20 >= $3::integer * b.review_count) IS TRUE',
    );
    expect(filters({ verifiedOnly: true }, new SqlParams())).toContain('b.verified');
  });
});

describe('"open now" by date in cities', () => {
  const BADEN = { cityPrefix: 'baden', cities: ['baden', 'baden-baden'], openAt: MONDAY_MORNING };
  const newest: PageRequest = { ...firstPage, order: 'newest' };
  const sample = (businesses: number): SearchStats => ({
    openSample: { open: 50, sampled: OPEN_SAMPLE_ROWS, businesses },
  });

  it('counts the matches of cities holding up to SPARSE_MATCHES whole and sorts them, by date only', () => {
    expect(statisticsNeeded(BADEN, newest)).toEqual(['openSample']);
    expect(planCount(BADEN, sample(SPARSE_MATCHES), newest)).toMatchObject({
      kind: 'countAndSort',
      cap: SPARSE_MATCHES,
    });
    expect(planCount(BADEN, sample(SPARSE_MATCHES + 1), newest)).toMatchObject({ cap: ROW_CHECKED_COUNT_CAP });
    // In listing order the cities are walked one by one, by rating through the cities' rating index.
    expect(planCount(BADEN, sample(SPARSE_MATCHES), firstPage)).toMatchObject({ cap: ROW_CHECKED_COUNT_CAP });
    expect(planCount(BADEN, sample(SPARSE_MATCHES), { ...firstPage, order: 'rating' })).toMatchObject({
      cap: ROW_CHECKED_COUNT_CAP,
    });
  });

  it('samples several cities city by city, one city in one walk', () => {
    const several = openSampleSql(BADEN).text;
    expect(several).toContain('unnest($');
    expect(several).toContain('b.city_folded = city.city_folded');
    expect(several).not.toContain('b.city_folded = ANY');
    expect(openSampleSql({ ...BERLIN, openAt: MONDAY_MORNING }).text).not.toContain('unnest(');
  });
});

describe('"open now" beside a common word when few are open in the hour', () => {
  const SUNDAY_NOON = { minuteOfWeek: 6 * 24 * 60 + 13 * 60, day: '2026-11-22' };
  const ZAHNARZT = { ...words('zahnarzt'), openAt: SUNDAY_NOON };
  const slot = 'open_hour_slots(b.open_week) @> ARRAY[open_hour_slot($1::integer)]';

  it("reads the word's share and the hour's share, and leaves the word to its index", () => {
    expect(statisticsNeeded(ZAHNARZT, firstPage)).toEqual(['prefixShare', 'openHourShare']);
    expect(withWordsPerRow(ZAHNARZT, { prefixShare: 0.9 }).wordsPerRow).toBeUndefined();
    // A short prefix's hour is read too (SHORT_PREFIX_SLOT_SHARE); a category or a place narrows on its own.
    expect(statisticsNeeded({ ...words('za'), openAt: SUNDAY_NOON }, firstPage)).toContain('openHourShare');
    expect(statisticsNeeded({ ...ZAHNARZT, ...BERLIN }, firstPage)).not.toContain('openHourShare');
    expect(statisticsNeeded({ ...ZAHNARZT, categories: ['Sonstige'] }, firstPage)).not.toContain('openHourShare');
  });

  it('names the slot below OPEN_HOUR_SLOT_SHARE open beside a word from OPEN_HOUR_SLOT_WORD_SHARE on', () => {
    const named = (hourShare: number, wordShare: number) =>
      withOpenHourSlot(ZAHNARZT, hourShare, wordShare).openHourSlot;
    expect(named(OPEN_HOUR_SLOT_SHARE - 0.01, OPEN_HOUR_SLOT_WORD_SHARE)).toBe(true);
    expect(named(OPEN_HOUR_SLOT_SHARE, OPEN_HOUR_SLOT_WORD_SHARE)).toBe(false);
    expect(named(0.1, OPEN_HOUR_SLOT_WORD_SHARE - 0.001)).toBe(false);
    expect(withOpenHourSlot({ ...ZAHNARZT, ...BERLIN }, 0.1, 0.5).openHourSlot).toBeUndefined();
    expect(filters(withOpenHourSlot(ZAHNARZT, 0.1, 0.5), new SqlParams())).toContain(slot);
    expect(filters(withOpenHourSlot(ZAHNARZT, 0.5, 0.5), new SqlParams())).not.toContain(slot);
  });

  it('reads the slot beside a short prefix only below SHORT_PREFIX_SLOT_SHARE, the prefix then per row', () => {
    const BI = { ...words('bi'), openAt: MONDAY_NIGHT };
    const night = withOpenHourSlot(BI, SHORT_PREFIX_SLOT_SHARE - 0.01, 0.2);
    expect([night.openHourSlot, night.wordsPerRow]).toEqual([true, true]);
    expect(filters(night, new SqlParams())).toContain(slot);
    // The slot's open ones are few: counted up to SPARSE_MATCHES and sorted, not walked to in the listing.
    const counted = planCount(night, {}, firstPage);
    expect(counted).toMatchObject({ kind: 'countAndSort', cap: SPARSE_MATCHES });
    const sql = counted.kind === 'known' ? '' : countStatement(night, counted, firstPage).text;
    expect(sql).toContain('ts_match_vq(b.search_document, ');
    // Sunday noon: a tenth open, and a short prefix is walked as before (the slot's bitmap cost more than the walk).
    const noon = withOpenHourSlot({ ...BI, openAt: SUNDAY_NOON }, OPEN_HOUR_SLOT_SHARE - 0.05, 0.2);
    expect([noon.openHourSlot, noon.wordsPerRow]).toEqual([undefined, undefined]);
    expect(planCount(noon, {}, firstPage)).toMatchObject({ cap: ROW_CHECKED_COUNT_CAP });
  });
});

describe('a short prefix tested per row in postal codes', () => {
  const T_IN_402: ResolvedSearch = {
    ...words('t'),
    postalCodePrefix: '402',
    postalCodes: ['40210', '40211', '40212'],
    verifiedOnly: true,
    wordsPerRow: true,
  };
  const spec = (search: ResolvedSearch, order: PageRequest['order'] = 'relevance') => ({
    search,
    order,
    position: { offset: 0 },
    take: 24,
    columns: 'b.id',
  });
  const branches = (sql: string) => sql.split('UNION ALL').filter((branch) => branch.includes('b.name_document'));

  it("walks each code's listing in every tier, the names' too, in listing order", () => {
    const { text } = walkListingSql(spec(T_IN_402));
    expect(branches(text).length).toBeGreaterThan(0);
    for (const branch of branches(text)) expect(branch).toContain('b.postal_code = code.postal_code');
  });

  it('keeps the listing walk by rating, and for words sent to their index', () => {
    expect(walkListingSql(spec(T_IN_402, 'rating')).text).not.toContain('code.postal_code');
    expect(walkListingSql(spec({ ...T_IN_402, wordsPerRow: undefined })).text).not.toContain('code.postal_code');
  });
});
