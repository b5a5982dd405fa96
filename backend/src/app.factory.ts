import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { Logger } from 'nestjs-pino';
import { existsSync, readFileSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import { join } from 'node:path';
import { AppModule } from './app.module';
import { allowImageUrlOrigins } from './businesses/business-validators';
import { HttpExceptionFilter, SpaFallback } from './common/http-exception.filter';
import { registerHttpCaching } from './common/http-caching';
import { registerJsonBodyChecks } from './common/json-body-checks';
import { requestIdOf } from './common/request-id';
import { createRootLogger, registerRequestLogging } from './common/request-logging';
import { registerSecurityHeaders } from './common/security-headers';
import { createValidationPipe } from './common/validation';
import { AppConfig } from './config/app-config';
import { SCHEMA_UPLOAD_LIMIT } from './objects/objects.dto';
import { registerUploadBodyParser } from './objects/upload-body-parser';
import { buildOpenApiDocument } from './openapi';
import { isSeoPath, SEO_ROUTES } from './seo/seo-routes';

export interface CreateAppOptions {
  databaseUrl: string;
  offline?: boolean;
}

const BODY_LIMIT_BYTES = 1024 * 1024;
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

function spaFallback(distDir: string): SpaFallback {
  const indexHtml = readFileSync(join(distDir, 'index.html'), 'utf8');
  return (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    if (isBackendPath(request.url) || isSourceMapPath(request.url)) return false;
    void reply.status(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    return true;
  };
}

/** Builds the configured application: the same for the server, the tests and the OpenAPI writer. */
export async function createApp(config: AppConfig, options: CreateAppOptions): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    // Errors Fastify raises before routing (e.g. a malformed %-escape in the URL) get the one error body too.
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const status = error.statusCode ?? 400;
      const message = request.url.startsWith('/objects/') ? 'Ungültiger Objektpfad' : 'Ungültige Anfrage';
      void reply
        .status(status)
        .header('content-type', 'application/json; charset=utf-8')
        .send({ statusCode: status, error: STATUS_CODES[status] ?? 'Error', message });
    },
    // Fastify answers 414 for path parameters over 100 characters; let validation give the German message.
    routerOptions: { maxParamLength: 500 },
    genReqId: requestIdOf,
    trustProxy: config.trustProxy,
  });
  const logger = createRootLogger(config.logLevel);
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot({ config, databaseUrl: options.databaseUrl, offline: options.offline, logger }),
    adapter,
    { bufferLogs: true, abortOnError: false },
  );
  app.useLogger(app.get(Logger));
  // Only serving (GET, and HEAD with it), the local upload PUT and the sitemaps live outside /api;
  // POST /api/objects/upload and /api/objects/normalize keep the prefix.
  app.setGlobalPrefix('api', {
    exclude: [
      { path: 'objects/*path', method: RequestMethod.GET },
      { path: 'objects/uploads/:id', method: RequestMethod.PUT },
      ...Object.values(SEO_ROUTES).map((path) => ({ path, method: RequestMethod.GET })),
    ],
  });
  app.useGlobalPipes(createValidationPipe());

  const distDir = config.frontendDistDir;
  const serveFrontend = distDir !== undefined && existsSync(join(distDir, 'index.html'));
  app.useGlobalFilters(new HttpExceptionFilter(serveFrontend ? spaFallback(distDir) : undefined));

  const fastify = app.getHttpAdapter().getInstance();
  // JSON stays at 1 MB; file bodies bypass the JSON parser and are limited while streaming by their routes.
  registerJsonBodyChecks(fastify);
  registerUploadBodyParser(fastify);
  registerRequestLogging(fastify, logger);
  await app.register(fastifyMultipart, {
    limits: { fileSize: SCHEMA_UPLOAD_LIMIT, files: 1, fields: 10, fieldSize: 1024, parts: 20, headerPairs: 100 },
  });
  // A callback hook, not an async one: a promise per response is measurable at this rate.
  fastify.addHook('onSend', (request, reply, payload, done) => {
    void reply.header('x-request-id', request.id);
    done(null, payload);
  });

  registerHttpCaching(fastify);
  await app.register(fastifyCompress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    // JSON and the SPA's text files; images count as incompressible and pass through as they are.
    encodings: ['br', 'gzip'],
    // Request bodies are taken as sent (uploads are checked byte by byte).
    globalDecompression: false,
  });
  // Images come from us or the configured object host only: entries name no other host (business-validators.ts).
  const objectHosts = config.storage.publicBaseUrl === undefined ? [] : [new URL(config.storage.publicBaseUrl).origin];
  allowImageUrlOrigins([new URL(config.publicBaseUrl).origin, ...objectHosts]);
  registerSecurityHeaders(fastify, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...objectHosts],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...config.corsOrigins],
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
      exposedHeaders: ['X-Total-Count', 'X-Total-Count-Exact', 'X-Search-Suggestion', 'Link', 'X-Request-Id'],
    });
  }

  const document = buildOpenApiDocument(app);
  SwaggerModule.setup('api/docs', app, document, {
    jsonDocumentUrl: 'api/docs-json',
    customSiteTitle: 'Branchenbuch API – Dokumentation',
  });

  if (serveFrontend) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      wildcard: false,
      index: false,
      allowedPath: (pathName) => !isSourceMapPath(pathName),
      setHeaders: (reply, path) => {
        // Vite puts content hashes into every file under /assets; everything else may change.
        const immutable = path.includes(`${join(distDir, 'assets')}`);
        void reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  return app;
}
