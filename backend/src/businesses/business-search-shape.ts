import { NIGHT_HOURS } from './search-expressions';
import { hasFilters, hasNonWordFilters, PageOrder, ResolvedSearch, SearchRequest } from './business-search';
import { openHourOfWeek } from './opening-hours';
import type { PageRequest, SearchStats } from './business-search-plan';
import { MIN_PREFIX_LENGTH } from '../common/search-text';

/*
 * The shape of a search, as its planner (business-search-plan.ts) and its SQL builders read it: which criteria narrow,
 * whether "open now" stands alone, in places or at night, and whether the words come in name tiers.
 */

/** Whether "open now" narrows beside the categories or the cities searched and nothing else. */
export function isOpenNowIn(search: ResolvedSearch): boolean {
  const elsewhere: ResolvedSearch = { ...search, categories: undefined, cities: undefined, cityPrefix: undefined };
  return (
    search.openAt !== undefined &&
    (search.categories?.length ?? 0) + (search.cities?.length ?? 0) > 0 &&
    !narrowsBesidesOpenNow(elsewhere)
  );
}

/** Whether "open now" is asked at a minute of the night (NIGHT_HOURS): the night listings hold every one open. */
export function isOpenAtNight(search: ResolvedSearch): boolean {
  return search.openAt !== undefined && NIGHT_HOURS.includes(openHourOfWeek(search.openAt.minuteOfWeek));
}

/**
 * Whether a walk point by point by night reads the points' night listing: not when the hour's slot is tested per row,
 * nor when some are open by special hours (their ids, ORed with the week's hours, do not imply the index's predicate).
 */
export function readsNightAtPoints(search: ResolvedSearch): boolean {
  return isOpenAtNight(search) && search.openHourSlot !== true && (search.openAt?.calendar?.openIds.length ?? 0) === 0;
}

/** Whether "open now" at night narrows alone or beside the cities or categories: the night listings hold them all. */
export function isNightOpenNow(search: ResolvedSearch): boolean {
  let elsewhere: ResolvedSearch = { ...search, categories: undefined };
  if (search.cities !== undefined) elsewhere = { ...elsewhere, cities: undefined, cityPrefix: undefined };
  return isOpenAtNight(search) && !narrowsBesidesOpenNow(elsewhere);
}

/** Which per-minute index "open now" in categories or cities reads: the cities' (fewer rows), else the categories'. */
export function openMinuteQualifiers(search: ResolvedSearch): { column: string; qualifiers: readonly string[] } {
  const cities = search.cities ?? [];
  return cities.length > 0
    ? { column: 'b.city_folded', qualifiers: cities }
    : { column: 'b.category', qualifiers: search.categories ?? [] };
}

/** Whether criteria other than "open now" narrow the matches through an index of their own. */
export function narrowsBesidesOpenNow(search: SearchRequest): boolean {
  return (
    search.tsQuery !== undefined ||
    search.categories !== undefined ||
    search.categoryTsQuery !== undefined ||
    search.cities !== undefined ||
    search.cityPrefix !== undefined ||
    search.postalCodePrefix !== undefined ||
    search.near !== undefined
  );
}

/** Whether a page's matches come in the relevance tiers of the name: words, in the relevance order. */
export function hasNameTiers(search: ResolvedSearch, order: PageOrder): boolean {
  return order === 'relevance' && search.tsQuery !== undefined && search.phrase !== undefined;
}

/** Whether words are searched in a place: a place-words index may then serve them. */
export function hasPlaceWords(search: SearchRequest): boolean {
  return search.cityPrefix !== undefined || search.postalCodePrefix !== undefined || search.near !== undefined;
}

/** Whether the query words are searched in a place a place-words index covers (wordsInPlace). */
export function hasWordsInPlace(search: ResolvedSearch): boolean {
  if (search.tsQuery === undefined || search.wordsPerRow === true) return false;
  return search.postalCodes !== undefined || search.near !== undefined || (search.cities?.length ?? 0) > 0;
}

/** A postal-code prefix and nothing else ("803"): counted from the vocabulary and walked code by code. */
export function isPostalCodeListing(search: SearchRequest): boolean {
  return search.postalCodePrefix !== undefined && !hasFilters({ ...search, postalCodePrefix: undefined });
}

/**
 * One short word (fewer than MIN_PREFIX_LENGTH characters, searched as a prefix) beside criteria that narrow through
 * an index of their own, a minimum rating's included: its words may be so common that it is best tested per row (the
 * statistic prefixShare).
 */
export function isShortPrefixBesideFilters(search: ResolvedSearch): boolean {
  const { words, tsQuery } = search;
  if (words?.length !== 1 || tsQuery === undefined || !tsQuery.endsWith(':*')) return false;
  const narrows = narrowsBesidesOpenNow({ ...search, tsQuery: undefined }) || isRatedWithoutPlace(search);
  return isShortPrefix(search) && narrows;
}

/** One query word shorter than MIN_PREFIX_LENGTH: as a prefix it stands for hundreds of indexed words. */
export function isShortPrefix(search: ResolvedSearch): boolean {
  return search.words?.length === 1 && [...search.words[0]].length < MIN_PREFIX_LENGTH;
}

/**
 * A one short query prefix whose words the businesses hold this often, summed per word, as a share of all published,
 * is tested per row (ResolvedSearch.wordsPerRow): a words index would read that many entries (a quarter of a million
 * at a million for "au", two million for "f"), while the rows another criterion finds meet it every few rows.
 */
export const PER_ROW_PREFIX_SHARE = 0.25;

/** Whether the one word's share (prefixShare) decides that it is tested per row. */
export function asksWordsPerRow(search: ResolvedSearch): boolean {
  return isShortPrefixBesideFilters(search) || isWordBesideCategories(search);
}

/**
 * Beside a minimum rating (and categories or none), one query word whose words the businesses hold this often
 * (prefixShare) is tested per row: a rating index (the categories' or the country's) then reads just the businesses
 * rated that well, in order, until the count is reached, where the words' index read every posting of the prefix ("ö"
 * in "Sonstige" with four stars: 156,940 postings ANDed with the category's 108,759 businesses; "Far" from three
 * stars: 58,017 postings for a count of 200).
 */
export const RATED_PREFIX_SHARE = 0.05;

/**
 * From this share (prefixShare) on, one short query prefix is tested per row on a walk of the cities' listing (which
 * the plan chooses where many in the cities match): with `@@` PostgreSQL ANDed the cities with the prefix's postings in
 * the whole country ("Fah" in Nürnberg, two stars: 62,767 postings of "fah…" for a page of 100).
 */
export const WALKED_PREFIX_SHARE = 0.05;

/** A minimum rating, categories or none, and no place: the categories' or the country's rating index finds the rows. */
export function isRatedWithoutPlace(search: ResolvedSearch): boolean {
  return search.minRating !== undefined && !hasPlaces(search);
}

/** Whether the search names a place: cities, a postal-code prefix or a radius. */
function hasPlaces(search: ResolvedSearch): boolean {
  return hasPlaceWords(search) || search.cities !== undefined;
}

/**
 * The search with its one short prefix tested per row when its words are that common (PER_ROW_PREFIX_SHARE, beside
 * a minimum rating without a place RATED_PREFIX_SHARE); read before the other statistics are planned by, as it changes
 * which indexes the words may use.
 */
export function withWordsPerRow(search: ResolvedSearch, stats: SearchStats): ResolvedSearch {
  const share = stats.prefixShare;
  if (share === undefined || !asksWordsPerRow(search)) return search;
  const threshold = isRatedWithoutPlace(search) ? RATED_PREFIX_SHARE : PER_ROW_PREFIX_SHARE;
  return { ...search, wordsPerRow: share >= threshold, commonPrefix: share >= WALKED_PREFIX_SHARE };
}

/** One word without other filters: its count may be settled by the vocabulary. */
export function isOneWordAlone(search: ResolvedSearch): boolean {
  return search.words?.length === 1 && search.tsQuery !== undefined && !hasNonWordFilters(search);
}

/** One word in cities or within a radius and nothing else: the words counted per place may settle its count. */
export function isOneWordInPlace(search: ResolvedSearch): boolean {
  const { words, tsQuery, cities, near } = search;
  if (words?.length !== 1 || tsQuery === undefined || search.categoryTsQuery !== undefined) return false;
  if (hasNonWordFilters({ ...search, cityPrefix: undefined, near: undefined })) return false;
  return near !== undefined || (cities !== undefined && cities.length > 0);
}

/** A place alone (none, the cities of a prefix, a postal-code prefix or a radius): the vocabulary adds its numbers. */
export function isPlaceAlone(search: ResolvedSearch): boolean {
  const { cityPrefix, cities, postalCodePrefix, near } = search;
  const elsewhere = { ...search, cityPrefix: undefined, postalCodePrefix: undefined, near: undefined };
  if (hasFilters(elsewhere) || search.tsQuery !== undefined) return false;
  if ([cityPrefix, postalCodePrefix, near].filter((place) => place !== undefined).length > 1) return false;
  // A prefix standing for too many cities is compared as a prefix: there are no stored names to add up.
  return cityPrefix === undefined || cities !== undefined;
}

/** Whether "open now" beside words in cities needs the cities' open sample (fewOpenBesideWords). */
export function asksOpenBesideWords(search: ResolvedSearch): boolean {
  const { tsQuery, cities, near, openAt } = search;
  if (tsQuery === undefined || near !== undefined || openAt === undefined || (cities?.length ?? 0) === 0) return false;
  return isOpenNowIn({ ...search, words: undefined, tsQuery: undefined, phrase: undefined });
}

/**
 * Whether up to SPARSE_MATCHES (business-search-plan.ts) words in the place are sorted rather than walked: on a page by
 * date or rating, whose order they are spread over, and on a page within a radius in listing order, whose walk stops at
 * each point only after a page of matches there, so reads every row of the points that hold fewer.
 */
export function sortsWordsInPlace(search: ResolvedSearch, page: PageRequest | undefined): boolean {
  return isSortedPage(page) || walksPoints(search, page);
}

/** A page within a radius in listing order (not nearest first). */
export function walksPoints(search: ResolvedSearch, page: PageRequest | undefined): boolean {
  return search.near !== undefined && page?.order === 'relevance' && page.byDistance !== true;
}

/** A page in the order of date or rating (not nearest first, not the listing's). */
export function isSortedPage(page: PageRequest | undefined): boolean {
  return page !== undefined && page.order !== 'relevance' && page.byDistance !== true;
}

/**
 * A Wo shorter than this is refused before anything is read: one letter stands for a good share of all cities ("M": a
 * dozen of the largest) and one digit for a tenth of all postal codes, and words, categories or sorts in that many
 * places cannot be read within the search's budget; two characters narrow it to a few.
 */
export const MIN_PLACE_CHARACTERS = 2;

/** Why a search's place is refused: a city prefix or a postal-code prefix shorter than MIN_PLACE_CHARACTERS. */
export type PlaceRefusal = 'short city' | 'short postal code';

/** The refusal of a request whose Wo is too short to be searched within bounds; undefined when it may be searched. */
export function refusedPlace(request: SearchRequest): PlaceRefusal | undefined {
  const { cityPrefix, postalCodePrefix } = request;
  if (cityPrefix !== undefined && cityPrefix.length < MIN_PLACE_CHARACTERS) return 'short city';
  if (postalCodePrefix !== undefined && postalCodePrefix.length < MIN_PLACE_CHARACTERS) return 'short postal code';
  return undefined;
}

/** Which rows a count reads: the words in a place, the open ones beside words in cities, or all filters. */
export type CountedRows = 'words in place' | 'open beside words' | 'filters';

/**
 * Whether a count reads its rows by a lookup in its index only: words in a place. Its query names the words once per
 * place, and PostgreSQL's estimate of the matches grows with the places; from a dozen on ("Bakerei" in the thirteen
 * cities of "M", a word in the 48 postal codes of "8") it chose to walk another index and test every row instead,
 * reading all of them (twelve seconds at a million) when few or none match. The lookup costs what the words hold.
 * So do the cities' businesses open at the minute beside words: PostgreSQL misjudged them too ("taxi" open now in the
 * three cities of "Lin": 52,984 guessed, 11 found) and walked the whole directory for 201.
 */
export function countsByLookup(rows: CountedRows): boolean {
  return rows === 'words in place' || rows === 'open beside words';
}

/**
 * One query word whose lexemes are held this often or less, summed per lexeme, as a share of all published
 * (prefixShare), beside categories: reading its matches and testing their category costs less than the categories'
 * bitmap, a tenth of the directory or more ("schreinerei", held 6,208 times, in two categories of 194,414 businesses).
 */
export const CATEGORY_PER_ROW_SHARE = 0.02;

/** One query word beside categories and no place words: whether the categories are tested per row depends on it. */
export function isWordBesideCategories(search: ResolvedSearch): boolean {
  const { words, tsQuery, categories } = search;
  if (words?.length !== 1 || tsQuery === undefined || categories === undefined) return false;
  return search.wordsPerRow !== true && !hasWordsInPlace(search);
}

/** The search with its categories tested per row when its one word is that rare (`share`: prefixShare). */
export function withCategoryPerRow(search: ResolvedSearch, share: number | undefined): ResolvedSearch {
  if (!isWordBesideCategories(search) || share === undefined) return search;
  return { ...search, categoryPerRow: share <= CATEGORY_PER_ROW_SHARE };
}

/**
 * A postal-code prefix beside other criteria, no radius: no index has the codes beside a page's order, so how many
 * businesses the codes hold decides how the page is found (the statistic postalCodeRows). Categories beside the codes
 * are read from idx_businesses_category_postal_code.
 */
export function asksPostalCodeRows(search: ResolvedSearch): boolean {
  return search.postalCodePrefix !== undefined && search.near === undefined && !isPlaceAlone(search);
}

/**
 * Below this share of all businesses open in the minute's hour (openHourShare: a Sunday noon or a weekday evening, not
 * a weekday morning), "open now" beside a common word names the hour's slot too (openHourSlot).
 */
export const OPEN_HOUR_SLOT_SHARE = 0.2;

/**
 * From this share (prefixShare) on a word's matches cost more to check one by one than the hour's slot in the hours'
 * index, a bitmap of the open ones (the measurements: docs/benchmarks/search-decisions.md).
 */
export const OPEN_HOUR_SLOT_WORD_SHARE = 0.02;

/**
 * Below this share of all businesses open in the hour (openHourShare: the night hours, one in fifty), "open now" beside
 * one short prefix reads the hour's slot and tests the prefix on each of its rows: a walk of any order checked fifty
 * rows for each one open ("bi" on a Monday at 23:30 passed 384,245 rows for a count of 200, past the budget), and the
 * prefix's postings ANDed with the slot read a quarter of a million.
 */
export const SHORT_PREFIX_SLOT_SHARE = 0.045;

/**
 * "Open now" beside one word read through the words' index, with no category or place. A word of MIN_PREFIX_LENGTH
 * characters or more names a few trades, whose hours go together (dentists close on Sundays): its matches may be
 * seldom open when the directory is not. A shorter prefix stands for words of many trades, open as often as all, and
 * is told apart only in the hours few are open at all (SHORT_PREFIX_SLOT_SHARE).
 */
export function isOpenNowBesideIndexedWords(search: ResolvedSearch): boolean {
  const { openAt, tsQuery, words } = search;
  if (openAt === undefined || openAt.cityHoliday === true || search.wordsPerRow === true) return false;
  if (words?.length !== 1 || tsQuery === undefined || !tsQuery.endsWith(':*')) return false;
  return !narrowsBesidesOpenNow({ ...search, tsQuery: undefined });
}

/** Whether "open now" reads the hour's slot and tests the one short prefix on its rows (SHORT_PREFIX_SLOT_SHARE). */
export function readsHourSlotPerRow(search: ResolvedSearch): boolean {
  return search.openHourSlot === true && search.wordsPerRow === true;
}

/**
 * The search naming the hour's slot when few are open in it (`hourShare`: openHourShare) beside a common word
 * (`wordShare`: prefixShare); beside a short prefix only in the quietest hours, the prefix then tested per row.
 */
export function withOpenHourSlot(
  search: ResolvedSearch,
  hourShare: number | undefined,
  wordShare: number | undefined,
): ResolvedSearch {
  if (!isOpenNowBesideIndexedWords(search) || hourShare === undefined || wordShare === undefined) return search;
  if (isShortPrefix(search)) {
    return hourShare < SHORT_PREFIX_SLOT_SHARE ? { ...search, wordsPerRow: true, openHourSlot: true } : search;
  }
  return { ...search, openHourSlot: hourShare < OPEN_HOUR_SLOT_SHARE && wordShare >= OPEN_HOUR_SLOT_WORD_SHARE };
}
