// The floor of the 1-connection scenarios: what a bare Fastify server with node-postgres, and
// nothing else, takes to answer the same SQL. A child process of run-bench.mjs. It receives each
// scenario's statements as the SQL profile recorded them (sql-profile.mjs: text, parameters and the
// settings of the connection they were sent on) and serves GET /floor/<scenario id>: the statements one
// after another in the app's order on a connection opened with the same settings, the reads as named
// (prepared) statements, the transaction and settings statements around them as they are, answered with
// the last read's rows as JSON. No validation, mapping, hooks, headers,
// logging or ORM: whatever the app's median lies above this one's is the app's own work; where this
// one alone is above twice the SQL time, no server of this kind reaches the API÷SQL target there.
import Fastify from 'fastify';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const SERVE_FLAG = '--serve';

/** libpq's startup options for a connection's settings: `-c name=value …` (values escaped as libpq reads them). */
const startupOptions = (session) =>
  session.map(([name, value]) => `-c ${name}=${String(value).replace(/[\\ ]/g, '\\$&')}`).join(' ');

/**
 * Starts the floor server in a child process for `scenarios` ([{ id, statements: [{ sql, params, session, read }] }]):
 * resolves with its base URL and stop().
 */
export async function startFloorServer(databaseUrl, scenarios) {
  const child = fork(fileURLToPath(import.meta.url), [SERVE_FLAG]);
  child.send({ databaseUrl, scenarios });
  const { port } = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the floor server exited with ${code}`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.disconnect();
      await exited;
    },
  };
}

/** Child mode: receives the scenarios over IPC, answers with its port, serves until the parent disconnects. */
const serve = async ({ databaseUrl, scenarios }) => {
  const pools = new Map();
  const poolFor = (session) => {
    const key = startupOptions(session);
    if (!pools.has(key))
      pools.set(key, new pg.Pool({ connectionString: databaseUrl, max: 4, options: key || undefined }));
    return pools.get(key);
  };
  const names = new Map();
  const nameOf = (sql) => {
    if (!names.has(sql)) names.set(sql, `floor_${names.size}`);
    return names.get(sql);
  };
  // A read is sent as a named statement, as the app prepares its reads; the rest (a transaction's start with its
  // settings, its end) as the app sends them, unnamed, on the same connection as the reads between them.
  const steps = new Map(
    scenarios.map(({ id, statements }) => [
      id,
      statements.map(({ sql, params, session, read }) => ({
        pool: poolFor(session),
        read,
        query: read ? { name: nameOf(sql), text: sql, values: params } : { text: sql, values: params },
      })),
    ]),
  );

  const fastify = Fastify({ logger: false });
  fastify.get('/floor/:id', async (request, reply) => {
    const scenario = steps.get(request.params.id);
    if (scenario === undefined) return reply.code(404).send({ message: 'unknown scenario' });
    let rows = [];
    let pool;
    let client;
    try {
      for (const step of scenario) {
        // One connection per pool for the request's consecutive statements, as a transaction needs.
        if (step.pool !== pool) {
          client?.release();
          client = undefined;
          pool = step.pool;
          client = await pool.connect();
        }
        const result = await client.query(step.query);
        if (step.read) rows = result.rows;
      }
    } finally {
      client?.release();
    }
    return rows;
  });
  await fastify.listen({ port: 0, host: '127.0.0.1' });
  process.send({ port: fastify.server.address().port });
  process.once('disconnect', async () => {
    await fastify.close();
    await Promise.all([...pools.values()].map((pool) => pool.end()));
    process.exit(0);
  });
};

if (process.argv[2] === SERVE_FLAG) process.once('message', serve);
