import { PostgresDataSourceOptions } from 'typeorm/driver/postgres/PostgresDataSourceOptions';
import { AppConfig } from '../config/app-config';
import { migrations } from './migrations';
import { PreparingClient, SearchPreparingClient } from './prepared-statements';

/**
 * Connections each pool keeps open however long they stay idle (pg-pool's `min`). A new PostgreSQL backend plans its
 * first search statement in 7 to 13 ms at a million businesses (it loads the catalog entries of businesses and its
 * indexes) and then touches each shared buffer for the first time; pg-pool closed every idle connection after 10 s,
 * so after any lull the next visitor paid for a new connection and that. At low traffic a pool hands out the
 * connection released last, so two kept per pool stay warm; the others close after DB_IDLE_TIMEOUT_MS.
 */
export const POOL_KEPT_IDLE = 2;

/**
 * With `replicaUrls`, TypeORM keeps one pool per server, each with the same size and timeouts.
 * The entities are the caller's (src/entities.ts): the database module knows no other module.
 * Only DatabaseReader sends queries to a replica: everything else, TypeORM's own SELECTs
 * included, stays on the primary (`defaultMode: 'master'`), so writes, admin pages and
 * reads inside a transaction never see a lagging copy.
 */
export function typeOrmOptions(
  config: Pick<AppConfig, 'db'>,
  url: string,
  replicaUrls: readonly string[] = [],
): PostgresDataSourceOptions {
  const servers =
    replicaUrls.length === 0
      ? { url }
      : {
          replication: {
            master: { url },
            slaves: replicaUrls.map((replicaUrl) => ({ url: replicaUrl })),
            defaultMode: 'master' as const,
          },
        };
  return {
    type: 'postgres',
    ...servers,
    migrations,
    migrationsRun: false,
    synchronize: false,
    logging: false,
    poolSize: config.db.poolSize,
    connectTimeoutMS: config.db.connectTimeoutMs,
    extra: {
      // Kept however long they stay idle (pg-pool opens none ahead of use); the others close after idleTimeoutMillis.
      min: Math.min(POOL_KEPT_IDLE, config.db.poolSize),
      idleTimeoutMillis: config.db.idleTimeoutMs,
      // node-postgres waits forever for a slow query unless the server is told otherwise.
      statement_timeout: config.db.statementTimeoutMs,
      idle_in_transaction_session_timeout: config.db.statementTimeoutMs * 2,
      application_name: 'branchenbuch',
      // Names the statements marked with prepared() (prepared-statements.ts), so each connection plans them once.
      Client: PreparingClient,
    },
  };
}

/** The name of the search's own pools (searchTypeOrmOptions) in the app's module, for `@InjectDataSource`. */
export const SEARCH_DATA_SOURCE = 'search';

/**
 * The settings of every search connection, given when it is opened. Sequential scans off: the planner prices a
 * full-text match per row far below what it costs. Parallel workers off: starting them costs more than the bounded
 * reads of a page or a capped count. Read-only: the search writes nothing. A plan for each execution of a named
 * statement (SearchPreparingClient names the frequent searches): the best plan of a search depends on its words and
 * places.
 */
export const SEARCH_SESSION_SETTINGS: Readonly<Record<string, string>> = {
  enable_seqscan: 'off',
  max_parallel_workers_per_gather: '0',
  default_transaction_read_only: 'on',
  plan_cache_mode: 'force_custom_plan',
};

/**
 * The search's own pools, to the same servers as typeOrmOptions' and of the same size, whose connections open with
 * SEARCH_SESSION_SETTINGS. A search therefore sends no transaction and no settings around its statements: each round
 * trip costs the app about 0.2 ms of CPU in the socket write alone on the bench machine, and the START and COMMIT
 * were two of a search's four to six. Each statement runs under the search's budget (SEARCH_BUDGET_MS) instead of
 * DB_STATEMENT_TIMEOUT_MS: a search that cannot be answered in it is answered 503 (SearchExecutor), and holds its
 * connection no longer.
 */
export function searchTypeOrmOptions(
  config: Pick<AppConfig, 'db' | 'searchLimits'>,
  url: string,
  replicaUrls: readonly string[] = [],
): PostgresDataSourceOptions {
  const options = typeOrmOptions(config, url, replicaUrls);
  const settings = Object.entries(SEARCH_SESSION_SETTINGS).map(([name, value]) => `-c ${name}=${value}`);
  return {
    ...options,
    migrations: [],
    extra: {
      // TypeORM types the driver's options as `any`; they are an object of pg's pool settings.
      ...(options.extra as Record<string, unknown> | undefined),
      statement_timeout: config.searchLimits.budgetMs,
      application_name: 'branchenbuch-search',
      options: settings.join(' '),
      Client: SearchPreparingClient,
    },
  };
}
