import type { FastifyInstance } from 'fastify';
import helmet, { HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The headers helmet sets for these options, computed once. @fastify/helmet builds helmet's
 * middleware anew on every request (parsing the CSP directives each time), which cost more
 * than a whole bare Fastify request; our headers do not depend on the request, so helmet runs
 * once here against a response that only records what is set.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    // Helmet removes X-Powered-By, which Fastify never sets.
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Browser features no page of the directory uses (the radius search takes a typed place, not the position),
 * switched off for every page and anything embedded in one; helmet sets no Permissions-Policy.
 */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()';

/** Sends helmet's headers and the Permissions-Policy on every response, including 404s, the SPA fallback and static files. */
export function registerSecurityHeaders(fastify: FastifyInstance, options: HelmetOptions): void {
  const headers = { ...helmetHeaders(options), 'permissions-policy': PERMISSIONS_POLICY };
  fastify.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
}
