import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { SearchReader } from '../database/database-reader';
import { prepared } from '../database/prepared-statements';
import type { Sql } from './business-search-sql';
import { SearchLookups } from './search-lookups';

/**
 * Index walks off until the search's transaction ends (or they are turned on again): a statement then reads the
 * matches an index lookup found instead of walking an index and checking each row. A search's connection has the
 * settings of its pool (SEARCH_SESSION_SETTINGS) and no transaction; this one setting for one search begins one, in
 * the same round trip.
 */
const INDEX_SCANS_OFF = `SELECT set_config('enable_indexscan', 'off', true)`;
const SORT_MATCHES = `START TRANSACTION; ${INDEX_SCANS_OFF}`;
const INDEX_SCANS_ON = `SELECT set_config('enable_indexscan', 'on', true)`;

/** PostgreSQL's query_canceled: a search statement ran out of the budget its pool's statement_timeout sets. */
const QUERY_CANCELED = '57014';

function isQueryCanceled(error: unknown): boolean {
  const { code, driverError } = (error ?? {}) as { code?: unknown; driverError?: { code?: unknown } };
  return code === QUERY_CANCELED || driverError?.code === QUERY_CANCELED;
}

/** A search statement did not finish within the search's budget (SEARCH_BUDGET_MS); search routes answer 503. */
export class SearchBudgetSpent extends Error {
  constructor(readonly budgetMs: number) {
    super(`A search statement ran longer than its budget of ${budgetMs} ms`);
  }
}

/** One search's connection, as the repository uses it. */
export interface SearchSession {
  /** The rows of a count or a page: never kept. A statement marked `prepared` is sent as a named statement. */
  rows<T>(sql: Sql): Promise<T[]>;
  /** The rows of a lookup that prepares a search, kept briefly (SearchLookups). */
  lookup<T>(sql: Sql): Promise<T[]>;
  /** Index walks off for the rest of the search (SORT_MATCHES), or until indexScansOn. */
  indexScansOff(): Promise<void>;
  /** Index walks on again, after indexScansOff. */
  indexScansOn(): Promise<void>;
}

/**
 * Runs a search's statements and nothing else: on one connection of the search's pools (SearchReader), which come with
 * the search's settings, with no transaction unless the plan turns index walks off; that one ends with the search,
 * rolled back on an error.
 */
@Injectable()
export class SearchExecutor {
  private readonly logger = new Logger(SearchExecutor.name);
  private readonly budgetMs: number;

  constructor(
    private readonly searchReader: SearchReader,
    private readonly lookups: SearchLookups,
    @Inject(APP_CONFIG) config: Pick<AppConfig, 'searchLimits'>,
  ) {
    this.budgetMs = config.searchLimits.budgetMs;
  }

  /** `work` on one search connection. */
  run<T>(work: (session: SearchSession) => Promise<T>): Promise<T> {
    return this.searchReader.read((manager) => this.onConnection(manager, work));
  }

  /** One statement outside a search's connection, on the search's pools. */
  read<T>(sql: Sql): Promise<T[]> {
    return this.withinBudget(sql, () => this.searchReader.query<T[]>(sql.text, sql.values));
  }

  /** A lookup outside a search's connection (a city prefix, a typo's words), kept briefly like a search's. */
  lookup<T>(sql: Sql): Promise<T[]> {
    return this.withinBudget(sql, () => this.lookups.query<T[]>(this.searchReader, sql.text, sql.values));
  }

  /** A statement cancelled for its budget becomes SearchBudgetSpent, logged with the statement that spent it. */
  private async withinBudget<T>(sql: Sql, query: () => Promise<T>): Promise<T> {
    try {
      return await query();
    } catch (error) {
      if (!isQueryCanceled(error)) throw error;
      this.logger.warn(
        { budgetMs: this.budgetMs, statement: sql.text.replace(/\s+/g, ' ').slice(0, 500), values: sql.values },
        'Search budget spent: statement cancelled, answered 503',
      );
      throw new SearchBudgetSpent(this.budgetMs);
    }
  }

  private async onConnection<T>(manager: EntityManager, work: (session: SearchSession) => Promise<T>): Promise<T> {
    // A replica's reads come with their connection (SearchReader); the primary's take one from the pool.
    const runner = manager.queryRunner ?? manager.connection.createQueryRunner();
    let inTransaction = false;
    let indexScans = true;
    const session: SearchSession = {
      rows: (sql) =>
        this.withinBudget(sql, () =>
          runner.manager.query(sql.prepared === true ? prepared(sql.text) : sql.text, sql.values),
        ),
      lookup: (sql) => this.withinBudget(sql, () => this.lookups.query(runner.manager, sql.text, sql.values)),
      indexScansOff: async () => {
        if (!indexScans) return;
        indexScans = false;
        if (inTransaction) {
          await runner.query(INDEX_SCANS_OFF);
          return;
        }
        // Before the query: should its second statement fail, the transaction it began is still rolled back.
        inTransaction = true;
        await runner.query(SORT_MATCHES);
      },
      indexScansOn: async () => {
        if (indexScans) return;
        indexScans = true;
        await runner.query(INDEX_SCANS_ON);
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
