import { ForbiddenException, UnsupportedMediaTypeException } from '@nestjs/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config';
import { coded } from './error-codes';
import { MESSAGE_CROSS_SITE_REQUEST, MESSAGE_UNSUPPORTED_MEDIA_TYPE } from './common-messages';

/** The largest JSON body Fastify reads (its bodyLimit); a larger one is answered 413 before any handler runs. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The API's one multipart route (the admin's image upload): its form is sent by our own page. */
const MULTIPART_ROUTES = new Set(['/api/admin/upload-image']);

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

function isJson(contentType: string): boolean {
  const mediaType = contentType.split(';')[0].trim().toLowerCase();
  return mediaType === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(mediaType);
}

/**
 * The one check of every write under /api (POST, PUT, PATCH, DELETE), before its body is read; cookie- and
 * header-authenticated writes alike pass it. A form on another website can make its visitors' browsers send
 * form-encoded or text bodies without asking first, so bodies must be JSON (415 otherwise; the admin's image
 * upload is multipart), and a write whose `Origin` is neither this site (PUBLIC_BASE_URL, or the host the request
 * came in on) nor a configured CORS origin, or that the browser marks `Sec-Fetch-Site: cross-site`, is refused
 * (403, CROSS_SITE_REQUEST). Requests without these headers (curl, servers) are not browsers' and pass.
 */
export function registerWriteRequestChecks(fastify: FastifyInstance, config: AppConfig): void {
  const allowedOrigins = new Set([new URL(config.publicBaseUrl).origin, ...config.corsOrigins]);
  fastify.addHook('onRequest', (request, _reply, done) => {
    if (!WRITE_METHODS.has(request.method) || !request.url.startsWith('/api/')) {
      done();
      return;
    }
    const origin = request.headers.origin;
    const sameHost = (value: string): boolean => {
      try {
        return new URL(value).host === request.headers.host;
      } catch {
        return false;
      }
    };
    const crossSite =
      origin !== undefined
        ? !allowedOrigins.has(origin) && !sameHost(origin)
        : request.headers['sec-fetch-site'] === 'cross-site';
    if (crossSite) {
      done(new ForbiddenException(coded('CROSS_SITE_REQUEST', MESSAGE_CROSS_SITE_REQUEST)));
      return;
    }
    const contentType = request.headers['content-type'] ?? '';
    const multipart = contentType.toLowerCase().startsWith('multipart/form-data');
    const allowed = isJson(contentType) || (multipart && MULTIPART_ROUTES.has(request.routeOptions.url ?? ''));
    if (hasBody(request) && !allowed) {
      done(new UnsupportedMediaTypeException(coded('UNSUPPORTED_MEDIA_TYPE', MESSAGE_UNSUPPORTED_MEDIA_TYPE)));
      return;
    }
    done();
  });
}
