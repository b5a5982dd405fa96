import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, QueryRunner } from 'typeorm';
import { readsStayOnPrimary } from './read-your-writes';
import { SEARCH_DATA_SOURCE } from './typeorm-options';

/** A standby cancels a query that holds up replay, e.g. of a vacuum on the primary, with this code. */
const RECOVERY_CONFLICT = '40001';

function isRecoveryConflict(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === RECOVERY_CONFLICT;
}

/**
 * The one place that sends queries to a streaming replica (DATABASE_REPLICA_URLS). Public read
 * paths that tolerate a copy a few milliseconds old use it; everything else keeps using the
 * DataSource, which TypeORM points at the primary (typeorm-options.ts). Reads go to the
 * primary anyway when no replica is configured, when the visitor has just written
 * (read-your-writes.ts), and when the replica cannot serve them.
 */
@Injectable()
export class DatabaseReader {
  private readonly logger = new Logger(DatabaseReader.name);

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Raw SQL, like `dataSource.query()` (which always runs on the primary). */
  query<T>(sql: string, params: unknown[] = []): Promise<T> {
    return this.read((manager) => manager.query<T>(sql, params));
  }

  /** Runs `work` on one connection, so all its queries ask the same server; released afterwards. */
  async read<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    if (!this.readsFromReplica()) return work(this.dataSource.manager);
    const replica = await this.connectReplica();
    if (replica === undefined) return work(this.dataSource.manager);
    try {
      return await work(replica.manager);
    } catch (error) {
      if (!isRecoveryConflict(error)) throw error;
      this.logger.warn({ err: error }, 'Replica cancelled the query for recovery; asking the primary');
      return work(this.dataSource.manager);
    } finally {
      await replica.release();
    }
  }

  /**
   * For lookups by id: a replica that has not yet replayed a row just created answers "not
   * found", so `null` is asked again on the primary before anyone answers 404.
   */
  async readOrPrimary<T>(work: (manager: EntityManager) => Promise<T | null>): Promise<T | null> {
    const found = await this.read(work);
    if (found !== null || !this.readsFromReplica()) return found;
    return work(this.dataSource.manager);
  }

  private readsFromReplica(): boolean {
    return this.dataSource.driver.isReplicated && !readsStayOnPrimary();
  }

  /** A replica that is down or restarting must not take the public pages with it. */
  private async connectReplica(): Promise<QueryRunner | undefined> {
    const runner = this.dataSource.createQueryRunner('slave');
    try {
      await runner.connect();
      return runner;
    } catch (error) {
      await runner.release();
      this.logger.warn({ err: error }, 'Replica unreachable; reading from the primary');
      return undefined;
    }
  }
}

/** DatabaseReader over the search's own pools (searchTypeOrmOptions), whose connections carry its settings. */
@Injectable()
export class SearchReader extends DatabaseReader {
  constructor(@InjectDataSource(SEARCH_DATA_SOURCE) dataSource: DataSource) {
    super(dataSource);
  }
}
