import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { HttpException, RequestMethod } from '@nestjs/common';
import { DomainError } from './common/domain-error';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { Logger } from 'nestjs-pino';
import { existsSync, readFileSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import { join } from 'node:path';
import type { Duplex } from 'node:stream';
import { AppModule } from './app.module';
import { rewriteVersionedUrl } from './common/api-version';
import { allowImageUrlBases } from './businesses/business-validators';
import { HttpExceptionFilter, SpaFallback } from './common/http-exception.filter';
import { registerHttpCaching } from './common/http-caching';
import { registerRequestInputChecks } from './common/request-input-checks';
import { requestIdOf } from './common/request-id';
import { createRootLogger, registerRequestLogging } from './common/request-logging';
import type { Logger as PinoLogger } from 'pino';
import { registerSecurityHeaders } from './common/security-headers';
import { Clock } from './common/clock';
import { changesOf } from './common/write-changes';
import { registerMethodNotAllowed } from './common/method-not-allowed';
import { JSON_BODY_LIMIT_BYTES, registerWriteRequestChecks } from './common/write-request-checks';
import { createValidationPipe } from './common/validation';
import { AppConfig } from './config/app-config';
import { uploadFormOrigin } from './objects/s3-storage.driver';
import { registerUploadBodyParser } from './objects/upload-body-parser';
import { registerMultipart } from './objects/multipart';
import { countRequest, limitOf, RATE_LIMIT_HEADERS } from './common/throttling/rate-limit';
import { ThrottlerStorage } from '@nestjs/throttler';
import { SearchLookups } from './businesses/search-lookups';
import { LandingPagesService } from './landing/landing-pages.service';
import { buildOpenApiDocument, publicOpenApiDocument } from './openapi';
import { AdminAuthService } from './admin/admin-auth.service';
import { extractSessionToken } from './admin-access/session-token';
import { isSeoPath, SEO_ROUTES } from './seo/seo-routes';
import { ServerRenderer } from './ssr/server-renderer';
import { MESSAGE_NO_SESSION } from './admin-access/admin-access-messages';
import { MESSAGE_REQUEST_TIMEOUT, MESSAGE_BAD_REQUEST } from './common/common-messages';
import { MESSAGE_PATH_INVALID } from './objects/object-messages';
import { SCHEMA_UPLOAD_LIMIT } from './objects/upload-limits';

export interface CreateAppOptions {
  databaseUrl: string;
  offline?: boolean;
}

/** Below about 1 KB compression saves less than it costs. */
const COMPRESS_THRESHOLD_BYTES = 1024;

/** Paths that belong to the API, object storage or the sitemaps never fall back to the SPA. */
export function isBackendPath(url: string): boolean {
  return /^\/(api|objects)(\/|$|\?)/.test(url) || isSeoPath(url);
}

/**
 * Source maps: the build keeps them on disk for debugging (`sourcemap: 'hidden'` in vite.config.ts,
 * no reference in the bundles), and they are never served: they would publish the source.
 */
function isSourceMapPath(url: string): boolean {
  return /\.map($|\?)/.test(url);
}

/**
 * Browser routes that no controller answers: the server-rendered page when the frontend was built with its
 * server bundle (ssr/server-renderer.ts), otherwise the SPA's index.html.
 */
function spaFallback(distDir: string, renderer: ServerRenderer | undefined): SpaFallback {
  // The renderer holds the template itself; the plain shell is only read when there is none.
  const indexHtml = renderer === undefined ? readFileSync(join(distDir, 'index.html'), 'utf8') : '';
  return (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    if (isBackendPath(request.url) || isSourceMapPath(request.url)) return false;
    if (renderer !== undefined) {
      void renderer.handle(request, reply);
      return true;
    }
    void reply.status(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    return true;
  };
}

/** Statuses of what Node's HTTP parser refuses before Fastify sees a request (by the error's code). */
const CLIENT_ERROR_STATUS: Record<string, number> = { ERR_HTTP_REQUEST_TIMEOUT: 408, HPE_HEADER_OVERFLOW: 431 };

/**
 * Requests Node's parser refuses (raw UTF-8 bytes or spaces in the URL, broken headers, a request that took too
 * long) get the one error body too, not Fastify's `{"error":"Bad Request","message":"Client Error"}`.
 */
function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400;
  const body = JSON.stringify({
    statusCode: status,
    error: STATUS_CODES[status],
    code: 'MALFORMED_REQUEST',
    message: status === 408 ? MESSAGE_REQUEST_TIMEOUT : MESSAGE_BAD_REQUEST,
  });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** The Fastify side: body limit, timeouts, the one error body for what fails before routing, URL rewriting. */
function createAdapter(config: AppConfig): FastifyAdapter {
  return new FastifyAdapter({
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    // Slow clients (a byte every few seconds) let go: config.http.
    requestTimeout: config.http.requestTimeoutMs,
    connectionTimeout: config.http.connectionTimeoutMs,
    // Errors Fastify raises before routing (e.g. a malformed %-escape in the URL) get the one error body too.
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const status = error.statusCode ?? 400;
      const message = request.url.startsWith('/objects/') ? MESSAGE_PATH_INVALID : MESSAGE_BAD_REQUEST;
      void reply
        .status(status)
        .header('content-type', 'application/json; charset=utf-8')
        .send({ statusCode: status, error: STATUS_CODES[status] ?? 'Error', code: 'MALFORMED_REQUEST', message });
    },
    clientErrorHandler: answerClientError,
    // Fastify answers 414 for path parameters over 100 characters; let validation give the German message.
    routerOptions: { maxParamLength: 500 },
    genReqId: requestIdOf,
    trustProxy: config.trustProxy,
    // /api/v1/… is /api/… (common/api-version.ts): one route table, one set of rate-limit counters.
    rewriteUrl: rewriteVersionedUrl,
  });
}

function configureRouting(app: NestFastifyApplication): void {
  // Only serving (GET, and HEAD with it), the local upload form's POST and the sitemaps live outside /api;
  // POST /api/objects/upload and /api/objects/normalize keep the prefix.
  app.setGlobalPrefix('api', {
    exclude: [
      { path: 'objects/*path', method: RequestMethod.GET },
      { path: 'objects', method: RequestMethod.POST },
      ...Object.values(SEO_ROUTES).map((path) => ({ path, method: RequestMethod.GET })),
    ],
  });
  app.useGlobalPipes(createValidationPipe());
}

/** The server-rendered pages when the frontend was built with its server bundle; undefined otherwise. */
function loadServerRenderer(
  app: NestFastifyApplication,
  config: AppConfig,
  distDir: string,
): ServerRenderer | undefined {
  const rateLimitStore = app.get<ThrottlerStorage>(ThrottlerStorage, { strict: false });
  const clock = app.get(Clock);
  return ServerRenderer.load(app.getHttpAdapter().getInstance(), {
    distDir,
    baseUrl: config.publicBaseUrl,
    cache: config.ssrCache,
    countRender: (address) => countRequest(rateLimitStore, { name: 'render', ...limitOf(config, 'render') }, address),
    now: () => clock.now().getTime(),
  });
}

function forgetCachesAfterWrites(app: NestFastifyApplication, renderer: ServerRenderer | undefined): void {
  const fastify = app.getHttpAdapter().getInstance();
  // An accepted write may change what a page shows and what a search's lookups answered; the kept pages and
  // lookups go (each replica keeps its own, briefly). A write that says what it changed (an owner's edit) forgets
  // only that: an edit of a pending entry touches no listing, so a stream of edits cannot empty everyone's caches.
  const searchLookups = app.get(SearchLookups);
  fastify.addHook('onResponse', (request, reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
      const changes = changesOf(request);
      if (changes === undefined) {
        renderer?.forgetPages();
        searchLookups.forget();
      } else {
        renderer?.forgetPagesOf(changes);
        if (changes.publicListing) searchLookups.forget();
      }
    }
    done();
  });
}

/** Checks and parsers every request passes, in the order they must run, and the request id on every answer. */
async function registerRequestHandling(
  app: NestFastifyApplication,
  config: AppConfig,
  logger: PinoLogger,
): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  // JSON stays at 1 MB; file bodies bypass the JSON parser and are limited while streaming by their routes.
  // Before the write checks: a path asked with the wrong method is that, whatever its body.
  registerMethodNotAllowed(fastify);
  registerWriteRequestChecks(fastify, config);
  registerRequestInputChecks(fastify);
  registerUploadBodyParser(fastify);
  registerRequestLogging(fastify, logger);
  await registerMultipart(app, {
    limits: { fileSize: SCHEMA_UPLOAD_LIMIT, files: 1, fields: 10, fieldSize: 1024, parts: 20, headerPairs: 100 },
  });
  // A callback hook, not an async one: a promise per response is measurable at this rate.
  fastify.addHook('onSend', (request, reply, payload, done) => {
    void reply.header('x-request-id', request.id);
    done(null, payload);
  });
}

async function registerCompression(app: NestFastifyApplication): Promise<void> {
  registerHttpCaching(app.getHttpAdapter().getInstance());
  await app.register(fastifyCompress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    // JSON and the SPA's text files; images count as incompressible and pass through as they are.
    encodings: ['br', 'gzip'],
    // Request bodies are taken as sent (uploads are checked byte by byte).
    globalDecompression: false,
  });
}

/** What the browser may load and from where (CSP and the other security headers), and which origins may call us. */
function registerBrowserPolicies(app: NestFastifyApplication, config: AppConfig): void {
  // Images come from us or the configured object host only: entries name no other host (business-validators.ts).
  const objectHosts = config.storage.publicBaseUrl === undefined ? [] : [new URL(config.storage.publicBaseUrl).origin];
  // With S3 the browser posts its upload form straight to the bucket.
  const uploadHosts = config.storage.driver === 's3' ? [uploadFormOrigin(config.storage.s3)] : [];
  allowImageUrlBases([
    config.publicBaseUrl,
    ...(config.storage.publicBaseUrl === undefined ? [] : [config.storage.publicBaseUrl]),
  ]);
  // The result map's tiles (loaded only after the visitor's consent): the configured tile host and no other.
  const mapTileHost = new URL(config.map.tileUrl).origin;
  registerSecurityHeaders(app.getHttpAdapter().getInstance(), {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...objectHosts, mapTileHost],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...config.corsOrigins, ...uploadHosts],
        frameSrc: ['https://www.google.com', 'https://maps.google.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    strictTransportSecurity: config.nodeEnv === 'production',
  });
  // Without configured origins CORS stays closed; @fastify/cors with `origin: false` sends nothing but still runs per request.
  if (config.corsOrigins.length > 0) {
    app.enableCors({
      origin: config.corsOrigins,
      credentials: true,
      exposedHeaders: [
        'X-Total-Count',
        'X-Total-Count-Exact',
        'X-Search-Suggestion',
        'Link',
        'X-Request-Id',
        ...RATE_LIMIT_HEADERS,
      ],
    });
  }
}

function serveApiDocs(app: NestFastifyApplication): void {
  // Everyone reads the public operations; the whole document (admin operations, the import) needs an admin session.
  const document = buildOpenApiDocument(app);
  SwaggerModule.setup('api/docs', app, publicOpenApiDocument(document), {
    jsonDocumentUrl: 'api/docs-json',
    customSiteTitle: 'Branchenbuch API – Dokumentation',
  });
  const adminAuth = app.get(AdminAuthService);
  app
    .getHttpAdapter()
    .getInstance()
    .get('/api/admin/docs-json', async (request, reply) => {
      try {
        await adminAuth.authenticate(extractSessionToken(request.headers));
      } catch (error) {
        if (!(error instanceof HttpException || error instanceof DomainError)) throw error;
        const message = error.message === '' ? MESSAGE_NO_SESSION : error.message;
        return reply
          .status(401)
          .send({ statusCode: 401, error: 'Unauthorized', code: 'AUTHENTICATION_REQUIRED', message });
      }
      return reply.header('cache-control', 'private, no-store').send(document);
    });
}

async function serveFrontendFiles(app: NestFastifyApplication, distDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    // The build's Brotli and gzip copies (frontend/vite.config.ts, precompressAssets), sent as they are.
    preCompressed: true,
    allowedPath: (pathName) => !isSourceMapPath(pathName),
    setHeaders: (reply, path) => {
      // Vite puts content hashes into every file under /assets; everything else may change.
      const immutable = path.includes(`${join(distDir, 'assets')}`);
      void reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}

/** Builds the configured application: the same for the server, the tests and the OpenAPI writer. */
export async function createApp(config: AppConfig, options: CreateAppOptions): Promise<NestFastifyApplication> {
  const adapter = createAdapter(config);
  const logger = createRootLogger(config.logLevel);
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot({ config, databaseUrl: options.databaseUrl, offline: options.offline, logger }),
    adapter,
    { bufferLogs: true, abortOnError: false },
  );
  app.useLogger(app.get(Logger));
  configureRouting(app);

  const distDir = config.frontendDistDir;
  const serveFrontend = distDir !== undefined && existsSync(join(distDir, 'index.html'));
  const renderer = serveFrontend ? loadServerRenderer(app, config, distDir) : undefined;
  app.useGlobalFilters(new HttpExceptionFilter(serveFrontend ? spaFallback(distDir, renderer) : undefined));
  // The landing links of the home page and the landing pages change with each recount (a job, not a request).
  if (renderer !== undefined) app.get(LandingPagesService).onRefreshed(() => renderer.forgetPages());
  forgetCachesAfterWrites(app, renderer);

  await registerRequestHandling(app, config, logger);
  await registerCompression(app);
  registerBrowserPolicies(app, config);
  serveApiDocs(app);
  if (serveFrontend) await serveFrontendFiles(app, distDir);

  return app;
}
