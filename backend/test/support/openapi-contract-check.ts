import type { OpenAPIObject } from '@nestjs/swagger';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { isServerRenderCall } from '../../src/common/render-scope';
import { ResponseSchemas } from './hostile/response-checks';
import type { Schema } from './hostile/openapi-operations';

/** The committed document integrators generate clients from: every answer the API tests see is held against it. */
export const COMMITTED_DOCUMENT = JSON.parse(
  readFileSync(resolve(__dirname, '../../../docs/openapi.json'), 'utf8'),
) as OpenAPIObject;

interface DocumentedHeader {
  $ref?: string;
  required?: boolean;
  schema?: Schema;
}
interface DocumentedResponse {
  $ref?: string;
  content?: Record<string, { schema?: Schema }>;
  headers?: Record<string, DocumentedHeader>;
}
interface DocumentedOperation {
  operationId: string;
  responses: Record<string, DocumentedResponse>;
}

/** One answer as the server sent it: headers as Fastify holds them, the body as parsed JSON where it was JSON. */
export interface ObservedAnswer {
  method: string;
  url: string;
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  /** The body: text or JSON as sent; undefined when it went out as a stream (a file, a compressed answer). */
  body: string | undefined;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** A documented path as a pattern of the request's path: `{name}` is one segment. */
function pathPattern(template: string): RegExp {
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * Checks answers against the document as a validating proxy would: the path and method are documented (a
 * documented path asked with another method answers 405 and says which in `Allow`), the status is documented for
 * the operation, every required documented header is there and of its type, and the body has the documented
 * content type and matches its schema.
 */
export class OpenApiContract {
  private readonly schemas: ResponseSchemas;
  /** Literal paths before templated ones, as a router matches them. */
  private readonly paths: { template: string; pattern: RegExp; item: Record<string, DocumentedOperation> }[];

  constructor(private readonly document: OpenAPIObject = COMMITTED_DOCUMENT) {
    this.schemas = new ResponseSchemas(document);
    this.paths = Object.entries(document.paths)
      .map(([template, item]) => ({
        template,
        pattern: pathPattern(template),
        item: item as unknown as Record<string, DocumentedOperation>,
      }))
      .sort((a, b) => (a.template.match(/\{/g)?.length ?? 0) - (b.template.match(/\{/g)?.length ?? 0));
  }

  /** Problems with one answer (empty when it is as documented, or when its path is not the API's). */
  problems(answer: ObservedAnswer): string[] {
    // A CORS preflight is the browser's question, not an operation of the API.
    if (answer.method === 'OPTIONS') return [];
    const path = answer.url.split('?')[0];
    const documented = this.paths.find((candidate) => candidate.pattern.test(path));
    if (documented === undefined) return [];
    const method = (answer.method === 'HEAD' ? 'GET' : answer.method).toLowerCase();
    const operation = documented.item[method];
    if (operation === undefined) return this.wrongMethodProblems(answer, documented.item);
    const where = `${operation.operationId} ${answer.statusCode}`;
    const raw = operation.responses[String(answer.statusCode)];
    if (raw === undefined) return [`${where}: Status nicht dokumentiert`];
    const response = this.resolveResponse(raw);
    const problems = this.headerProblems(response, answer).map((problem) => `${where}: ${problem}`);
    const bodiless = answer.method === 'HEAD' || answer.statusCode === 204 || answer.statusCode === 304;
    if (bodiless || answer.body === undefined) return problems;
    return [...problems, ...this.bodyProblems(response, answer).map((problem) => `${where}: ${problem}`)];
  }

  private wrongMethodProblems(answer: ObservedAnswer, item: Record<string, DocumentedOperation>): string[] {
    const allowed = METHODS.filter((method) => item[method] !== undefined).map((method) => method.toUpperCase());
    if (allowed.includes('GET')) allowed.push('HEAD');
    const problems: string[] = [];
    if (answer.statusCode !== 405) problems.push(`falsche Methode ${answer.method}: ${answer.statusCode} statt 405`);
    const allow = String(answer.headers.allow ?? '')
      .split(',')
      .map((method) => method.trim())
      .filter((method) => method !== '');
    if (allow.sort().join(', ') !== [...allowed].sort().join(', ')) {
      problems.push(`falsche Methode ${answer.method}: Allow „${allow.join(', ')}“ statt „${allowed.join(', ')}“`);
    }
    return problems;
  }

  private resolveResponse(response: DocumentedResponse): DocumentedResponse {
    if (response.$ref === undefined) return response;
    const name = response.$ref.replace('#/components/responses/', '');
    return this.document.components?.responses?.[name] ?? {};
  }

  private resolveHeader(header: DocumentedHeader): DocumentedHeader {
    if (header.$ref === undefined) return header;
    const name = header.$ref.replace('#/components/headers/', '');
    return this.document.components?.headers?.[name] ?? {};
  }

  private headerProblems(response: DocumentedResponse, answer: ObservedAnswer): string[] {
    const problems: string[] = [];
    for (const [name, raw] of Object.entries(response.headers ?? {})) {
      const header = this.resolveHeader(raw);
      const value = answer.headers[name.toLowerCase()];
      if (value === undefined) {
        if (header.required === true) problems.push(`Header ${name} fehlt`);
        continue;
      }
      const type = header.schema?.type;
      if (type === 'integer' && !/^\d+$/.test(String(value)))
        problems.push(`Header ${name} keine Zahl: ${String(value)}`);
      const allowed = header.schema?.enum;
      if (allowed !== undefined && !allowed.includes(String(value))) {
        problems.push(`Header ${name} nicht ${allowed.join('/')}: ${String(value)}`);
      }
    }
    return problems;
  }

  private bodyProblems(response: DocumentedResponse, answer: ObservedAnswer): string[] {
    const body = answer.body ?? '';
    const contentType = String(answer.headers['content-type'] ?? '')
      .split(';')[0]
      .trim();
    const content = response.content ?? {};
    if (Object.keys(content).length === 0) return body.length === 0 ? [] : ['Rumpf, wo keiner dokumentiert ist'];
    const media = content[contentType];
    if (media === undefined) {
      return [`Content-Type „${contentType}“ nicht dokumentiert (${Object.keys(content).join(', ')})`];
    }
    if (contentType !== 'application/json' || media.schema === undefined) return [];
    return this.schemas.schemaProblems(media.schema, body);
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    contractBody?: string;
  }
}

/**
 * Holds every answer of a test app against the document. The body is taken before compression (the hooks run
 * in order, so the serialized object is read in preSerialization and text in onSend while it is still text).
 */
export function observeContract(fastify: FastifyInstance, contract = new OpenApiContract()): () => string[] {
  const seen: string[] = [];
  fastify.addHook('preSerialization', (request: FastifyRequest, _reply: FastifyReply, payload: unknown, done) => {
    request.contractBody = JSON.stringify(payload);
    done(null, payload);
  });
  fastify.addHook('onSend', (request, _reply, payload, done) => {
    if (request.contractBody === undefined && typeof payload === 'string') request.contractBody = payload;
    if (request.contractBody === undefined && payload === null) request.contractBody = '';
    done(null, payload);
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    // A server render's own calls never leave the server (ssr/in-process-api.ts): not the API's answers to clients.
    if (isServerRenderCall()) {
      done();
      return;
    }
    const problems = contract.problems({
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      headers: reply.getHeaders(),
      body: request.contractBody,
    });
    const url = request.url.length > 120 ? `${request.url.slice(0, 120)}…` : request.url;
    for (const problem of problems) seen.push(`${request.method} ${url}: ${problem}`);
    done();
  });
  return () => [...new Set(seen)];
}
