import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { ResolvedSearch } from './business-search';
import { SearchExecutor, type SearchSession } from './business-search-executor';
import { BUSINESSES_ANALYZED_SQL, OPEN_HOUR_SHARES_SQL } from './business-search-lookup-sql';
import {
  CountResult,
  OpenSample,
  PageRequest,
  SearchStats,
  StatisticName,
  statisticsNeeded,
  statisticStillNeeded,
} from './business-search-plan';
import { withWordsPerRow } from './business-search-shape';
import { statisticStatement } from './business-search-statements';
import { openHourOfWeek } from './opening-hours';

/** The open hours' shares are read again after this long when the time of the last ANALYZE is unknown (a replica). */
const OPEN_HOUR_SHARES_TTL_MS = 10 * 60_000;

type StatisticReader<K extends StatisticName> = (
  session: SearchSession,
  search: ResolvedSearch,
) => Promise<SearchStats[K]>;

/** A statistic that is one column of its statement's one row. */
function firstValue<K extends StatisticName>(name: K, column: string): StatisticReader<K> {
  return async (session, search) =>
    (await session.lookup<Record<string, SearchStats[K]>>(statisticStatement(name, search)))[0][column];
}

/**
 * Reads the statistics a search is planned by (planSearch's `stats`), each only when the search's shape needs it
 * (statisticsNeeded), and no more once one settles the count. The vocabulary's answers go through the session's
 * lookups, kept briefly; a lexeme's count is the count itself and follows every write at once, so it is never kept.
 */
@Injectable()
export class SearchStatistics implements OnApplicationBootstrap {
  private readonly logger = new Logger(SearchStatistics.name);
  /** The share of businesses open in each hour of the week, and the ANALYZE they come from. */
  private keptShares?: { shares: Map<number, number>; analyzed: string | null; until: number };

  private readonly readers: { [K in StatisticName]: StatisticReader<K> } = {
    wordFrequent: firstValue('wordFrequent', 'frequent'),
    lexemeDocuments: (session, search) => this.lexemeDocuments(session, search),
    frequentInPlace: firstValue('frequentInPlace', 'frequent'),
    denseInPlace: firstValue('denseInPlace', 'frequent'),
    denseAtPoints: firstValue('denseAtPoints', 'frequent'),
    openSample: async (session, search) =>
      (await session.lookup<OpenSample>(statisticStatement('openSample', search)))[0],
    openHourShare: (session, search) => this.openHourShare(session, search),
    prefixShare: firstValue('prefixShare', 'share'),
    radiusBusinesses: firstValue('radiusBusinesses', 'total'),
    postalCodeRows: firstValue('postalCodeRows', 'codes'),
    topRatedNames: firstValue('topRatedNames', 'names'),
  };

  constructor(private readonly executor: SearchExecutor) {}

  /** The first "open now" search should not wait for the hours' shares. */
  onApplicationBootstrap(): void {
    this.executor
      .run((session) => this.openHourShares(session))
      .catch((error: unknown) =>
        this.logger.debug({ error }, "Open hours' shares not read at start-up; the first search reads them"),
      );
  }

  async read(session: SearchSession, search: ResolvedSearch, page?: PageRequest): Promise<SearchStats> {
    const stats: SearchStats = {};
    let planned = search;
    // Whether the words are tested per row decides which indexes the other statistics' plans may use.
    if (statisticsNeeded(search, page)[0] === 'prefixShare') {
      await this.readInto(stats, 'prefixShare', session, search);
      planned = withWordsPerRow(search, stats);
    }
    for (const name of statisticsNeeded(planned, page)) {
      if (!statisticStillNeeded(name, stats)) continue;
      // The word's share stays needed where it did not make the words tested per row ("Zahnarzt" or, by night, "bi"
      // beside open now, for the hour's slot); it was read above.
      if (stats[name] !== undefined) continue;
      await this.readInto(stats, name, session, planned);
    }
    return stats;
  }

  private async readInto<K extends StatisticName>(
    stats: SearchStats,
    name: K,
    session: SearchSession,
    search: ResolvedSearch,
  ): Promise<void> {
    const reader = this.readers[name] as StatisticReader<K>;
    stats[name] = await reader(session, search);
  }

  /**
   * The count of the one lexeme a single prefix stands for, 0 for none; for several the most-held one's, a lower
   * bound; null when the query is not one prefix.
   */
  private async lexemeDocuments(session: SearchSession, search: ResolvedSearch): Promise<CountResult | null> {
    const [row] = await session.rows<{ prefix: string | null; lexemes: number; documents: number | null }>(
      statisticStatement('lexemeDocuments', search),
    );
    if (row.prefix === null) return null;
    return { total: row.documents ?? 0, exact: row.lexemes <= 1 };
  }

  /**
   * The share of businesses open in this minute's hour of the week, from pg_stats (about a millisecond), read only when
   * the statistics were made anew. An hour missing from them is rarer than every listed one: 0.
   */
  private async openHourShare(session: SearchSession, search: ResolvedSearch): Promise<number> {
    const shares = await this.openHourShares(session);
    return shares.get(openHourOfWeek(search.openAt?.minuteOfWeek ?? 0)) ?? 0;
  }

  private async openHourShares(session: SearchSession): Promise<Map<number, number>> {
    const [{ analyzed }] = await session.lookup<{ analyzed: string | null }>(BUSINESSES_ANALYZED_SQL);
    let known = this.keptShares;
    if (known === undefined || known.analyzed !== analyzed || known.until < Date.now()) {
      const rows = await session.rows<{ hours: number[] | null; shares: number[] | null }>(OPEN_HOUR_SHARES_SQL);
      const shares = new Map<number, number>();
      for (const { hours, shares: frequencies } of rows) {
        hours?.forEach((hour, i) => shares.set(hour, frequencies?.[i] ?? 0));
      }
      known = { shares, analyzed, until: Date.now() + OPEN_HOUR_SHARES_TTL_MS };
      this.keptShares = known;
    }
    return known.shares;
  }
}
