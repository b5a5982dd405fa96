import { resolve } from 'node:path';
import {
  bool,
  ConfigError,
  emailAddress,
  type Env,
  integer,
  mailbox,
  oneOf,
  optional,
  requestLimit,
  settingName,
  text,
  tileUrl,
  type TrustProxy,
  trustProxy,
  url,
  urlList,
  windowMs,
} from './setting-readers';

export { ConfigError, type TrustProxy } from './setting-readers';

/** The sitemaps.org protocol's limit: at most this many URLs in one sitemap file (SITEMAP_CHUNK_SIZE's ceiling). */
export const SITEMAP_MAX_URLS = 50_000;

export type NodeEnv = 'development' | 'production' | 'test';
export type StorageDriver = 'local' | 's3';

export interface OperatorConfig {
  companyName: string;
  legalForm: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  managingDirector: string;
  email: string;
  phone: string;
  fax: string;
  registerCourt: string;
  registerNumber: string;
  vatId: string;
}

/** The search page's result map (site/site.controller.ts); its tile host is the one map host in the CSP's img-src. */
export interface MapConfig {
  /** MAP_TILE_URL: a Leaflet tile template with {z}, {x} and {y}; the host is fixed (no {s}). */
  tileUrl: string;
  /** MAP_TILE_ATTRIBUTION: shown in the map's corner, as the tile provider's licence asks. */
  attribution: string;
}

export interface S3Config {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

export interface RateLimitConfig {
  limit: number;
  windowMs: number;
}

export interface AppConfig {
  nodeEnv: NodeEnv;
  /** TRUST_PROXY: off unless a proxy in front (nginx in docker-compose) sets the client address. */
  trustProxy: TrustProxy;
  host: string;
  port: number;
  /**
   * BACKGROUND_JOBS: whether this process runs the periodic jobs (the landing pages' recount, emptying the trash,
   * removing orphaned uploads). Of several replicas on one database, one is enough (docker-compose: api-1).
   */
  backgroundJobs: boolean;
  /**
   * STATISTICS_COUNTING: whether views, clicks and search appearances are counted for the owners' statistics (off:
   * nothing is counted, what was counted stays readable).
   */
  statisticsCounting: boolean;
  /** SEARCH_WARM_UP: whether the server sends itself searches of every kind before it listens (search-warm-up.ts). */
  searchWarmUp: boolean;
  publicBaseUrl: string;
  logLevel: string;
  dataDir: string;
  /** Absent: the backend starts an embedded PostgreSQL in `dataDir/postgres`. */
  databaseUrl: string | undefined;
  /** Streaming replicas of `databaseUrl` for public reads (see database/database-reader.ts); empty: none. */
  databaseReplicaUrls: string[];
  /** Set (EMBEDDED_PG_PORT): exactly this port. Unset: 54329, or a free port when that is taken. */
  embeddedPostgresPort: number | undefined;
  /** Folder of pg_dump and pg_restore for db:backup / db:restore (PG_BIN_DIR); unset: from PATH. */
  pgBinDir: string | undefined;
  db: {
    poolSize: number;
    connectTimeoutMs: number;
    statementTimeoutMs: number;
    /** How long a connection beyond the ones each pool keeps (POOL_KEPT_IDLE) stays open unused. */
    idleTimeoutMs: number;
  };
  redisUrl: string | undefined;
  /** Prefix of every Redis key, so environments can share one Redis. */
  redisKeyPrefix: string;
  /**
   * Per-IP request limits (THROTTLE_<NAME>_LIMIT per THROTTLE_<NAME>_WINDOW_SECONDS): at most
   * `limit` requests per `windowMs`; the contact form's is `contact` below. `login` counts
   * failed admin logins per IP address (lockout) and per username (progressive delay only; see
   * admin-auth.service.ts).
   */
  throttle: {
    search: RateLimitConfig;
    read: RateLimitConfig;
    createBusiness: RateLimitConfig;
    createReview: RateLimitConfig;
    reportReview: RateLimitConfig;
    adminPath: RateLimitConfig;
    uploadUrl: RateLimitConfig;
    login: RateLimitConfig;
    /** Server-rendered pages that were not in the page cache (a cache hit costs nothing). */
    render: RateLimitConfig;
    /** Owner edits of an entry (PUT /api/businesses/{id}). */
    editBusiness: RateLimitConfig;
    /** Sign-in links an IP address may ask for (THROTTLE_OWNER_LOGIN_*). */
    ownerLogin: RateLimitConfig;
    /** Sign-in links one e-mail address may be sent, from any IP (THROTTLE_OWNER_LOGIN_ADDRESS_*). */
    ownerLoginAddress: RateLimitConfig;
    /** Claims of listings an IP address may file (THROTTLE_CLAIM_*). */
    claim: RateLimitConfig;
  };
  corsOrigins: string[];
  frontendDistDir: string | undefined;
  /** URLs per sitemap file (seo/sitemap.service.ts); the protocol allows 50,000, tests force several files with less. */
  sitemapChunkSize: number;
  /**
   * Server-rendered pages (ssr/server-renderer.ts): each kept this long for the next visitor (SSR_CACHE_SECONDS,
   * 0 turns the cache off), at most SSR_CACHE_ENTRIES of them; any accepted write empties the cache.
   */
  ssrCache: { ttlMs: number; maxEntries: number };
  /**
   * HTTP_REQUEST_TIMEOUT_SECONDS: how long a client may take to send a whole request (headers and body; 408 after);
   * HTTP_CONNECTION_TIMEOUT_SECONDS: how long a connection may stay silent. Without them a client sending one byte
   * every few seconds holds a connection forever (nginx protects only the compose stack).
   */
  http: { requestTimeoutMs: number; connectionTimeoutMs: number };
  /**
   * The answers of the lookups that prepare a search (businesses/search-lookups.ts): each kept this long
   * (SEARCH_LOOKUP_CACHE_SECONDS, 0 turns it off), at most SEARCH_LOOKUP_CACHE_ENTRIES; any accepted write empties them.
   */
  searchLookupCache: { ttlMs: number; maxEntries: number };
  /**
   * What one search may cost (businesses/search-admission.ts): each of its statements runs at most `budgetMs`
   * (SEARCH_BUDGET_MS), far below DB_STATEMENT_TIMEOUT_MS; at most `concurrent` searches run at once in a process
   * (SEARCH_CONCURRENCY) and `concurrentPerClient` for one client address (SEARCH_CONCURRENCY_PER_CLIENT); past either
   * a search is answered 503 with Retry-After at once instead of waiting for a connection. Two per client: with more,
   * one address's searches took both cores of a two-core server from everyone else's reads (docs/benchmarks.md).
   */
  searchLimits: { budgetMs: number; concurrent: number; concurrentPerClient: number };
  /** Seconds between two recounts of the landing pages' trade × city combinations (landing/landing-pages.module.ts). */
  landingRefreshSeconds: number;
  storage: {
    driver: StorageDriver;
    localDir: string;
    signingSecret: string | undefined;
    s3: S3Config;
    /** OBJECTS_PUBLIC_BASE_URL: a CDN or bucket host whose `/objects/` images an entry may name besides our own. */
    publicBaseUrl: string | undefined;
    /** OBJECTS_ORPHAN_GRACE_HOURS: uploads and images no entry names are removed this long after they were written. */
    orphanGraceMs: number;
    /** OBJECTS_QUOTA_MB: no new upload URLs (and no local PUTs) once the stored objects reach this size. */
    quotaBytes: number;
  };
  admin: {
    username: string;
    password: string | undefined;
    pathSegment: string | undefined;
  };
  seedOnEmptyDatabase: boolean;
  contact: {
    /**
     * Messages one IP address may send through the contact form per window
     * (THROTTLE_CONTACT_LIMIT per THROTTLE_CONTACT_WINDOW_SECONDS; the former CONTACT_RATE_* still work).
     */
    rateLimit: number;
    rateWindowSeconds: number;
  };
  operator: OperatorConfig;
  map: MapConfig;
  mail: MailConfig;
}

/** Outgoing e-mail (mail/): every message goes through the outbox table first. */
export interface MailConfig {
  /** SMTP_URL (smtp:// or smtps://, credentials in the URL); absent: messages are written to `dir` as .eml files. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the sender, an address or "Name <address>". */
  from: string;
  /** Where messages go without SMTP_URL: DATA_DIR/mail. */
  dir: string;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** The process itself: environment, address, logging and which periodic work it takes on. */
function serverConfig(env: Env, nodeEnv: NodeEnv, port: number) {
  return {
    nodeEnv,
    trustProxy: trustProxy(env),
    host: text(env, 'HOST', '0.0.0.0'),
    port,
    backgroundJobs: bool(env, 'BACKGROUND_JOBS', true),
    statisticsCounting: bool(env, 'STATISTICS_COUNTING', true),
    searchWarmUp: bool(env, 'SEARCH_WARM_UP', true),
    publicBaseUrl: (url(env, 'PUBLIC_BASE_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, nodeEnv === 'test' ? 'silent' : 'info'),
  };
}

/** The primary database and its replicas. */
function databaseUrls(env: Env): Pick<AppConfig, 'databaseUrl' | 'databaseReplicaUrls'> {
  const databaseUrl = url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  const databaseReplicaUrls = urlList(env, 'DATABASE_REPLICA_URLS', ['postgres:', 'postgresql:']);
  if (databaseReplicaUrls.length > 0 && databaseUrl === undefined) {
    // The embedded database is a single local server; it has no standby to read from.
    throw new ConfigError('DATABASE_REPLICA_URLS', 'ist nur zusammen mit DATABASE_URL möglich');
  }
  return { databaseUrl, databaseReplicaUrls };
}

/** The embedded server's port, the backup tools and the connection pool. */
function databaseServerConfig(env: Env): Pick<AppConfig, 'embeddedPostgresPort' | 'pgBinDir' | 'db'> {
  return {
    embeddedPostgresPort:
      optional(env, 'EMBEDDED_PG_PORT') === undefined ? undefined : integer(env, 'EMBEDDED_PG_PORT', 0, 1024, 65535),
    pgBinDir: optional(env, 'PG_BIN_DIR'),
    db: {
      poolSize: integer(env, 'DB_POOL_SIZE', 10, 1, 200),
      connectTimeoutMs: integer(env, 'DB_CONNECT_TIMEOUT_MS', 5000, 100, 120000),
      statementTimeoutMs: integer(env, 'DB_STATEMENT_TIMEOUT_MS', 15000, 100, 600000),
      idleTimeoutMs: integer(env, 'DB_IDLE_TIMEOUT_MS', 10000, 100, 3600000),
    },
  };
}

function throttleConfig(env: Env): AppConfig['throttle'] {
  return {
    search: {
      limit: requestLimit(env, 'THROTTLE_SEARCH_LIMIT', 120),
      windowMs: windowMs(env, 'THROTTLE_SEARCH_WINDOW_SECONDS', 60),
    },
    read: {
      limit: requestLimit(env, 'THROTTLE_READ_LIMIT', 600),
      windowMs: windowMs(env, 'THROTTLE_READ_WINDOW_SECONDS', 60),
    },
    createBusiness: {
      limit: requestLimit(env, 'THROTTLE_CREATE_BUSINESS_LIMIT', 10),
      windowMs: windowMs(env, 'THROTTLE_CREATE_BUSINESS_WINDOW_SECONDS', 3600),
    },
    createReview: {
      limit: requestLimit(env, 'THROTTLE_CREATE_REVIEW_LIMIT', 10),
      windowMs: windowMs(env, 'THROTTLE_CREATE_REVIEW_WINDOW_SECONDS', 600),
    },
    reportReview: {
      limit: requestLimit(env, 'THROTTLE_REPORT_REVIEW_LIMIT', 10),
      windowMs: windowMs(env, 'THROTTLE_REPORT_REVIEW_WINDOW_SECONDS', 3600),
    },
    adminPath: {
      limit: requestLimit(env, 'THROTTLE_ADMIN_PATH_LIMIT', 20),
      windowMs: windowMs(env, 'THROTTLE_ADMIN_PATH_WINDOW_SECONDS', 60),
    },
    uploadUrl: {
      limit: requestLimit(env, 'THROTTLE_UPLOAD_URL_LIMIT', 60),
      windowMs: windowMs(env, 'THROTTLE_UPLOAD_URL_WINDOW_SECONDS', 900),
    },
    login: {
      limit: requestLimit(env, 'THROTTLE_LOGIN_LIMIT', 5),
      windowMs: windowMs(env, 'THROTTLE_LOGIN_WINDOW_SECONDS', 900),
    },
    render: {
      limit: requestLimit(env, 'THROTTLE_RENDER_LIMIT', 120),
      windowMs: windowMs(env, 'THROTTLE_RENDER_WINDOW_SECONDS', 60),
    },
    editBusiness: {
      limit: requestLimit(env, 'THROTTLE_EDIT_BUSINESS_LIMIT', 20),
      windowMs: windowMs(env, 'THROTTLE_EDIT_BUSINESS_WINDOW_SECONDS', 600),
    },
    ownerLogin: {
      limit: requestLimit(env, 'THROTTLE_OWNER_LOGIN_LIMIT', 10),
      windowMs: windowMs(env, 'THROTTLE_OWNER_LOGIN_WINDOW_SECONDS', 900),
    },
    ownerLoginAddress: {
      limit: requestLimit(env, 'THROTTLE_OWNER_LOGIN_ADDRESS_LIMIT', 3),
      windowMs: windowMs(env, 'THROTTLE_OWNER_LOGIN_ADDRESS_WINDOW_SECONDS', 900),
    },
    claim: {
      limit: requestLimit(env, 'THROTTLE_CLAIM_LIMIT', 5),
      windowMs: windowMs(env, 'THROTTLE_CLAIM_WINDOW_SECONDS', 3600),
    },
  };
}

/** Slow clients, the page and lookup caches, what one search may cost, the landing pages' recount. */
function limitsAndCaches(
  env: Env,
): Pick<AppConfig, 'http' | 'ssrCache' | 'searchLookupCache' | 'searchLimits' | 'landingRefreshSeconds'> {
  return {
    http: {
      requestTimeoutMs: integer(env, 'HTTP_REQUEST_TIMEOUT_SECONDS', 60, 1, 3600) * 1000,
      connectionTimeoutMs: integer(env, 'HTTP_CONNECTION_TIMEOUT_SECONDS', 120, 1, 3600) * 1000,
    },
    ssrCache: {
      ttlMs: integer(env, 'SSR_CACHE_SECONDS', 30, 0, 3600) * 1000,
      maxEntries: integer(env, 'SSR_CACHE_ENTRIES', 1000, 1, 100_000),
    },
    searchLookupCache: {
      ttlMs: integer(env, 'SEARCH_LOOKUP_CACHE_SECONDS', 30, 0, 3600) * 1000,
      maxEntries: integer(env, 'SEARCH_LOOKUP_CACHE_ENTRIES', 10_000, 1, 1_000_000),
    },
    searchLimits: {
      budgetMs: integer(env, 'SEARCH_BUDGET_MS', 300, 10, 600000),
      concurrent: integer(env, 'SEARCH_CONCURRENCY', 32, 1, 10_000),
      concurrentPerClient: integer(env, 'SEARCH_CONCURRENCY_PER_CLIENT', 2, 1, 10_000),
    },
    landingRefreshSeconds: integer(env, 'LANDING_REFRESH_SECONDS', 3600, 1, 86400),
  };
}

function adminConfig(env: Env): AppConfig['admin'] {
  const password = optional(env, 'ADMIN_PASSWORD');
  if (password !== undefined && password.length < 12) {
    throw new ConfigError('ADMIN_PASSWORD', 'muss mindestens 12 Zeichen lang sein');
  }
  const pathSegment = optional(env, 'ADMIN_PATH_SEGMENT');
  if (pathSegment !== undefined && !/^[A-Za-z0-9_-]{16,100}$/.test(pathSegment)) {
    throw new ConfigError('ADMIN_PATH_SEGMENT', 'muss 16 bis 100 Zeichen aus Buchstaben, Ziffern, - und _ haben');
  }
  return { username: text(env, 'ADMIN_USERNAME', 'admin'), password, pathSegment };
}

function uploadSigningSecret(env: Env): string | undefined {
  const signingSecret = optional(env, 'UPLOAD_SIGNING_SECRET');
  if (signingSecret !== undefined && signingSecret.length < 32) {
    throw new ConfigError('UPLOAD_SIGNING_SECRET', 'muss mindestens 32 Zeichen lang sein');
  }
  return signingSecret;
}

/** Where objects are stored: the driver and, for S3, the bucket and its credentials. */
function storageBackend(env: Env): Pick<AppConfig['storage'], 'driver' | 's3'> {
  const driver = oneOf<StorageDriver>(env, 'STORAGE_DRIVER', ['local', 's3'], 'local');
  const s3: S3Config = {
    endpoint: url(env, 'S3_ENDPOINT', ['http:', 'https:']),
    region: text(env, 'S3_REGION', 'eu-central-1'),
    bucket: text(env, 'S3_BUCKET', 'branchenbuch'),
    accessKeyId: optional(env, 'S3_ACCESS_KEY_ID'),
    secretAccessKey: optional(env, 'S3_SECRET_ACCESS_KEY'),
    forcePathStyle: bool(env, 'S3_FORCE_PATH_STYLE', true),
  };
  if (driver === 's3' && (s3.accessKeyId === undefined || s3.secretAccessKey === undefined)) {
    throw new ConfigError('S3_ACCESS_KEY_ID', 'und S3_SECRET_ACCESS_KEY sind für STORAGE_DRIVER=s3 erforderlich');
  }
  return { driver, s3 };
}

function storageConfig(
  env: Env,
  dataDir: string,
  backend: Pick<AppConfig['storage'], 'driver' | 's3'>,
  signingSecret: string | undefined,
): AppConfig['storage'] {
  return {
    driver: backend.driver,
    localDir: resolve(text(env, 'OBJECTS_DIR', resolve(dataDir, 'objects'))),
    signingSecret,
    s3: backend.s3,
    publicBaseUrl: url(env, 'OBJECTS_PUBLIC_BASE_URL', ['http:', 'https:'])?.replace(/\/+$/, ''),
    orphanGraceMs: integer(env, 'OBJECTS_ORPHAN_GRACE_HOURS', 24, 1, 8760) * 3600 * 1000,
    quotaBytes: integer(env, 'OBJECTS_QUOTA_MB', 10240, 1, 100_000_000) * 1024 * 1024,
  };
}

function contactConfig(env: Env): AppConfig['contact'] {
  return {
    rateLimit: integer(env, settingName(env, 'THROTTLE_CONTACT_LIMIT', 'CONTACT_RATE_LIMIT'), 5, 1, 10000),
    rateWindowSeconds: integer(
      env,
      settingName(env, 'THROTTLE_CONTACT_WINDOW_SECONDS', 'CONTACT_RATE_WINDOW_SECONDS'),
      600,
      1,
      86400,
    ),
  };
}

function operatorConfig(env: Env): OperatorConfig {
  return {
    companyName: text(env, 'OPERATOR_COMPANY_NAME', 'Branchenbuch Musterfirma'),
    legalForm: text(env, 'OPERATOR_LEGAL_FORM', 'GmbH'),
    street: text(env, 'OPERATOR_STREET', 'Musterstraße 1'),
    postalCode: text(env, 'OPERATOR_POSTAL_CODE', '32052'),
    city: text(env, 'OPERATOR_CITY', 'Herford'),
    country: text(env, 'OPERATOR_COUNTRY', 'Deutschland'),
    managingDirector: text(env, 'OPERATOR_MANAGING_DIRECTOR', 'Max Mustermann'),
    email: emailAddress(env, 'OPERATOR_EMAIL', 'info@branchenbuch.example'),
    phone: text(env, 'OPERATOR_PHONE', '05221 000000'),
    fax: text(env, 'OPERATOR_FAX', '05221 000001'),
    registerCourt: text(env, 'OPERATOR_REGISTER_COURT', 'Amtsgericht Bad Oeynhausen'),
    registerNumber: text(env, 'OPERATOR_REGISTER_NUMBER', 'HRB 00000'),
    vatId: text(env, 'OPERATOR_VAT_ID', 'DE000000000'),
  };
}

function mapConfig(env: Env): MapConfig {
  return {
    tileUrl: tileUrl(env, 'MAP_TILE_URL', 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    attribution: text(env, 'MAP_TILE_ATTRIBUTION', '© OpenStreetMap-Mitwirkende'),
  };
}

function mailConfig(env: Env, dataDir: string): MailConfig {
  return {
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    from: mailbox(env, 'MAIL_FROM', 'Branchenbuch <noreply@branchenbuch.example>'),
    dir: resolve(dataDir, 'mail'),
  };
}

/**
 * Reads and validates every setting once; nothing else reads `process.env`. The order of the reads decides which of
 * several bad settings the message names: the ones with checks of their own come first.
 */
export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv = oneOf<NodeEnv>(env, 'NODE_ENV', ['development', 'production', 'test'], 'development');
  const port = integer(env, 'PORT', 3000, 1, 65535);
  const dataDir = resolve(text(env, 'DATA_DIR', '.data'));
  const frontendDist = optional(env, 'FRONTEND_DIST_DIR');
  const admin = adminConfig(env);
  const signingSecret = uploadSigningSecret(env);
  const database = databaseUrls(env);
  const backend = storageBackend(env);

  return {
    ...serverConfig(env, nodeEnv, port),
    dataDir,
    ...database,
    ...databaseServerConfig(env),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    redisKeyPrefix: text(env, 'REDIS_KEY_PREFIX', 'branchenbuch:'),
    throttle: throttleConfig(env),
    corsOrigins: (optional(env, 'CORS_ORIGINS') ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin !== ''),
    frontendDistDir: frontendDist === undefined ? undefined : resolve(frontendDist),
    sitemapChunkSize: integer(env, 'SITEMAP_CHUNK_SIZE', SITEMAP_MAX_URLS, 1, SITEMAP_MAX_URLS),
    ...limitsAndCaches(env),
    storage: storageConfig(env, dataDir, backend, signingSecret),
    admin,
    seedOnEmptyDatabase: bool(env, 'SEED_ON_EMPTY_DATABASE', true),
    contact: contactConfig(env),
    operator: operatorConfig(env),
    map: mapConfig(env),
    mail: mailConfig(env, dataDir),
  };
}
