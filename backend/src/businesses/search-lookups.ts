import { Inject, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';

/** What a lookup is sent through: a search's connection (EntityManager) or the search's pools (SearchReader). */
interface Queryable {
  query<T>(sql: string, params: unknown[]): Promise<T>;
}

/**
 * The answers of the small statements that prepare a search rather than answer it: which stored cities a
 * prefix stands for, whether a word is held by more businesses than a count reads (in the country or in a
 * place), a typo's closest word, the lexemes of a prefix, the postal codes of a prefix, and how many of a
 * place's first businesses are open at a minute. Each is a round trip of its own before the count and the page
 * (docs/benchmarks.md), and the same for every visitor searching "Friseur" in Berlin. Kept for
 * SEARCH_LOOKUP_CACHE_SECONDS (30, as long as a search's answer may be reused anyway: `Cache-Control: public,
 * max-age=30`), at most
 * SEARCH_LOOKUP_CACHE_ENTRIES; any accepted write empties them (app.factory.ts), as it empties the rendered
 * pages. Each API process keeps its own.
 */
@Injectable()
export class SearchLookups {
  private readonly kept: LRUCache<string, { rows: unknown }> | undefined;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'searchLookupCache'>) {
    const { ttlMs, maxEntries } = config.searchLookupCache;
    this.kept = ttlMs > 0 ? new LRUCache({ max: maxEntries, ttl: ttlMs }) : undefined;
  }

  /** The rows of `sql` with `params`, as kept or as `source` answers them now. */
  async query<T>(source: Queryable, sql: string, params: unknown[]): Promise<T> {
    if (this.kept === undefined) return source.query<T>(sql, params);
    const key = `${sql}\u0000${JSON.stringify(params)}`;
    const kept = this.kept.get(key);
    if (kept !== undefined) return kept.rows as T;
    const rows = await source.query<T>(sql, params);
    this.kept.set(key, { rows });
    return rows;
  }

  /** A write was accepted: what a lookup answered may have changed. */
  forget(): void {
    this.kept?.clear();
  }
}
