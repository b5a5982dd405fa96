// What `npm run bench` measures: the requests the public pages send, from the home page's tiles
// to a deep result page, each an `id`, a label and a GET path. Parameters that depend on the data
// (a real business name, a business with reviews, the URL of page 400) are read from the bench
// database or found through the API before measuring.

const api = (params) => `/api/businesses?${new URLSearchParams(params).toString()}`;

/** The common trade, and a trade that is rare in the scale dataset (scale-dataset.mjs, Zipf ranks). */
export const COMMON_TRADE = 'Friseur';
export const RARE_TRADE = 'Schwimmschule';
export const DEEP_PAGE = 400;
/** The landing page of the common trade in the largest city (`/branchen/friseur/berlin`). */
export const LANDING_TRADE_CITY = 'friseur/berlin';

/** The server's time for the "open now" scenarios (a Monday in November: Berlin is UTC+1). */
const DAY = { label: 'Mon 10:30', at: '2026-11-23T09:30:00Z' };
const NIGHT = { label: 'Mon 23:07', at: '2026-11-23T22:07:00Z' };
/** After closing time of most practices and shops, before the night hours. */
const EVENING = { label: 'Mon 20:30', at: '2026-11-23T19:30:00Z' };
/** Public holidays (issue 53): German Unity Day closes every German entry; Epiphany only Bavaria's and two more states'. */
const UNITY_DAY = { label: 'Sat 3 Oct 10:30', at: '2026-10-03T08:30:00Z' };
const EPIPHANY = { label: 'Wed 6 Jan 10:30', at: '2027-01-06T09:30:00Z' };
/** Special hours (owner-scenarios.mjs adds them): a share closed from 23 Dec to 2 Jan, another open 9–13 on the 24th. */
const CHRISTMAS_EVE = { label: 'Thu 24 Dec 10:30', at: '2026-12-24T09:30:00Z' };
const CHRISTMAS_BREAK = { label: 'Mon 28 Dec 10:30', at: '2026-12-28T09:30:00Z' };
/** Germany and Austria keep it wholly, Switzerland in some cantons: only Swiss entries can be open by their week. */
const ST_STEPHENS_DAY = { label: 'Sat 26 Dec 10:30', at: '2026-12-26T09:30:00Z' };

const search = (id, label, path, at) => ({ id, label, kind: 'search', path, ...(at === undefined ? {} : { at }) });
const detail = (id, label, path) => ({ id, label, kind: 'detail', path });

/** Searches by word, place, radius and page, as the search page sends them. */
function searchScenarios(businessName, deepPagePath) {
  return [
    search('first-page', 'first page, unfiltered', '/api/businesses'),
    search('common-trade', `common trade "${COMMON_TRADE}"`, api({ query: COMMON_TRADE })),
    search('rare-trade', `rare trade "${RARE_TRADE}"`, api({ query: RARE_TRADE })),
    search('trade-city', `"${COMMON_TRADE}" in Berlin`, api({ query: COMMON_TRADE, city: 'Berlin' })),
    search('city', 'city "Berlin"', api({ city: 'Berlin' })),
    search('home-tile', 'home tile "Gastronomie"', api({ category: 'Gastronomie' })),
    search(
      'category-city',
      'category + city (München)',
      api({ category: 'Restaurant & Gastronomie', city: 'München' }),
    ),
    // A category beside postal codes of few businesses: tested on the codes' rows, not ANDed as a bitmap (issue 56).
    search('category-postal-code', 'category + postal code prefix "54"', api({ category: 'Sonstige', city: '54' })),
    search('prefix', 'word prefix "bäck"', api({ query: 'bäck' })),
    search('compound', 'compound "Zahnarzt"', api({ query: 'Zahnarzt' })),
    search('business-name', `business name "${businessName}"`, api({ query: businessName })),
    search('typo', 'typo "Bakerei"', api({ query: 'Bakerei' })),
    search('typo-city', '"Bakerei" in Berlin', api({ query: 'Bakerei', city: 'Berlin' })),
    search('postal-code', 'postal code prefix "803"', api({ city: '803' })),
    search('trade-postal-code', `"${COMMON_TRADE}" in postal code 10115`, api({ query: COMMON_TRADE, city: '10115' })),
    // Umkreissuche (issue 14)
    search('radius-city', 'radius 10 km around Berlin', api({ near: 'Berlin', radius: '10' })),
    search(
      'radius-trade',
      `"${COMMON_TRADE}" within 10 km of 10115`,
      api({ query: COMMON_TRADE, near: '10115', radius: '10' }),
    ),
    search('radius-distance', 'nearest first around München', api({ near: 'München', sort: 'distance' })),
    search('deep-page', `"${COMMON_TRADE}" page ${DEEP_PAGE}`, deepPagePath),
    // The last page linked by number: its offset walk once passed 31,000 rows of other names (a4f0ea2).
    search('word-page-10', '"Zahnarzt" page 10', api({ query: 'Zahnarzt', page: '10' })),
    search('random', 'home page: 3 random', api({ sort: 'random', limit: '3' })),
  ];
}

/** "Open now" at fixed times of the server's clock: a weekday, its evening and night, holidays and special hours. */
function openNowScenarios() {
  return [
    // The filter of issue 14: on a Monday morning (a quarter of the businesses open) and late on a Monday
    // evening (a few in a hundred).
    search('open-now-day', `open now (${DAY.label})`, api({ openNow: 'true' }), DAY.at),
    search('open-now-night', `open now (${NIGHT.label})`, api({ openNow: 'true' }), NIGHT.at),
    search(
      'open-now-city-night',
      `open now in Berlin (${NIGHT.label})`,
      api({ city: 'Berlin', openNow: 'true' }),
      NIGHT.at,
    ),
    search(
      'open-now-category-night',
      `open now in "Restaurant & Gastronomie" (${NIGHT.label})`,
      api({ category: 'Restaurant & Gastronomie', openNow: 'true' }),
      NIGHT.at,
    ),
    search(
      'open-now-category-evening',
      `open now in "Gesundheit & Medizin" (${EVENING.label})`,
      api({ category: 'Gesundheit & Medizin', openNow: 'true' }),
      EVENING.at,
    ),
    search(
      'open-now-city-evening',
      `open now in Berlin (${EVENING.label})`,
      api({ city: 'Berlin', openNow: 'true' }),
      EVENING.at,
    ),
    search(
      'open-now-trade-day',
      `"${COMMON_TRADE}" open now in Berlin (${DAY.label})`,
      api({ query: COMMON_TRADE, city: 'Berlin', openNow: 'true' }),
      DAY.at,
    ),
    search(
      'open-now-trade-night',
      `"${COMMON_TRADE}" open now in Berlin (${NIGHT.label})`,
      api({ query: COMMON_TRADE, city: 'Berlin', openNow: 'true' }),
      NIGHT.at,
    ),
    search('open-now-holiday', `open now (${UNITY_DAY.label})`, api({ openNow: 'true' }), UNITY_DAY.at),
    search(
      'open-now-regional-holiday',
      `open now in München (${EPIPHANY.label})`,
      api({ city: 'München', openNow: 'true' }),
      EPIPHANY.at,
    ),
    search('open-now-christmas-eve', `open now (${CHRISTMAS_EVE.label})`, api({ openNow: 'true' }), CHRISTMAS_EVE.at),
    search(
      'open-now-st-stephens-day',
      `open now (${ST_STEPHENS_DAY.label})`,
      api({ openNow: 'true' }),
      ST_STEPHENS_DAY.at,
    ),
    search(
      'open-now-christmas-break',
      `open now in Berlin (${CHRISTMAS_BREAK.label})`,
      api({ city: 'Berlin', openNow: 'true' }),
      CHRISTMAS_BREAK.at,
    ),
  ];
}

/** The orders of issue 14 (best rating, newest), and the landing pages' requests. */
function orderAndLandingScenarios() {
  return [
    search('sort-rating', 'best rating first', api({ sort: 'rating' })),
    search('sort-rating-city', 'best rating first in Berlin', api({ sort: 'rating', city: 'Berlin' })),
    search('newest', 'newest first', api({ sort: 'newest' })),
    search('landing-trade-city', `landing page ${LANDING_TRADE_CITY}`, `/api/landing-pages/${LANDING_TRADE_CITY}`),
    search(
      'landing-trade-city-2',
      `landing page ${LANDING_TRADE_CITY} page 2`,
      `/api/landing-pages/${LANDING_TRADE_CITY}?page=2`,
    ),
    search(
      'landing-category-city',
      'landing page restaurant-gastronomie/muenchen',
      '/api/landing-pages/restaurant-gastronomie/muenchen',
    ),
    search('landing-links', 'home page: landing-page links', '/api/landing-pages'),
  ];
}

/** One business's detail page: the entry, its reviews, its rating and its landing pages. */
function detailScenarios(businessId) {
  return [
    detail('detail', 'detail', `/api/businesses/${businessId}`),
    detail('reviews', 'reviews', `/api/businesses/${businessId}/reviews`),
    detail('rating', 'rating', `/api/businesses/${businessId}/rating`),
    detail('landing-business', "a business's landing pages", `/api/businesses/${businessId}/landing-pages`),
  ];
}

/**
 * A request to measure; `at`, when set, is the server's "now" while it is measured (fixed-clock.cjs),
 * otherwise the real time.
 * @typedef {{ id: string, label: string, kind: 'search' | 'detail', path: string, at?: string }} Scenario
 * @param {{ businessName: string, businessId: string, deepPagePath: string }} found
 * @returns {Scenario[]}
 */
export function buildScenarios({ businessName, businessId, deepPagePath }) {
  return [
    ...searchScenarios(businessName, deepPagePath),
    ...openNowScenarios(),
    ...orderAndLandingScenarios(),
    ...detailScenarios(businessId),
  ];
}

/** The mix at 16 connections: every search scenario in turn, as the search pages send them. */
export const MIX_ID = 'search-mix';

/** The `rel="next"` URL of a Link header (RFC 8288), or undefined. */
export function nextLink(linkHeader) {
  if (typeof linkHeader !== 'string') return undefined;
  for (const part of linkHeader.split(',')) {
    const match = /<([^>]*)>\s*;\s*rel="?next"?/.exec(part.trim());
    if (match !== null) return match[1];
  }
  return undefined;
}
