import { randomUUID } from 'node:crypto';
import { matchAndFilters, wordsInPlace } from './business-search-filters';
import { hasWordsInPlace } from './business-search-shape';
import { RANDOM_PROBES_PER_PICK } from './business-search-plan';
import type { PageSpec, PageStatement } from './business-search-page-sql';
import {
  centreOf,
  distanceColumn,
  EARTH_POINT,
  LISTING_KEY,
  pointsRelation,
  PUBLISHED,
  ROW_KEY_COLUMNS,
  Sql,
  SqlParams,
} from './business-search-sql';

/** The offset of a nearest-first page (it has no cursor). */
const offsetOf = (page: PageSpec): number => ('offset' in page.position ? page.position.offset : 0);

/**
 * Few matches nearest first (PagePlan nearestFirst), sorted, ties in listing order: query words from the words at the
 * radius' points (idx_businesses_point_words), which hold only the matches there; without words through the GiST
 * index. The earth_box beside words read every business of a wide radius (a quarter of a million within 100 km of
 * Unna) to keep the few the words' index had found.
 */
export function nearestFirstSql(page: PageSpec): PageStatement {
  const params = new SqlParams();
  const { search } = page;
  const inPlace = hasWordsInPlace(search) ? wordsInPlace(search, params) : undefined;
  const conditions = inPlace ?? matchAndFilters(search, params, { radius: true });
  const columns = `${page.columns}, 0 AS "tier", ${ROW_KEY_COLUMNS}${distanceColumn(search.near, params)}`;
  const text = `SELECT ${columns} FROM businesses b WHERE ${conditions.join(' AND ')}
        ORDER BY ${EARTH_POINT} <-> ${centreOf(search.near!, params)}, ${LISTING_KEY.join(', ')}
        LIMIT ${params.add(page.take)} OFFSET ${params.add(offsetOf(page))}`;
  return { ...params.sql(text), numbered: false, backward: false };
}

/**
 * Many matches nearest first (PagePlan walkPointsByDistance): businesses carry their place's point, so the points
 * within the radius, nearest first, drive a nested loop that reads each point's businesses in listing order and stops
 * once the page is full.
 */
export function walkPointsByDistanceSql(page: PageSpec): PageStatement {
  const params = new SqlParams();
  const { search } = page;
  const near = search.near!;
  const conditions = matchAndFilters(search, params, { radius: false, atPoints: true });
  const columns = `${page.columns}, 0 AS "tier", ${ROW_KEY_COLUMNS}${distanceColumn(near, params)}`;
  const within = (search.radiusPoints ?? []).filter((point) => point.km <= near.radiusKm);
  const points = pointsRelation(within, params);
  const take = params.add(offsetOf(page) + page.take);
  // The nested loop returns the points' rows in the points' order; each inner walk stops at `take`.
  const text = `SELECT page.* FROM ${points}
      CROSS JOIN LATERAL (
        SELECT ${columns} FROM businesses b
        WHERE b.latitude = point.latitude AND b.longitude = point.longitude AND ${conditions.join(' AND ')}
        ORDER BY ${LISTING_KEY.join(', ')} LIMIT ${take}
      ) AS page
      LIMIT ${params.add(page.take)} OFFSET ${params.add(offsetOf(page))}`;
  return { ...params.sql(text), numbered: false, backward: false };
}

/** How many candidates a random pick chooses from. */
const randomPool = (limit: number): number => Math.max(limit * 20, 200);

/**
 * Random picks without filters: each random point of the id space (ids are random UUIDs) picks the published business
 * with the next id, a walk of the primary key that reads about two pages.
 */
export function randomProbesSql(columns: string, limit: number): Sql {
  const params = new SqlParams();
  const starts = Array.from({ length: limit * RANDOM_PROBES_PER_PICK }, () => randomUUID());
  return params.sql(`SELECT pick.* FROM unnest(${params.add(starts)}::uuid[]) WITH ORDINALITY AS probe(start, n)
          CROSS JOIN LATERAL (SELECT ${columns} FROM businesses b
            WHERE b.id >= probe.start AND ${PUBLISHED} ORDER BY b.id LIMIT 1) AS pick
          ORDER BY probe.n`);
}

/** When the probes find too few (a small directory): a few random pages of the table instead of every row. */
export function randomSampleSql(columns: string, limit: number): Sql {
  const params = new SqlParams();
  const pool = params.add(randomPool(limit));
  return params.sql(`SELECT ${columns} FROM businesses b TABLESAMPLE SYSTEM_ROWS(${pool})
        WHERE ${PUBLISHED} ORDER BY random() LIMIT ${params.add(limit)}`);
}
