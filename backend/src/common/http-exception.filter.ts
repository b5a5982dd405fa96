import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './database-unavailable';
import { DomainError } from './domain-error';
import { ErrorBodyDto } from './error-body.dto';
import { ServiceBusyException } from './service-busy';
import { defaultErrorCode, namedErrorCode } from './error-codes';
import { TooManyRequestsException } from './throttling/rate-limit';
import {
  MESSAGE_DATABASE_UNAVAILABLE,
  RATE_LIMIT_MESSAGE,
  MESSAGE_REQUEST_TOO_LARGE,
  MESSAGE_METHOD_NOT_ALLOWED,
  MESSAGE_BAD_REQUEST,
  MESSAGE_NOT_AUTHENTICATED,
  MESSAGE_FORBIDDEN,
  MESSAGE_NOT_FOUND,
  MESSAGE_UNSUPPORTED_MEDIA_TYPE,
  MESSAGE_INTERNAL_ERROR,
  MESSAGE_SERVICE_UNAVAILABLE,
} from './common-messages';

/** German defaults for errors raised by the framework itself rather than by our code. */
const DEFAULT_MESSAGES: Record<number, string> = {
  400: MESSAGE_BAD_REQUEST,
  401: MESSAGE_NOT_AUTHENTICATED,
  403: MESSAGE_FORBIDDEN,
  404: MESSAGE_NOT_FOUND,
  405: MESSAGE_METHOD_NOT_ALLOWED,
  413: MESSAGE_REQUEST_TOO_LARGE,
  415: MESSAGE_UNSUPPORTED_MEDIA_TYPE,
  429: RATE_LIMIT_MESSAGE,
  500: MESSAGE_INTERNAL_ERROR,
  503: MESSAGE_SERVICE_UNAVAILABLE,
};

/** Serves the SPA's index.html for browser routes that no controller answers. */
export type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

function isGerman(message: string): boolean {
  // Nest's and Fastify's own messages are English ("Cannot GET /x", "Body is not valid JSON…").
  return !/^(Cannot \w+ |Body |Unexpected |Unsupported Media|Request body|ThrottlerException|Too Many|Forbidden resource|Not Found|Bad Request|Unauthorized|Internal server)/i.test(
    message,
  );
}

@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  constructor(private readonly spaFallback?: SpaFallback) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const context = host.switchToHttp();
    const request = context.getRequest<FastifyRequest>();
    const reply = context.getResponse<FastifyReply>();
    // A database outage is the server's temporary state, not a fault: 503, and when to try again.
    const known = exception instanceof HttpException || exception instanceof DomainError;
    const outage = !known && isDatabaseUnavailable(exception);
    const status = outage ? HttpStatus.SERVICE_UNAVAILABLE : this.statusOf(exception);

    if (status === HttpStatus.NOT_FOUND && this.spaFallback?.(request, reply) === true) return;

    const body: ErrorBodyDto = {
      statusCode: status,
      error: STATUS_CODES[status] ?? 'Error',
      code: defaultErrorCode(status),
      message: DEFAULT_MESSAGES[status] ?? DEFAULT_MESSAGES[status >= HttpStatus.INTERNAL_SERVER_ERROR ? 500 : 400],
    };
    if (outage) {
      body.message = MESSAGE_DATABASE_UNAVAILABLE;
    } else if (exception instanceof DomainError) {
      body.code = exception.code;
      body.message = exception.message;
      if (exception.fieldErrors !== undefined) body.errors = exception.fieldErrors;
    } else if (exception instanceof HttpException) {
      const message = this.messageOf(exception);
      const ours = message !== undefined && isGerman(message);
      if (ours) body.message = message;
      // A 400 of the framework itself (Nest's or Fastify's body parser) means the request could not be read.
      const unreadable = !ours && status === HttpStatus.BAD_REQUEST;
      body.code = namedErrorCode(exception.getResponse()) ?? (unreadable ? 'MALFORMED_REQUEST' : body.code);
    } else if (status === HttpStatus.BAD_REQUEST) {
      // Fastify's own 400s: a body that is not JSON, a broken %-escape.
      body.code = 'MALFORMED_REQUEST';
    }
    if (status >= HttpStatus.INTERNAL_SERVER_ERROR) {
      const requestId = String(request.id);
      body.requestId = requestId;
      const details = { err: exception, requestId, method: request.method, url: request.url };
      // A declined request is load shedding, not a fault: under a flood a line with a stack for each cost more CPU
      // than the answer. What caused it logs itself (a search's budget overrun: SearchExecutor).
      if (exception instanceof ServiceBusyException) return this.send(reply, status, body, exception);
      if (known || outage) this.logger.warn(details, body.message);
      else this.logger.error(details, 'Unexpected error while answering a request');
    }
    // Every 503 says when to try again (a failing readiness probe too); a busy search names its own wait.
    if (status === HttpStatus.SERVICE_UNAVAILABLE) void reply.header('retry-after', DATABASE_RETRY_AFTER_SECONDS);
    this.send(reply, status, body, exception);
  }

  private send(reply: FastifyReply, status: number, body: ErrorBodyDto, exception: unknown): void {
    const retryAfterSeconds =
      exception instanceof TooManyRequestsException || exception instanceof DomainError
        ? exception.retryAfterSeconds
        : undefined;
    if (retryAfterSeconds !== undefined) void reply.header('retry-after', retryAfterSeconds);
    void reply.status(status).header('content-type', 'application/json; charset=utf-8').send(body);
  }

  private statusOf(exception: unknown): HttpStatus {
    if (exception instanceof HttpException) return exception.getStatus();
    if (exception instanceof DomainError) return exception.status;
    const fastifyStatus = (exception as { statusCode?: unknown } | null)?.statusCode;
    if (typeof fastifyStatus === 'number' && fastifyStatus >= 400 && fastifyStatus < 600) return fastifyStatus;
    return HttpStatus.INTERNAL_SERVER_ERROR;
  }

  private messageOf(exception: HttpException): string | undefined {
    const response = exception.getResponse();
    if (typeof response === 'string') return response;
    const message = (response as { message?: unknown }).message;
    if (typeof message === 'string') return message;
    if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
    return undefined;
  }
}
