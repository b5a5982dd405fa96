import type { FastifyInstance } from 'fastify';
import { pino, type DestinationStream, type Logger } from 'pino';

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
