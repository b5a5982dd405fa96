import type { FastifyInstance } from 'fastify';

/** The route of a local upload URL; its body is the file itself, read as a stream by the handler. */
export const UPLOAD_ROUTE = '/objects/uploads/:id';

/**
 * Fastify parses only JSON and text; any other body type (image/png, application/octet-stream …)
 * is left unread for the upload route, so the handler can enforce its limit while streaming.
 * Every other route keeps answering such bodies with 415.
 */
export function registerUploadBodyParser(fastify: FastifyInstance): void {
  fastify.addContentTypeParser('*', (request, _payload, done) => {
    if (request.routeOptions.url === UPLOAD_ROUTE && request.method === 'PUT') {
      done(null, undefined);
      return;
    }
    done(Object.assign(new Error('Nicht unterstütztes Datenformat'), { statusCode: 415 }), undefined);
  });
}
