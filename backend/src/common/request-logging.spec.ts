import Fastify, { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { Writable } from 'node:stream';
import { registerRequestLogging, TickBatchedStdout } from './request-logging';

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

  beforeEach(async () => {
    lines = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(JSON.parse(chunk.toString()) as LogLine);
        callback();
      },
    });
    fastify = Fastify({ genReqId: () => 'anfrage-1' });
    registerRequestLogging(fastify, pino({ level: 'info' }, sink));
    fastify.get('/api/site', async () => ({ ok: true }));
    fastify.get('/api/kaputt', async (_request, reply) => reply.status(500).send({ statusCode: 500 }));
    fastify.get('/api/health', async () => ({ status: 'ok' }));
    await fastify.ready();
  });

  afterEach(() => fastify.close());

  it('writes one info line per request with its id, method, url, status and time', async () => {
    await fastify.inject('/api/site?x=1');
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        req: { id: 'anfrage-1', method: 'GET', url: '/api/site?x=1' },
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
        service: 'branchenbuch-api',
      }),
    ]);
  });

  it('logs 5xx at error level', async () => {
    await fastify.inject('/api/kaputt');
    expect(lines).toEqual([expect.objectContaining({ level: 50, msg: 'request errored', res: { statusCode: 500 } })]);
  });

  it('leaves out health probes', async () => {
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
