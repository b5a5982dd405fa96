import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { STATUS_CODES } from 'node:http';
import { ErrorBodyDto } from './error-body.dto';

/** Documents an error status with the one error body and each German message as a named example. */
export function ApiErrorResponse(status: number, ...messages: [string, ...string[]]): MethodDecorator & ClassDecorator {
  const examples = Object.fromEntries(
    messages.map((message, index) => [
      `beispiel${index + 1}`,
      { summary: message, value: { statusCode: status, error: STATUS_CODES[status] ?? 'Error', message } },
    ]),
  );
  return applyDecorators(ApiResponse({ status, type: ErrorBodyDto, description: messages.join(' · '), examples }));
}
