import fastifyMultipart, { type FastifyMultipartOptions } from '@fastify/multipart';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A body @fastify/multipart parses: its content-type parser matches this type case-insensitively. */
const MULTIPART = /^\s*multipart\/form-data/i;

type AsyncHook = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
type CallbackHook = (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => void;

/** Runs `hook` (async) only for requests with a multipart body; the others pass without a promise. */
function onlyForMultipart(hook: AsyncHook): CallbackHook {
  return (request, reply, done) => {
    const type = request.headers['content-type'];
    if (type === undefined || !MULTIPART.test(type)) {
      done();
      return;
    }
    hook(request, reply).then(() => done(), done);
  };
}

/**
 * Registers @fastify/multipart (the upload forms), whose onRequest and onResponse hooks only clean up the temporary
 * files of multipart requests, yet as async hooks cost every request two promises and a 'close' listener. While the
 * plugin registers, its hooks are wrapped so that other requests skip them.
 */
export async function registerMultipart(app: NestFastifyApplication, options: FastifyMultipartOptions): Promise<void> {
  // The instance's addHook, seen untyped: it is only passed through.
  const fastify = app.getHttpAdapter().getInstance() as unknown as { addHook: (...args: unknown[]) => unknown };
  const addHook = fastify.addHook;
  fastify.addHook = function (this: unknown, name: unknown, hook: unknown, ...rest: unknown[]) {
    const wrapped = (name === 'onRequest' || name === 'onResponse') && typeof hook === 'function';
    return addHook.call(this, name, wrapped ? onlyForMultipart(hook as AsyncHook) : hook, ...rest);
  };
  try {
    await app.register(fastifyMultipart, options);
  } finally {
    fastify.addHook = addHook;
  }
}
