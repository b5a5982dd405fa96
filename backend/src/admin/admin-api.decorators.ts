import { applyDecorators } from '@nestjs/common';
import { ApiBearerAuth, ApiSecurity } from '@nestjs/swagger';
import { ApiErrorResponse } from '../common/api-error-response';
import { ADMIN_BEARER_SCHEME, ADMIN_SESSION_SCHEME } from '../openapi';
import { MESSAGE_BEARER_REQUIRED, MESSAGE_NO_SESSION, MESSAGE_SESSION_EXPIRED } from './session-token';

/** Both header forms of the admin session, and the 401 answers of the session guard. */
export function ApiAdminSession(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ApiSecurity(ADMIN_SESSION_SCHEME),
    ApiBearerAuth(ADMIN_BEARER_SCHEME),
    ApiErrorResponse(401, MESSAGE_NO_SESSION, MESSAGE_SESSION_EXPIRED, MESSAGE_BEARER_REQUIRED),
  );
}
