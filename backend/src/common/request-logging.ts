import type { FastifyInstance } from 'fastify';
import { pino, type Logger } from 'pino';

const SERVICE = 'branchenbuch-api';

/** Liveness and readiness probes arrive every few seconds; their lines would drown the rest. */
const UNLOGGED_PREFIX = '/api/health';

/** The application's one pino logger: JSON lines on stdout, where the platform collects them. */
export function createRootLogger(level: string): Logger {
  return pino({ level });
}

/**
 * One line per answered request — `req` (id, method, url), `res.statusCode`, `responseTime` in
 * ms — at info, and at error for 5xx. Written from a Fastify hook with the root logger rather
 * than by pino-http as Nest middleware: that built three child loggers per request and ran
 * every request through @fastify/middie and an AsyncLocalStorage, together several times
 * what bare Fastify spends on a request. Logs made while handling a request carry its id
 * where it matters: the exception filter writes `requestId` with every 5xx.
 */
export function registerRequestLogging(fastify: FastifyInstance, logger: Logger): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    if (!request.url.startsWith(UNLOGGED_PREFIX)) {
      const line = {
        req: { id: request.id, method: request.method, url: request.url },
        service: SERVICE,
        res: { statusCode: reply.statusCode },
        responseTime: Math.round(reply.elapsedTime),
      };
      if (reply.statusCode >= 500) logger.error(line, 'request errored');
      else logger.info(line, 'request completed');
    }
    done();
  });
}
