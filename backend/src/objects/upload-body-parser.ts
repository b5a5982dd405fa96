import type { FastifyInstance } from 'fastify';
import { MESSAGE_UNSUPPORTED_MEDIA_TYPE } from '../common/common-messages';

/**
 * Fastify parses JSON and text, and @fastify/multipart the upload forms (local `POST /objects`, the
 * admin's image upload), which their handlers read as streams with their limits. Any other body type
 * (image/png, application/octet-stream …) is answered with 415 before it is read.
 */
export function registerUploadBodyParser(fastify: FastifyInstance): void {
  fastify.addContentTypeParser('*', (_request, _payload, done) => {
    done(Object.assign(new Error(MESSAGE_UNSUPPORTED_MEDIA_TYPE), { statusCode: 415 }), undefined);
  });
}
