import { HttpStatus } from '@nestjs/common';
import { defaultErrorCode, type CodedError, type ErrorCode } from './error-codes';
import { MESSAGE_INVALID_INPUT } from './common-messages';

/** A field of the request and what is wrong with it, in German. */
export interface FieldError {
  field: string;
  message: string;
}

/** What went wrong, in the domain's words; the exception filter turns each into its HTTP status. */
export const DOMAIN_ERROR_STATUS = {
  invalid: HttpStatus.BAD_REQUEST,
  unauthenticated: HttpStatus.UNAUTHORIZED,
  forbidden: HttpStatus.FORBIDDEN,
  notFound: HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  tooLarge: HttpStatus.PAYLOAD_TOO_LARGE,
  unsupportedMediaType: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
  rateLimited: HttpStatus.TOO_MANY_REQUESTS,
  failed: HttpStatus.INTERNAL_SERVER_ERROR,
  unavailable: HttpStatus.SERVICE_UNAVAILABLE,
  storageFull: HttpStatus.INSUFFICIENT_STORAGE,
} as const;
export type DomainErrorKind = keyof typeof DOMAIN_ERROR_STATUS;

/** The German message of an error, with the code it names when it names one (`coded(…)`). */
export type ErrorText = string | CodedError;

interface DomainErrorOptions {
  fieldErrors?: FieldError[];
  /** Sent as Retry-After (a 429, a 503). */
  retryAfterSeconds?: number;
  cause?: unknown;
}

/**
 * The one error services, repositories and helpers below the controllers throw: the kind of failure, the stable code
 * of the error body and its German message for users. HttpExceptionFilter renders it as the one error body; nothing
 * below a controller, guard or pipe throws Nest's HTTP exceptions.
 */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly fieldErrors?: FieldError[];
  readonly retryAfterSeconds?: number;

  constructor(
    readonly kind: DomainErrorKind,
    text: ErrorText,
    options: DomainErrorOptions = {},
  ) {
    super(typeof text === 'string' ? text : text.message, { cause: options.cause });
    this.name = 'DomainError';
    this.code = typeof text === 'string' ? defaultErrorCode(DOMAIN_ERROR_STATUS[kind]) : text.code;
    this.fieldErrors = options.fieldErrors;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get status(): number {
    return DOMAIN_ERROR_STATUS[this.kind];
  }

  /** Invalid input of one or more fields: the first message is the body's message, all are in `errors`. */
  static invalidFields(fieldErrors: FieldError[]): DomainError {
    return new DomainError('invalid', fieldErrors[0]?.message ?? MESSAGE_INVALID_INPUT, { fieldErrors });
  }

  static invalidField(field: string, message: string): DomainError {
    return DomainError.invalidFields([{ field, message }]);
  }

  static invalid(text: ErrorText): DomainError {
    return new DomainError('invalid', text);
  }

  static unauthenticated(text: ErrorText): DomainError {
    return new DomainError('unauthenticated', text);
  }

  static forbidden(text: ErrorText): DomainError {
    return new DomainError('forbidden', text);
  }

  static notFound(text: ErrorText): DomainError {
    return new DomainError('notFound', text);
  }

  static conflict(text: ErrorText): DomainError {
    return new DomainError('conflict', text);
  }

  static tooLarge(text: ErrorText): DomainError {
    return new DomainError('tooLarge', text);
  }

  static unsupportedMediaType(text: ErrorText): DomainError {
    return new DomainError('unsupportedMediaType', text);
  }

  static rateLimited(text: ErrorText, retryAfterSeconds: number): DomainError {
    return new DomainError('rateLimited', text, { retryAfterSeconds });
  }

  static failed(text: ErrorText, cause?: unknown): DomainError {
    return new DomainError('failed', text, { cause });
  }

  static unavailable(text: ErrorText, retryAfterSeconds?: number): DomainError {
    return new DomainError('unavailable', text, { retryAfterSeconds });
  }

  static storageFull(text: ErrorText): DomainError {
    return new DomainError('storageFull', text);
  }
}
