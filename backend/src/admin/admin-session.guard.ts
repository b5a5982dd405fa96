import {
  CanActivate,
  createParamDecorator,
  ExecutionContext,
  Injectable,
  SetMetadata,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import type { AdminSession } from './admin-session.entity';
import { AdminAuthService } from './admin-auth.service';
import { extractSessionToken, MESSAGE_NO_SESSION } from './session-token';

const ADMIN_PUBLIC = 'branchenbuch:admin-public';

/** Marks one of the few `/api/admin` routes that work without a session (login, path check). */
export const AdminPublic = (): MethodDecorator => SetMetadata(ADMIN_PUBLIC, true);

export type AdminRequest = FastifyRequest & { adminSession?: AdminSession };

/** The administrator behind a request, as the audit log names them. */
export interface AdminActor {
  username: string;
}

/** The signed-in administrator of an `/api/admin` route (set by AdminSessionGuard). */
export const CurrentAdmin = createParamDecorator((_data: unknown, context: ExecutionContext): AdminActor => {
  const username = context.switchToHttp().getRequest<AdminRequest>().adminSession?.user?.username;
  if (username === undefined) throw new UnauthorizedException(MESSAGE_NO_SESSION);
  return { username };
});

/**
 * Registered globally and keyed on the route's path, so every route under `/api/admin`
 * needs a session unless it says otherwise — a new admin controller cannot forget it.
 */
@Injectable()
export class AdminSessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly auth: AdminAuthService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<AdminRequest>();
    const route = request.routeOptions.url ?? request.url;
    if (!/^\/api\/admin(\/|$)/.test(route)) return true;
    if (this.reflector.getAllAndOverride<boolean>(ADMIN_PUBLIC, [context.getHandler(), context.getClass()]) === true) {
      return true;
    }
    request.adminSession = await this.auth.authenticate(extractSessionToken(request.headers));
    return true;
  }
}
