import { BadRequestException } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { coded } from './error-codes';

/** Deeper than any request body of this API; validation recurses per level, so the bound keeps the stack safe. */
export const MAX_JSON_DEPTH = 32;
export const MESSAGE_JSON_TOO_DEEP = `Die Anfrage ist zu tief verschachtelt (höchstens ${MAX_JSON_DEPTH} Ebenen).`;
/** PostgreSQL cannot store U+0000 in text. */
export const MESSAGE_NUL_CHARACTER = 'Die Anfrage enthält ein unzulässiges Steuerzeichen (NUL).';
/** JSON may escape half a UTF-16 pair ("\\ud800"); no text field can hold it, and validators throw on it. */
export const MESSAGE_BROKEN_UNICODE =
  'Die Anfrage enthält ein ungültig kodiertes Zeichen (unvollständiges Unicode-Zeichen).';
const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return MESSAGE_NUL_CHARACTER;
  if (UNPAIRED_SURROGATE.test(text)) return MESSAGE_BROKEN_UNICODE;
  return undefined;
}

/** The first reason a parsed body is refused, walking it without recursion; undefined when it is fine. */
export function jsonBodyProblem(body: unknown): string | undefined {
  const pending: { value: unknown; depth: number }[] = [{ value: body, depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, depth } = next;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem !== undefined) return problem;
    } else if (typeof value === 'object' && value !== null) {
      if (depth >= MAX_JSON_DEPTH) return MESSAGE_JSON_TOO_DEEP;
      for (const [key, child] of Object.entries(value)) {
        const problem = textProblem(key);
        if (problem !== undefined) return problem;
        pending.push({ value: child, depth: depth + 1 });
      }
    }
  }
  return undefined;
}

/**
 * The one check of parsed JSON bodies, before any validation or database sees them: bad bodies
 * get a German 400. (Nest's JSON parser, which is Fastify's own with prototype poisoning refused, parses.)
 */
export function registerJsonBodyChecks(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', (request, _reply, done) => {
    const problem = request.body === undefined ? undefined : jsonBodyProblem(request.body);
    done(problem === undefined ? undefined : new BadRequestException(coded('MALFORMED_REQUEST', problem)));
  });
}
