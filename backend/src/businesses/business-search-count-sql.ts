import type { PageOrder, ResolvedSearch } from './business-search';
import { filters, matchAndFilters, matchCondition, wordsInPlace } from './business-search-filters';
import { CountPlan } from './business-search-plan';
import { hasNameTiers } from './business-search-shape';
import { AT_POINT, PAGE_ORDER_KEYS, pointsWithinRadius, postalCodeTerms, Sql, SqlParams } from './business-search-sql';
import { rankingTiers } from './business-search-tiers';

/**
 * The count of a place alone (PagePlan placeTotals): the sum of the places' numbers of published businesses, which the
 * vocabulary keeps (search_terms kind 'n'), instead of reading up to COUNT_CAP + 1 rows at every request.
 */
export function placeTotalsSql(search: ResolvedSearch): Sql {
  const { cityPrefix, cities, postalCodePrefix, near } = search;
  const params = new SqlParams();
  let places: string;
  if (cityPrefix !== undefined) {
    places = `t.term = ANY(${params.add((cities ?? []).map((city) => `city|${city}`))}::text[])`;
  } else if (postalCodePrefix !== undefined) {
    places = postalCodeTerms(postalCodePrefix, params);
  } else if (near !== undefined) {
    places = `t.term = ANY(ARRAY(SELECT 'point|' || point_place(point.latitude, point.longitude)
        FROM ${pointsWithinRadius(near, search.radiusPoints ?? [], params)}))`;
  } else {
    places = `t.term = 'all'`;
  }
  return params.sql(
    `SELECT coalesce(sum(t.documents), 0)::int AS total FROM search_terms t WHERE t.kind = 'n' AND ${places}`,
  );
}

/**
 * The matches of an Umkreissuche with further criteria, counted point by point up to `cap` (the plan's): businesses
 * carry their place's point, so the points within the radius are all a match can have. The LIMIT inside the lateral
 * subquery keeps it a nested loop of index lookups per point (a hash join would read every published row). With `page`
 * the count also sorts the page's matches, as countAndSortSql does.
 */
export function pointsCountSql(search: ResolvedSearch, cap: number, page?: SortedPage): Sql {
  const params = new SqlParams();
  const conditions = matchAndFilters({ ...search, near: undefined }, params, { atPoints: true });
  const points = pointsWithinRadius(search.near!, search.radiusPoints ?? [], params);
  const matches = (columns: string) => `SELECT hit.* FROM ${points}
        CROSS JOIN LATERAL (
          SELECT ${columns} FROM businesses b
          WHERE ${[...AT_POINT, ...conditions].join(' AND ')}
          LIMIT ${cap + 1}
        ) AS hit
        LIMIT ${cap + 1}`;
  if (page !== undefined) return params.sql(countWithSortedPage(search, page, cap, params, matches));
  return params.sql(`SELECT count(*)::int AS total FROM (${matches('1')}) AS capped`);
}

/** The conditions of the rows a count reads, with the parameters they took. */
function countedConditions(
  search: ResolvedSearch,
  plan: Extract<CountPlan, { rows: unknown }>,
  params: SqlParams,
): string[] {
  if (plan.rows === 'open beside words') {
    return [matchCondition(search, params, true) ?? 'TRUE', ...filters(search, params, { openHours: 'minute' })];
  }
  if (plan.rows === 'words in place') return wordsInPlace(search, params) ?? [];
  return matchAndFilters(search, params, { openHours: plan.openHours, states: true });
}

/** Up to `cap` + 1 matching rows counted (PagePlan countRows), through the index the plan names. */
export function countRowsSql(search: ResolvedSearch, plan: Extract<CountPlan, { rows: unknown }>): Sql {
  const params = new SqlParams();
  const conditions = countedConditions(search, plan, params);
  return params.sql(
    `SELECT count(*)::int AS total FROM (SELECT 1 FROM businesses b WHERE ${conditions.join(' AND ')} LIMIT ${plan.cap + 1}) AS capped`,
  );
}

/** The page countAndSort sorts besides counting: its order and where it starts. */
export interface SortedPage {
  order: PageOrder;
  offset: number;
  limit: number;
}

/**
 * The count of countRows, and when it finds every match (up to its cap) the page's matches in the page's order, their
 * ids and tiers: a GIN index answers no count alone, so the matches are read once where the count and a sorting page
 * would read them twice.
 */
export function countAndSortSql(
  search: ResolvedSearch,
  plan: Extract<CountPlan, { rows: unknown }>,
  page: SortedPage,
): Sql {
  const params = new SqlParams();
  const conditions = countedConditions(search, plan, params);
  return params.sql(
    countWithSortedPage(
      search,
      page,
      plan.cap,
      params,
      (columns) => `SELECT ${columns} FROM businesses b WHERE ${conditions.join(' AND ')} LIMIT ${plan.cap + 1}`,
    ),
  );
}

/**
 * The count of the rows `matches` selects (up to `cap` + 1, each with the `columns` asked for) and, when it is at most
 * `cap`, the page's ids and tiers in the page's order. Each match carries only its keys; the tier is computed while
 * sorting, for an exact count only.
 */
function countWithSortedPage(
  search: ResolvedSearch,
  page: SortedPage,
  cap: number,
  params: SqlParams,
  matches: (columns: string) => string,
): string {
  const order = PAGE_ORDER_KEYS[page.order];
  const direction = order.descending ? 'DESC' : 'ASC';
  const keys = order.key.map((part, i) => `${part} AS "k${i}"`);
  let tier = '0';
  if (hasNameTiers(search, page.order)) {
    // Every row here matches the words.
    tier = rankingTiers.of(search, params, 'm', 'all').tierOf;
    keys.push('b.name_folded', 'b.name_document');
  }
  // A constant tier is no sort key (and `ORDER BY 0` would name a column by its position).
  const sortKey = (relation: string, tierColumn: string): string =>
    [...(tier === '0' ? [] : [tierColumn]), ...order.key.map((_, i) => `${relation}."k${i}" ${direction}`)].join(', ');
  return `WITH m AS MATERIALIZED (
        ${matches(`b.id, ${keys.join(', ')}`)})
      SELECT count(*)::int AS total, CASE WHEN count(*) <= ${params.add(cap)} THEN (
          SELECT coalesce(json_agg(json_build_array(page.id, page.tier) ORDER BY ${sortKey('page', 'page.tier')}), '[]')
          FROM (
            SELECT m.*, ${tier} AS tier FROM m ORDER BY ${sortKey('m', tier)}
            LIMIT ${params.add(page.limit)} OFFSET ${params.add(page.offset)}) AS page
        ) END AS page
      FROM m`;
}
