import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { STATUS_CODES } from 'node:http';
import { ErrorBodyDto } from './error-body.dto';
import { CodedError, defaultErrorCode } from './error-codes';

/**
 * Documents an error status with the one error body and each answer as a named example: a German
 * message (its code is the status's default, see error-codes.ts) or a CodedError as thrown.
 */
export function ApiErrorResponse(
  status: number,
  ...answers: [string | CodedError, ...(string | CodedError)[]]
): MethodDecorator & ClassDecorator {
  const errors = answers.map((answer) =>
    typeof answer === 'string' ? { code: defaultErrorCode(status), message: answer } : answer,
  );
  const examples = Object.fromEntries(
    errors.map(({ code, message }, index) => [
      `beispiel${index + 1}`,
      { summary: message, value: { statusCode: status, error: STATUS_CODES[status] ?? 'Error', code, message } },
    ]),
  );
  const description = errors.map(({ message }) => message).join(' · ');
  return applyDecorators(ApiResponse({ status, type: ErrorBodyDto, description, examples }));
}
