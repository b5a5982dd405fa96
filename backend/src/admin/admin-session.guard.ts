import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AdminAuthService } from './admin-auth.service';
import type { FastifyRequest } from 'fastify';
import { ADMIN_PUBLIC } from '../admin-access/admin-access';
import type { AdminSession } from './admin-session.entity';
import { extractSessionToken } from '../admin-access/session-token';

/** A request under /api/admin after the guard: the whole session entity, for the admin module's own routes. */
export type AdminSessionRequest = FastifyRequest & { adminSession?: AdminSession };

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

  /** Answers other routes at once, not with a promise: Nest awaits a guard's promise, which every request would pay. */
  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<AdminSessionRequest>();
    const route = request.routeOptions.url ?? request.url;
    if (!/^\/api\/admin(\/|$)/.test(route)) return true;
    if (this.reflector.getAllAndOverride<boolean>(ADMIN_PUBLIC, [context.getHandler(), context.getClass()]) === true) {
      return true;
    }
    return this.authenticate(request);
  }

  private async authenticate(request: AdminSessionRequest): Promise<boolean> {
    request.adminSession = await this.auth.authenticate(extractSessionToken(request.headers));
    return true;
  }
}
