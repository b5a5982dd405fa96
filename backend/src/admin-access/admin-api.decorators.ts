import { applyDecorators } from '@nestjs/common';
import { ApiBearerAuth, ApiSecurity } from '@nestjs/swagger';
import { ApiErrorResponse } from '../common/api-error-response';
import { MESSAGE_BEARER_REQUIRED, MESSAGE_NO_SESSION, MESSAGE_SESSION_EXPIRED } from './admin-access-messages';

/** The OpenAPI security schemes of the two header forms of the admin session. */
export const ADMIN_SESSION_SCHEME = 'adminSession';
export const ADMIN_BEARER_SCHEME = 'adminBearer';

/** Both header forms of the admin session, and the 401 answers of the session guard. */
export function ApiAdminSession(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ApiSecurity(ADMIN_SESSION_SCHEME),
    ApiBearerAuth(ADMIN_BEARER_SCHEME),
    ApiErrorResponse(401, MESSAGE_NO_SESSION, MESSAGE_SESSION_EXPIRED, MESSAGE_BEARER_REQUIRED),
  );
}
