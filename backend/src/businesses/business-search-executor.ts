import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { SearchReader } from '../database/database-reader';
import { prepared } from '../database/prepared-statements';
import type { Sql } from './business-search-sql';
import { SearchLookups } from './search-lookups';

/**
 * Index walks off until the search's transaction ends: a page then sorts the matches an index lookup found. A search's
 * connection has the settings of its pool (SEARCH_SESSION_SETTINGS) and no transaction; this one setting for one search
 * begins one, in the same round trip.
 */
const SORT_MATCHES = `START TRANSACTION; SELECT set_config('enable_indexscan', 'off', true)`;

/** One search's connection, as the repository uses it. */
export interface SearchSession {
  /** The rows of a count or a page: never kept. A statement marked `prepared` is sent as a named statement. */
  rows<T>(sql: Sql): Promise<T[]>;
  /** The rows of a lookup that prepares a search, kept briefly (SearchLookups). */
  lookup<T>(sql: Sql): Promise<T[]>;
  /** Index walks off for the rest of the search (SORT_MATCHES). */
  indexScansOff(): Promise<void>;
}

/**
 * Runs a search's statements and nothing else: on one connection of the search's pools (SearchReader), which come with
 * the search's settings, with no transaction unless the plan turns index walks off; that one ends with the search,
 * rolled back on an error.
 */
@Injectable()
export class SearchExecutor {
  constructor(
    private readonly searchReader: SearchReader,
    private readonly lookups: SearchLookups,
  ) {}

  /** `work` on one search connection. */
  run<T>(work: (session: SearchSession) => Promise<T>): Promise<T> {
    return this.searchReader.read((manager) => this.onConnection(manager, work));
  }

  /** One statement outside a search's connection, on the search's pools. */
  read<T>(sql: Sql): Promise<T[]> {
    return this.searchReader.query<T[]>(sql.text, sql.values);
  }

  /** A lookup outside a search's connection (a city prefix, a typo's words), kept briefly like a search's. */
  lookup<T>(sql: Sql): Promise<T[]> {
    return this.lookups.query<T[]>(this.searchReader, sql.text, sql.values);
  }

  private async onConnection<T>(manager: EntityManager, work: (session: SearchSession) => Promise<T>): Promise<T> {
    // A replica's reads come with their connection (SearchReader); the primary's take one from the pool.
    const runner = manager.queryRunner ?? manager.connection.createQueryRunner();
    let inTransaction = false;
    const session: SearchSession = {
      rows: (sql) => runner.manager.query(sql.prepared === true ? prepared(sql.text) : sql.text, sql.values),
      lookup: (sql) => this.lookups.query(runner.manager, sql.text, sql.values),
      indexScansOff: async () => {
        // Before the query: should its second statement fail, the transaction it began is still rolled back.
        inTransaction = true;
        await runner.query(SORT_MATCHES);
      },
    };
    try {
      const result = await work(session);
      if (inTransaction) await runner.query('COMMIT');
      return result;
    } catch (error) {
      if (inTransaction) await runner.query('ROLLBACK');
      throw error;
    } finally {
      if (manager.queryRunner === undefined) await runner.release();
    }
  }
}
