import { pastNumberedPages } from '../common/pagination';
import type { ListingCursor, PageOrder, ResolvedSearch, TopRatedScope } from './business-search';
import { filters, FilterIndexes, inCities, topRatedNames, wordsInPlace } from './business-search-filters';
import { PagePosition, SortedCount } from './business-search-plan';
import { hasNameTiers } from './business-search-shape';
import {
  AT_CITY,
  AT_CODE,
  AT_POINT,
  citiesRelation,
  codesRelation,
  createdAtColumn,
  distanceColumn,
  PAGE_ORDER_KEYS,
  pointsWithinRadius,
  ROW_KEY_COLUMNS,
  Sql,
  SqlParams,
} from './business-search-sql';
import { RankingTiers, rankingTiers, WordsPerRow } from './business-search-tiers';

/** One page to read: the search, its order and start, how many rows, and the public columns of a row. */
export interface PageSpec {
  search: ResolvedSearch;
  order: PageOrder;
  position: PagePosition;
  take: number;
  /** `b."postal_code" AS "postalCode", …`: the rows come back shaped like the entity (entityColumns). */
  columns: string;
}

/**
 * A page's statement: `numbered` rows carry their place in the page as `position` (the rows were read by id after the
 * walk), `backward` rows come in reverse (a previous page's walk reads the index the other way round).
 */
export interface PageStatement extends Sql {
  numbered: boolean;
  backward: boolean;
}

/**
 * How a tiered page finds its rows: walked in its order (through the listing, point by point, code by code, city by
 * city) or sorted.
 */
interface Walk {
  through: 'listing' | 'points' | 'codes' | 'cities';
  sortMatches: boolean;
  openBesideWords?: boolean;
  topRated?: TopRatedScope;
}

/**
 * A walk of the listing index in the page's order, tier by tier, stopping after the page (PagePlan walkListing). In
 * several cities the words' tier walks each city's listing (the indexes led by the city), merged: no index gives their
 * rows in one order, and PostgreSQL otherwise sorted every match of the cities or walked the whole country's listing.
 * So, in listing order, does a short prefix tested per row in postal codes, code by code: its names' tier walked the
 * whole listing past every other code's rows ("t" in "402", verified: 29,834 rows for 24).
 */
export function walkListingSql(page: PageSpec): PageStatement {
  const { search, order } = page;
  const eachCity = (search.cities?.length ?? 0) > 1 && order !== 'newest';
  const eachCode = order === 'relevance' && search.wordsPerRow === true && search.postalCodes !== undefined;
  const through = eachCity ? 'cities' : eachCode ? 'codes' : 'listing';
  return tieredPageSql(page, { through, sortMatches: false });
}

/** Many matches within a radius in listing order: each point's walk stopping after the page, merged. */
export function walkPointsSql(page: PageSpec): PageStatement {
  return tieredPageSql(page, { through: 'points', sortMatches: false });
}

/** A postal-code prefix alone: each code's walk stopping after the page, merged. */
export function walkPostalCodesSql(page: PageSpec): PageStatement {
  return tieredPageSql(page, { through: 'codes', sortMatches: false });
}

/** Few matches fetched through an index and sorted (run with index walks off: SORT_MATCHES). */
export function sortMatchesSql(page: PageSpec, openBesideWords: boolean): PageStatement {
  return tieredPageSql(page, { through: 'listing', sortMatches: true, openBesideWords });
}

/** The exact names and the top-rated names in one branch, sorted by tier (PagePlan topRatedFirst). */
export function topRatedFirstSql(page: PageSpec, scope: TopRatedScope, sortMatches: boolean): PageStatement {
  const through = !sortMatches && page.search.near !== undefined ? 'points' : 'listing';
  return tieredPageSql(page, { through, sortMatches, topRated: scope });
}

/**
 * The filters a walk's rows meet: at a point, at a code, or (sorting) from a place-words index or the cities' open ones;
 * few matches are fetched and sorted, many walked in the listing order (at night that of the open at some night).
 */
function walkFilters(page: PageSpec, walk: Walk, params: SqlParams): { conditions: string[]; inPlace: boolean } {
  const { search } = page;
  if (walk.through === 'points') {
    return {
      conditions: [...AT_POINT, ...filters({ ...search, near: undefined }, params, { atPoints: true })],
      inPlace: false,
    };
  }
  if (walk.through === 'codes') {
    return { conditions: [AT_CODE, ...filters({ ...search, postalCodePrefix: undefined }, params)], inPlace: false };
  }
  const openFirst =
    walk.sortMatches && walk.openBesideWords === true ? filters(search, params, { openHours: 'minute' }) : undefined;
  const inPlace = walk.sortMatches ? (openFirst ?? wordsInPlace(search, params)) : undefined;
  if (inPlace !== undefined) return { conditions: inPlace, inPlace: true };
  const openHours: FilterIndexes['openHours'] = walk.sortMatches
    ? 'hour'
    : page.order === 'relevance'
      ? 'night'
      : undefined;
  // Few matches on a holiday kept in most states are fetched by the working states' index, as the count finds them.
  const states = walk.sortMatches;
  // Walked city by city, the cities are each tier's own condition (tierBranches).
  const walked = walk.through === 'cities' ? { ...search, cities: undefined, cityPrefix: undefined } : search;
  // A walk in the newest order passes the verified alone when only they are asked (idx_businesses_verified_newest).
  const verified = !walk.sortMatches && page.order === 'newest';
  return {
    conditions: filters(walked, params, { radius: walk.sortMatches, openHours, states, verified }),
    inPlace: false,
  };
}

/**
 * Which words a page's rows test per row: all when a place-words index found the rows; the whole document's on a walk
 * of the cities' listing (planned for many matches there) when a prefix stands for more words than were sent as its
 * lexemes, or for words held by many (commonPrefix). With `@@` PostgreSQL ANDed the cities' bitmap with every match
 * of such a prefix in the country instead (an index of cities and documents read every "ver…" for "Vers" in the "Bad"
 * cities). The lexemes of a narrower word are few postings, which a big city with few matches reads more cheaply than
 * its walk. The names keep their index: a name tier's matches are few.
 */
function wordsPerRow(page: PageSpec, walk: Walk, inPlace: boolean): WordsPerRow {
  if (inPlace) return 'all';
  const { search } = page;
  const walksCities =
    (walk.through === 'cities' || walk.through === 'listing') && !walk.sortMatches && (search.cities?.length ?? 0) > 0;
  return walksCities && (hasBroadPrefix(search) || search.commonPrefix === true) ? 'document' : 'none';
}

/** Whether a query prefix stands for more words than MAX_PREFIX_LEXEMES: it is left a prefix, not sent as lexemes. */
function hasBroadPrefix(search: ResolvedSearch): boolean {
  return (search.lexemeQuery ?? search.placeLexemeQuery ?? search.tsQuery ?? '').includes(':*');
}

/** The tiers a page reads, in reading order: from a cursor's tier on (or back), the previous page's reversed. */
function tiersOf(page: PageSpec, params: SqlParams, perRow: WordsPerRow): Pick<BranchContext, 'tiers' | 'ranking'> {
  const cursor = 'cursor' in page.position ? page.position.cursor : undefined;
  const cursorTier = cursor?.order === 'relevance' ? cursor.tier : 0;
  const backward = cursor?.direction === 'before';
  const { search, order } = page;
  // Sorted by rating or date, or without a phrase to rank names by (a random pick's candidates), every match is one tier.
  const ranking = hasNameTiers(search, order) ? rankingTiers.of(search, params, 'b', perRow) : undefined;
  const conditions = ranking?.conditions ?? [rankingTiers.allMatches(search, params, perRow) ?? 'TRUE'];
  let tiers = conditions.map((condition, tier) => ({ condition, tier }));
  if (cursor !== undefined) tiers = tiers.filter(({ tier }) => (backward ? tier <= cursorTier : tier >= cursorTier));
  return { tiers: backward ? tiers.reverse() : tiers, ranking };
}

/** A branch of the page: its conditions, its tier (a column expression), and the relation it is walked per row of. */
interface Branch {
  conditions: string[];
  tier: string;
  places?: string;
}

/** What the branches of a page share: the walk, its rows' filters, the tiers and the direction of the walk. */
interface BranchContext {
  page: PageSpec;
  walk: Walk;
  walked: string[];
  tiers: { condition: string; tier: number }[];
  /** The relevance tiers of the words, when the page is ordered by them. */
  ranking?: RankingTiers;
  direction: 'ASC' | 'DESC';
}

/** The cursor's bound on its own tier: strictly after (or before) the cursor's key in the page's order. */
function cursorBound(cursor: ListingCursor, order: PageOrder, direction: string, params: SqlParams): string {
  const keys = PAGE_ORDER_KEYS[order];
  const bound = cursor.key.map((value, i) => `${params.add(value)}::${keys.types[i]}`).join(', ');
  return `(${keys.key.join(', ')}) ${direction === 'ASC' ? '>' : '<'} (${bound})`;
}

/** One branch per tier; within a radius the exact name is a lookup of its own (the earth_box beside it), not a walk per point. */
function tierBranches({ page, walk, walked, tiers, ranking, direction }: BranchContext, params: SqlParams): Branch[] {
  const { search } = page;
  const cursor = 'cursor' in page.position ? page.position.cursor : undefined;
  const cursorTier = cursor?.order === 'relevance' ? cursor.tier : 0;
  return tiers.map(({ condition, tier }) => {
    const exactNameNear = walk.through === 'points' && tier === 0 && hasNameTiers(search, page.order);
    // City by city the words' tier, the last, and the names' tier of words tested per row (a short prefix: the listing
    // of the whole directory passed 196,643 rows for "u" in eleven "Ba" cities by night); else a name's tier finds its
    // few rows in the names' index.
    const lastTier = tier === (ranking?.conditions.length ?? 1) - 1;
    const eachCity = walk.through === 'cities' && (lastTier || (tier > 0 && search.wordsPerRow === true));
    const inTheCities = walk.through === 'cities' ? [eachCity ? AT_CITY : inCities(search.cities ?? [], params)] : [];
    const conditions = [condition, ...inTheCities, ...(exactNameNear ? filters(search, params) : walked)];
    if (cursor !== undefined && tier === cursorTier) {
      const bound = cursorBound(cursor, page.order, direction, params);
      // Few matches sorted test the bound on each: as an index condition PostgreSQL ANDed the matches' bitmap with that
      // of every business before the cursor (half the directory by date).
      conditions.push(walk.sortMatches ? `(${bound}) IS TRUE` : bound);
    }
    let places: string | undefined;
    if (walk.through === 'codes') places = codesRelation(search.postalCodes ?? [], params);
    else if (eachCity) places = citiesRelation(search.cities ?? [], params);
    else if (walk.through === 'points' && !exactNameNear && search.near !== undefined) {
      places = pointsWithinRadius(search.near, search.radiusPoints ?? [], params);
    }
    return { conditions, tier: String(tier), places };
  });
}

/**
 * The exact names and the top-rated names as one branch sorted by tier: a BitmapOr of the exact name's btree and the
 * top-rated's GIN reads what two branches would, and the planner weighs the table's indexes once. The first condition
 * is the bitmap's alone (an index's condition and its predicate), so no row tests it again (a row's place words cost
 * more than all its other tests); the others are what each tier tests besides.
 */
function topRatedBranch({ page, walk, walked, tiers, ranking }: BranchContext, params: SqlParams): Branch[] {
  const { search } = page;
  const { exactName: exact, notExactName: other } = ranking as RankingTiers;
  const names = topRatedNames(walk.topRated ?? 'anywhere', search, params, walked);
  // Within a radius the exact name is tested against the radius (the earth_box, not a walk per point).
  const exactName = [tiers[0].condition, ...(walk.through === 'points' ? filters(search, params) : walked)];
  return [
    {
      conditions: [
        `(${exact} OR (${names.indexed.join(' AND ')}))`,
        `(${other} OR (${exactName.join(' AND ')}))`,
        `(${exact} OR (${names.elsewhere.join(' AND ')}))`,
      ],
      tier: `CASE WHEN ${exact} THEN 0 ELSE 1 END`,
    },
  ];
}

/**
 * One page in its order. Each relevance tier is a branch that walks an index in its order (or, for few matches, sorts
 * just those) and stops at the page's end; a keyset cursor seeks into its tier. The branches are appended without an
 * outer sort, so PostgreSQL runs a later tier only when the earlier ones did not fill the page.
 */
function tieredPageSql(page: PageSpec, walk: Walk): PageStatement {
  const params = new SqlParams();
  const cursor = 'cursor' in page.position ? page.position.cursor : undefined;
  const backward = cursor?.direction === 'before';
  const offset = 'offset' in page.position ? page.position.offset : 0;
  const order = PAGE_ORDER_KEYS[page.order];
  // Walking backward (the previous page) reads the index the other way round.
  const direction = backward === order.descending ? 'ASC' : 'DESC';
  const { conditions: walked, inPlace } = walkFilters(page, walk, params);
  const distance = distanceColumn(page.search.near, params);
  const context: BranchContext = {
    page,
    walk,
    walked,
    ...tiersOf(page, params, wordsPerRow(page, walk, inPlace)),
    direction,
  };
  const take = params.add(offset + page.take);
  // Sorting (the top-rated are sorted too), walking to a deep offset, or merging the walks of several places (each
  // place's walk gives a page), the branches carry only a row's id and keys and the page's rows are read whole
  // afterwards: computing every passed row whole was most of such a page's time.
  const sorts = walk.sortMatches || walk.topRated !== undefined;
  const narrow = sorts || pastNumberedPages(offset, page.take) || walk.through !== 'listing';
  const columns = sorts
    ? 'b.id AS "id"'
    : narrow
      ? 'b.id AS "id", b.name AS "name", b.created_at AS "createdAt"'
      : page.columns;
  const branches = walk.topRated === undefined ? tierBranches(context, params) : topRatedBranch(context, params);
  const createdAt = createdAtColumn(page.order);
  const branchTexts = branches.map(({ conditions, tier, places }) => {
    const keys = walk.topRated === undefined ? order.key : ['"tier"', ...order.key];
    const branch = `SELECT ${columns}, ${tier} AS "tier",
          ${ROW_KEY_COLUMNS}${createdAt}${narrow ? '' : distance}
        FROM businesses b WHERE ${conditions.join(' AND ')}
        ORDER BY ${keys.map((part) => `${part} ${direction}`).join(', ')} LIMIT ${take}`;
    if (places === undefined) return `(${branch})`;
    return `(SELECT walk.* FROM ${places} CROSS JOIN LATERAL (${branch}) AS walk
        ORDER BY ${order.rowKey.map((part) => `walk.${part} ${direction}`).join(', ')} LIMIT ${take})`;
  });
  const text = `SELECT * FROM (${branchTexts.join(' UNION ALL ')}) AS page LIMIT ${params.add(page.take)} OFFSET ${params.add(offset)}`;
  if (!narrow) return { ...params.sql(text), numbered: false, backward };
  // The page's order is that of the branches: numbered after the LIMIT, and restored after the join.
  const numbered = `SELECT ${page.columns}, page."tier", page."k0", page."k1", page."k2"${createdAt === '' ? '' : ', page."k3"'}${distance},
          page."position" FROM (SELECT page.*, (row_number() OVER ())::int AS "position" FROM (${text}) AS page) AS page
        JOIN businesses b ON b.id = page."id"`;
  return { ...params.sql(numbered), numbered: true, backward };
}

/** The page's rows by id, in the order given, with their tiers (the matches countAndSort sorted): a key lookup each. */
export function rowsByIdSql(page: PageSpec, matches: SortedCount['page']): PageStatement {
  const params = new SqlParams();
  const text = `SELECT ${page.columns}, page.tier AS "tier", ${ROW_KEY_COLUMNS}${createdAtColumn(page.order)}
        ${distanceColumn(page.search.near, params)}, page.position::int AS "position"
      FROM unnest(${params.add(matches.map((match) => match.id))}::uuid[], ${params.add(matches.map((match) => match.tier))}::int[])
        WITH ORDINALITY AS page(id, tier, position)
      JOIN businesses b ON b.id = page.id`;
  return { ...params.sql(text), prepared: true, numbered: true, backward: false };
}
