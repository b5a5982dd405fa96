import { placeLookup } from '../places/place-lookup';
import { buildSearchRequest, ResolvedSearch, SearchInput } from './business-search';
import type { CountResult, PageRequest, SearchStats, SortedCount } from './business-search-plan';
import { RADIUS_EDGE_KM } from './business-search-sql';
import { OpeningCalendar } from './opening-calendar';
import { localTime } from './opening-hours';

/**
 * A bench scenario (backend/bench/scenarios.mjs) as the search sees it at a million businesses of the bench seed: the
 * request, what the vocabulary resolves for it, the statistics and the count its page is planned by. The SQL files in
 * business-search-queries/ are written from these (business-search-queries.spec.ts), without a database.
 */
export interface QueryScenario {
  id: string;
  label: string;
  input: SearchInput & { near?: string; radius?: number };
  /** The server's "now" (the bench's fixed clock for "open now"). */
  at?: string;
  /** "Open now" with the day's public holidays (and no special hours), as on the bench's holidays. */
  holidays?: boolean;
  page?: Partial<PageRequest>;
  resolved?: Partial<ResolvedSearch>;
  stats?: SearchStats;
  matches: CountResult | SortedCount;
}

const MONDAY_MORNING = '2026-11-23T09:30:00Z';
const MONDAY_NIGHT = '2026-11-23T22:07:00Z';
const MONDAY_EVENING = '2026-11-23T19:30:00Z';
const FRISEUR_LEXEMES = "( 'friseur' | 'friseursalon' | 'friseurteam' )";
const atLeast = (total: number): CountResult => ({ total, exact: false });
const sorted = (total: number): SortedCount => ({
  total,
  exact: true,
  page: [
    { id: '00001b18-41fc-425e-8c86-91e2e2b0de4f', tier: 0 },
    { id: '2a7faf1c-05d8-423c-a734-ffd3f636330a', tier: 1 },
  ],
});

export const QUERY_SCENARIOS: QueryScenario[] = [
  { id: 'first-page', label: 'first page, unfiltered', input: {}, matches: atLeast(10_000) },
  {
    id: 'common-trade',
    label: '"Friseur"',
    input: { query: 'Friseur' },
    stats: { wordFrequent: true, topRatedNames: 1_768 },
    matches: atLeast(10_000),
  },
  {
    id: 'rare-trade',
    label: 'rare trade "Schwimmschule"',
    input: { query: 'Schwimmschule' },
    stats: { wordFrequent: false, lexemeDocuments: { total: 3_532, exact: true } },
    matches: { total: 3_532, exact: true },
  },
  {
    id: 'trade-city',
    label: '"Friseur" in Berlin',
    input: { query: 'Friseur', city: 'Berlin' },
    resolved: { cities: ['berlin'], placeLexemeQuery: FRISEUR_LEXEMES },
    stats: { frequentInPlace: true },
    matches: atLeast(200),
  },
  {
    id: 'city',
    label: 'city "Berlin"',
    input: { city: 'Berlin' },
    resolved: { cities: ['berlin'] },
    matches: atLeast(10_000),
  },
  { id: 'home-tile', label: 'home tile "Gastronomie"', input: { category: 'Gastronomie' }, matches: atLeast(10_000) },
  {
    id: 'category-city',
    label: 'category + city (München)',
    input: { category: 'Restaurant & Gastronomie', city: 'München' },
    resolved: { cities: ['munchen'] },
    matches: atLeast(10_000),
  },
  {
    id: 'category-postal-code',
    label: 'category + postal code prefix "54"',
    input: { category: 'Sonstige', city: '54' },
    resolved: { postalCodes: ['5400', '54290', '54292'] },
    stats: { postalCodeRows: 4_578 },
    matches: { total: 506, exact: true },
  },
  {
    id: 'prefix',
    label: 'word prefix "bäck"',
    input: { query: 'bäck' },
    stats: { wordFrequent: true, topRatedNames: 5_567 },
    matches: atLeast(10_000),
  },
  {
    id: 'business-name',
    label: 'business name "Bäckerei Daubner OG"',
    input: { query: 'Bäckerei Daubner OG' },
    resolved: { lexemeQuery: "( 'backerei' ) & ( 'daubn' ) & 'og'" },
    matches: sorted(2),
  },
  {
    id: 'typo-city',
    label: '"Bakerei" in Berlin, as corrected to "Bäckerei"',
    input: { query: 'Bäckerei', city: 'Berlin' },
    resolved: { cities: ['berlin'], placeLexemeQuery: "( 'backerei' )" },
    stats: { frequentInPlace: true },
    matches: atLeast(200),
  },
  {
    id: 'postal-code',
    label: 'postal code prefix "803"',
    input: { city: '803' },
    resolved: { postalCodes: ['8032', '80331', '80333', '8037'] },
    matches: atLeast(10_000),
  },
  {
    id: 'trade-postal-code',
    label: '"Friseur" in postal code 10115',
    input: { query: 'Friseur', city: '10115' },
    resolved: { postalCodes: ['10115'], placeLexemeQuery: FRISEUR_LEXEMES },
    stats: { postalCodeRows: 5_372 },
    matches: sorted(30),
  },
  {
    id: 'radius-city',
    label: 'radius 10 km around Berlin',
    input: { near: 'Berlin', radius: 10 },
    matches: atLeast(10_000),
  },
  {
    id: 'radius-trade',
    label: '"Friseur" within 10 km of 10115',
    input: { query: 'Friseur', near: '10115', radius: 10 },
    resolved: { placeLexemeQuery: FRISEUR_LEXEMES },
    stats: { frequentInPlace: true },
    matches: atLeast(200),
  },
  {
    id: 'radius-distance',
    label: 'nearest first around München',
    input: { near: 'München' },
    page: { byDistance: true },
    matches: atLeast(10_000),
  },
  {
    id: 'deep-page',
    label: '"Friseur" page 400, by cursor',
    input: { query: 'Friseur' },
    page: {
      position: {
        cursor: {
          direction: 'after',
          order: 'relevance',
          tier: 1,
          key: [true, '-5.00', -1, 'Friseur Jäger', '63324658-7ddd-40db-aee7-30d7f227a237'],
        },
      },
    },
    stats: { wordFrequent: true },
    matches: atLeast(10_000),
  },
  {
    id: 'open-now-day',
    label: 'open now (Mon 10:30)',
    input: { openNow: true },
    at: MONDAY_MORNING,
    stats: { openHourShare: 0.25 },
    matches: atLeast(200),
  },
  {
    id: 'open-now-night',
    label: 'open now (Mon 23:07)',
    input: { openNow: true },
    at: MONDAY_NIGHT,
    matches: atLeast(200),
  },
  {
    id: 'open-now-city-night',
    label: 'open now in Berlin (Mon 23:07)',
    input: { city: 'Berlin', openNow: true },
    at: MONDAY_NIGHT,
    resolved: { cities: ['berlin'] },
    stats: { openSample: { open: 30, sampled: 200, businesses: 81_000 } },
    matches: atLeast(200),
  },
  {
    id: 'open-now-category-evening',
    label: 'open now in "Gesundheit & Medizin" (Mon 20:30)',
    input: { category: 'Gesundheit & Medizin', openNow: true },
    at: MONDAY_EVENING,
    stats: { openSample: { open: 0, sampled: 200, businesses: 0 } },
    matches: { total: 12, exact: true },
  },
  {
    id: 'open-now-trade-day',
    label: '"Friseur" open now in Berlin (Mon 10:30)',
    input: { query: 'Friseur', city: 'Berlin', openNow: true },
    at: MONDAY_MORNING,
    resolved: { cities: ['berlin'], placeLexemeQuery: FRISEUR_LEXEMES },
    stats: { openSample: { open: 160, sampled: 200, businesses: 81_000 } },
    matches: atLeast(200),
  },
  {
    id: 'open-now-trade-night',
    label: '"Friseur" open now in Berlin (Mon 23:07)',
    input: { query: 'Friseur', city: 'Berlin', openNow: true },
    at: MONDAY_NIGHT,
    resolved: { cities: ['berlin'], placeLexemeQuery: FRISEUR_LEXEMES },
    stats: { openSample: { open: 2, sampled: 200, businesses: 81_000 } },
    matches: sorted(2),
  },
  {
    id: 'open-now-holiday',
    label: 'open now (Sat 3 Oct 10:30)',
    input: { openNow: true },
    at: '2026-10-03T08:30:00Z',
    holidays: true,
    matches: atLeast(200),
  },
  {
    id: 'open-now-st-stephens-day',
    label: 'open now (Sat 26 Dec 10:30)',
    input: { openNow: true },
    at: '2026-12-26T09:30:00Z',
    holidays: true,
    matches: atLeast(200),
  },
  { id: 'sort-rating', label: 'best rating first', input: {}, page: { order: 'rating' }, matches: atLeast(10_000) },
  { id: 'newest', label: 'newest first', input: {}, page: { order: 'newest' }, matches: atLeast(10_000) },
  {
    id: 'landing-trade-city-2',
    label: 'landing page friseur/berlin page 2',
    input: {},
    resolved: {
      cities: ['berlin'],
      categoryTsQuery: "'friseur':*AC | 'frisor':*AC | 'barbier':*AC | 'barbershop':*AC",
    },
    page: { position: { offset: 24 }, knownCount: { total: 5_198, exact: true } },
    matches: { total: 5_198, exact: true },
  },
];

/** The resolved search and the page of a scenario, as the repository would have them. */
export function scenarioSearch(scenario: QueryScenario): { search: ResolvedSearch; page: PageRequest } {
  const now = new Date(scenario.at ?? MONDAY_MORNING);
  const { near: place, radius, ...input } = scenario.input;
  const centre = place === undefined ? undefined : placeLookup().forSearch(place);
  const near = centre === undefined ? undefined : { ...centre, radiusKm: radius ?? 10 };
  const calendar = scenario.holidays === true ? new OpeningCalendar(localTime(now).day, []).openNow(now) : undefined;
  const request = { ...buildSearchRequest(input, now, calendar), near };
  const search: ResolvedSearch = { ...request, ...scenario.resolved };
  if (near !== undefined) search.radiusPoints = placeLookup().pointsWithin(near, near.radiusKm + RADIUS_EDGE_KM);
  const page: PageRequest = { order: 'relevance', position: { offset: 0 }, limit: 24, ...scenario.page };
  return { search, page };
}
