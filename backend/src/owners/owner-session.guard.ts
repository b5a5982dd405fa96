import {
  applyDecorators,
  CanActivate,
  createParamDecorator,
  ExecutionContext,
  Inject,
  Injectable,
  UnauthorizedException,
  UseGuards,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiCookieAuth } from '@nestjs/swagger';
import { ApiErrorResponse } from '../common/api-error-response';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { OWNER_SESSION_SCHEME, ownerCookie, ownerCookieToken } from './owner-cookie';
import { OwnerAuthService } from './owner-auth.service';
import type { OwnerSession } from './owner-session.entity';
import type { Owner } from './owner.entity';
import { OWNER_MESSAGES } from './owner-messages';

export type OwnerRequest = FastifyRequest & { ownerSession?: OwnerSession & { owner: Owner } };

/** The signed-in owner's session of a route under OwnerSessionGuard. */
export const CurrentOwnerSession = createParamDecorator(
  (_data: unknown, context: ExecutionContext): OwnerSession & { owner: Owner } => {
    const session = context.switchToHttp().getRequest<OwnerRequest>().ownerSession;
    if (session === undefined) throw new UnauthorizedException(OWNER_MESSAGES.noSession);
    return session;
  },
);

/**
 * Routes of the owner's area: the session cookie must name a live session (401 otherwise), and every such request
 * sends the cookie again, so its 30 days count from the last visit.
 */
@Injectable()
export class OwnerSessionGuard implements CanActivate {
  constructor(
    private readonly auth: OwnerAuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<OwnerRequest>();
    const token = ownerCookieToken(request.headers);
    request.ownerSession = await this.auth.authenticate(token);
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    void reply.header('set-cookie', ownerCookie(token ?? '', this.config.nodeEnv === 'production'));
    return true;
  }
}

/** A route of the owner's area: the guard, the cookie in the OpenAPI document and its 401. */
export function OwnerSessionRequired(): MethodDecorator {
  return applyDecorators(
    UseGuards(OwnerSessionGuard),
    ApiCookieAuth(OWNER_SESSION_SCHEME),
    ApiErrorResponse(401, OWNER_MESSAGES.noSession),
  );
}
