import { BadRequestException } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { coded } from './error-codes';

/** Deeper than any request body of this API; validation recurses per level, so the bound keeps the stack safe. */
export const MAX_JSON_DEPTH = 32;
export const MESSAGE_JSON_TOO_DEEP = `Die Anfrage ist zu tief verschachtelt (höchstens ${MAX_JSON_DEPTH} Ebenen).`;
/**
 * Far more values (fields, array items, nested values) than any request body of this API holds (a business
 * with every field and all seven days is about a hundred). Validation costs per value: a 400 KB array of
 * 200,000 numbers kept the process busy for two seconds before its 400, so the count is bounded before
 * validation, and the walk below stops at the bound.
 */
export const MAX_JSON_VALUES = 1_000;
export const MESSAGE_JSON_TOO_MANY_VALUES = `Die Anfrage enthält zu viele Werte (höchstens ${MAX_JSON_VALUES.toLocaleString('de-DE')}).`;
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

/**
 * The first reason a parsed input (a JSON body, a query string or path parameters) is refused, walking it
 * without recursion; undefined when it is fine. The walk visits at most MAX_JSON_VALUES values, so its own
 * cost is bounded too: an array is refused by its length before its items are looked at, an object's keys
 * are counted as they are visited.
 */
export function inputProblem(input: unknown): string | undefined {
  const pending: { value: unknown; depth: number }[] = [{ value: input, depth: 0 }];
  let values = 1;
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, depth } = next;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem !== undefined) return problem;
    } else if (typeof value === 'object' && value !== null) {
      if (depth >= MAX_JSON_DEPTH) return MESSAGE_JSON_TOO_DEEP;
      if (Array.isArray(value)) {
        values += value.length;
        if (values > MAX_JSON_VALUES) return MESSAGE_JSON_TOO_MANY_VALUES;
        for (const item of value as unknown[]) pending.push({ value: item, depth: depth + 1 });
        continue;
      }
      for (const key in value) {
        if (!Object.hasOwn(value, key)) continue;
        values += 1;
        if (values > MAX_JSON_VALUES) return MESSAGE_JSON_TOO_MANY_VALUES;
        const problem = textProblem(key);
        if (problem !== undefined) return problem;
        pending.push({ value: (value as Record<string, unknown>)[key], depth: depth + 1 });
      }
    }
  }
  return undefined;
}

/**
 * The one check of parsed request input, before any validation or database sees it: a bad JSON body, or a
 * NUL or half a Unicode pair in an API call's query string or path (`?name=%00` reached PostgreSQL and
 * answered 500), gets a German 400. (Nest's JSON parser, which is Fastify's own with prototype poisoning
 * refused, parses.) Pages are left to their own routes, which render a page for any address.
 */
export function registerRequestInputChecks(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', (request, _reply, done) => {
    const api = request.url.startsWith('/api/') || request.url.startsWith('/objects/');
    const problem =
      (request.body === undefined ? undefined : inputProblem(request.body)) ??
      (api ? (inputProblem(request.query) ?? inputProblem(request.params)) : undefined);
    done(problem === undefined ? undefined : new BadRequestException(coded('MALFORMED_REQUEST', problem)));
  });
}
