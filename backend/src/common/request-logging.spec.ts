import Fastify, { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { Writable } from 'node:stream';
import { registerRequestLogging, SLOW_REQUEST_MS, TickBatchedStdout } from './request-logging';

interface LogLine {
  level: number;
  msg: string;
  req?: { id: string; method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
  service?: string;
}

describe('registerRequestLogging', () => {
  let lines: LogLine[];
  let fastify: FastifyInstance;

  async function start(level: string): Promise<void> {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(JSON.parse(chunk.toString()) as LogLine);
        callback();
      },
    });
    fastify = Fastify({ genReqId: () => 'anfrage-1' });
    registerRequestLogging(fastify, pino({ level }, sink));
    fastify.get('/api/site', () => Promise.resolve({ ok: true }));
    fastify.get('/api/langsam', async () => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS + 20));
      return { ok: true };
    });
    fastify.get('/api/fehlt', async (_request, reply) => reply.status(404).send({ statusCode: 404 }));
    fastify.get('/api/kaputt', async (_request, reply) => reply.status(500).send({ statusCode: 500 }));
    fastify.get('/api/health', () => Promise.resolve({ status: 'ok' }));
    await fastify.ready();
  }

  beforeEach(() => {
    lines = [];
  });

  afterEach(() => fastify.close());

  it('writes a line with id, method, url, status and time; fast successes at debug', async () => {
    await start('debug');
    await fastify.inject('/api/site?x=1');
    expect(lines).toEqual([
      expect.objectContaining({
        level: 20,
        msg: 'request completed',
        req: { id: 'anfrage-1', method: 'GET', url: '/api/site?x=1' },
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
        service: 'branchenbuch-api',
      }),
    ]);
  });

  it('at info keeps client errors (info), slow successes (warn) and server errors (error)', async () => {
    await start('info');
    await fastify.inject('/api/site');
    await fastify.inject('/api/fehlt');
    await fastify.inject('/api/langsam');
    await fastify.inject('/api/kaputt');
    expect(lines.map(({ level, msg, res }) => [level, msg, res?.statusCode])).toEqual([
      [30, 'request completed', 404],
      [40, 'request slow', 200],
      [50, 'request errored', 500],
    ]);
  });

  it('leaves out health probes', async () => {
    await start('debug');
    await fastify.inject('/api/health');
    expect(lines).toEqual([]);
  });
});

describe('TickBatchedStdout', () => {
  it('writes the lines of one event-loop turn together, at its end', async () => {
    const writes: string[] = [];
    const stdout = new TickBatchedStdout({ write: (chunk: string) => writes.push(chunk) });
    stdout.write('eins\n');
    stdout.write('zwei\n');
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual(['eins\nzwei\n']);
    stdout.write('drei\n');
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual(['eins\nzwei\n', 'drei\n']);
  });

  it('writes at once on flush, as at exit', () => {
    const writes: string[] = [];
    const stdout = new TickBatchedStdout({ write: (chunk: string) => writes.push(chunk) });
    stdout.write('letzte Zeile\n');
    const done = jest.fn();
    stdout.flush(done);
    expect(writes).toEqual(['letzte Zeile\n']);
    expect(done).toHaveBeenCalled();
  });
});
