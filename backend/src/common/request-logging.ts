import type { FastifyInstance } from 'fastify';
import { pino, type DestinationStream, type Level, type Logger } from 'pino';

const SERVICE = 'branchenbuch-api';

/** Liveness and readiness probes arrive every few seconds; their lines would drown the rest. */
const UNLOGGED_PREFIX = '/api/health';

/**
 * Collects log lines and writes them to stdout once per event-loop turn. Under load one write
 * then carries the lines of many requests instead of one system call each; when idle a line
 * still goes out within the turn it was made in. Writes stay synchronous (lines are never left
 * behind in a buffer of a stream), and `flush()` runs at exit, so only a hard kill can lose the
 * lines of the current turn.
 */
export class TickBatchedStdout implements DestinationStream {
  private lines: string[] = [];
  private scheduled = false;

  constructor(private readonly out: { write(chunk: string): unknown } = pino.destination({ dest: 1, sync: true })) {}

  write(line: string): void {
    this.lines.push(line);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.flush());
    }
  }

  /** Also pino's `logger.flush(callback)`. */
  flush(callback?: () => void): void {
    this.scheduled = false;
    if (this.lines.length > 0) {
      const chunk = this.lines.join('');
      this.lines = [];
      this.out.write(chunk);
    }
    callback?.();
  }
}

let stdout: TickBatchedStdout | undefined;

/** The application's one pino logger: JSON lines on stdout, where the platform collects them. */
export function createRootLogger(level: string): Logger {
  if (stdout === undefined) {
    // One stream per process, however many apps (tests) it builds, with one exit listener.
    const stream = new TickBatchedStdout();
    process.once('exit', () => stream.flush());
    stdout = stream;
  }
  return pino({ level }, stdout);
}

/** A successful answer taking at least this long is logged at warn: it is what needs looking at. */
export const SLOW_REQUEST_MS = 500;

/** Level and message of a request's line: failures and slow answers stand out, fast successes are debug. */
function classify(statusCode: number, responseTime: number): [Level, string] {
  if (statusCode >= 500) return ['error', 'request errored'];
  if (statusCode >= 400) return ['info', 'request completed'];
  if (responseTime >= SLOW_REQUEST_MS) return ['warn', 'request slow'];
  return ['debug', 'request completed'];
}

/**
 * One line per answered request — `req` (id, method, url), `res.statusCode`, `responseTime` in
 * ms — at error for 5xx, info for 4xx, warn for successes slower than SLOW_REQUEST_MS and debug
 * for the rest. Fast successes are most requests and writing their lines cost about an eighth
 * of the app's CPU; in production the proxy's access log has them (LOG_LEVEL=debug brings
 * them back). Written from a Fastify hook with the root logger rather than by pino-http as
 * Nest middleware, which built three child loggers per request and ran every request through
 * @fastify/middie and an AsyncLocalStorage. Logs made while handling a request carry its id
 * where it matters: the exception filter writes `requestId` with every 5xx.
 */
export function registerRequestLogging(fastify: FastifyInstance, logger: Logger): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    const responseTime = Math.round(reply.elapsedTime);
    const [level, message] = classify(reply.statusCode, responseTime);
    if (logger.isLevelEnabled(level) && !request.url.startsWith(UNLOGGED_PREFIX)) {
      const line = {
        // As called: /api/v1/… stays visible although it is routed as /api/… (common/api-version.ts).
        req: { id: request.id, method: request.method, url: request.originalUrl },
        service: SERVICE,
        res: { statusCode: reply.statusCode },
        responseTime,
      };
      logger[level](line, message);
    }
    done();
  });
}
