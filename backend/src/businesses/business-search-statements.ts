import type { ResolvedSearch } from './business-search';
import {
  countAndSortSql,
  countRowsSql,
  placeTotalsSql,
  pointsCountSql,
  type SortedPage,
} from './business-search-count-sql';
import { nearestFirstSql, walkPointsByDistanceSql } from './business-search-distance-sql';
import {
  BUSINESSES_ANALYZED_SQL,
  frequentInPlaceSql,
  lexemeDocumentsSql,
  openSampleSql,
  postalCodeRowsSql,
  prefixShareSql,
  wordFrequentSql,
  topRatedNamesSql,
} from './business-search-lookup-sql';
import {
  PageSpec,
  PageStatement,
  rowsByIdSql,
  sortMatchesSql,
  topRatedFirstSql,
  walkListingSql,
  walkPointsSql,
  walkPostalCodesSql,
} from './business-search-page-sql';
import {
  pointsDenseThreshold,
  SPARSE_MATCHES,
  type CountPlan,
  type PagePlan,
  type PageRequest,
  type StatisticName,
} from './business-search-plan';
import type { Sql } from './business-search-sql';

/**
 * The statement that reads a statistic; for the open hour's share, when the statistics were last made (the shares
 * themselves are read from pg_stats only after a new ANALYZE).
 */
export function statisticStatement(name: StatisticName, search: ResolvedSearch): Sql {
  switch (name) {
    case 'wordFrequent':
      return wordFrequentSql(search);
    case 'lexemeDocuments':
      return lexemeDocumentsSql(search.tsQuery ?? '');
    case 'frequentInPlace':
      return frequentInPlaceSql(search);
    case 'denseInPlace':
      return frequentInPlaceSql(search, SPARSE_MATCHES);
    case 'denseAtPoints':
      return frequentInPlaceSql(search, pointsDenseThreshold(search));
    case 'openSample':
      return openSampleSql(search);
    case 'openHourShare':
      return BUSINESSES_ANALYZED_SQL;
    case 'prefixShare':
      return prefixShareSql(search.tsQuery ?? '');
    case 'radiusBusinesses':
      return placeTotalsSql({ near: search.near, radiusPoints: search.radiusPoints });
    case 'postalCodeRows':
      return postalCodeRowsSql(search.postalCodePrefix ?? '');
    case 'topRatedNames':
      return topRatedNamesSql(search.tsQuery ?? '');
  }
}

/** The page a count sorts (planned only for the page of a search by offset). */
function sortedPage(page: PageRequest | undefined): SortedPage {
  const offset = page !== undefined && 'offset' in page.position ? page.position.offset : 0;
  return { order: page?.order ?? 'relevance', offset, limit: page?.limit ?? 0 };
}

/** The statement of a count plan (a count already known has none). */
export function countStatement(
  search: ResolvedSearch,
  plan: Exclude<CountPlan, { kind: 'known' }>,
  page?: PageRequest,
): Sql {
  switch (plan.kind) {
    case 'placeTotals':
      return placeTotalsSql(search);
    case 'pointsCount':
      return pointsCountSql(search, plan.cap, plan.sorts ? sortedPage(page) : undefined);
    case 'countRows':
      return countRowsSql(search, plan);
    case 'countAndSort':
      return countAndSortSql(search, plan, sortedPage(page));
  }
}

/** The statement of a page plan; the top-rated's first, then the one read when they do not fill the page. */
export function pageStatements(plan: PagePlan, page: PageSpec): PageStatement[] {
  switch (plan.kind) {
    case 'empty':
    case 'deepPageRefused':
      return [];
    case 'topRatedFirst':
      return [topRatedFirstSql(page, plan.scope, plan.sortMatches), ...pageStatements(plan.otherwise, page)];
    case 'rowsById':
      return plan.matches.length === 0 ? [] : [rowsByIdSql(page, plan.matches)];
    case 'walkListing':
      return [walkListingSql(page)];
    case 'walkPoints':
      return [walkPointsSql(page)];
    case 'walkPostalCodes':
      return [walkPostalCodesSql(page)];
    case 'sortMatches':
      return [sortMatchesSql(page, plan.openBesideWords)];
    case 'nearestFirst':
      return [nearestFirstSql(page)];
    case 'walkPointsByDistance':
      return [walkPointsByDistanceSql(page)];
  }
}
