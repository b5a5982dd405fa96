import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { DomainError } from '../common/domain-error';
import type { FastifyRequest } from 'fastify';
import { MESSAGE_NO_SESSION } from './admin-access-messages';

// What the other modules need of the admin's access: the markers and the signed-in administrator that the global
// AdminSessionGuard (admin/) sets, without importing the admin module itself.

export const ADMIN_PUBLIC = 'branchenbuch:admin-public';

/** Marks one of the few `/api/admin` routes that work without a session (login, path check). */
export const AdminPublic = (): MethodDecorator => SetMetadata(ADMIN_PUBLIC, true);

/** What AdminSessionGuard leaves on a request it let through: the session, with its user. */
export interface SignedInAdminSession {
  user?: { username: string };
}

export type AdminRequest = FastifyRequest & { adminSession?: SignedInAdminSession };

/** The administrator behind a request, as the audit log names them. */
export interface AdminActor {
  username: string;
}

/** The signed-in administrator of an `/api/admin` route (set by AdminSessionGuard). */
export const CurrentAdmin = createParamDecorator((_data: unknown, context: ExecutionContext): AdminActor => {
  const username = context.switchToHttp().getRequest<AdminRequest>().adminSession?.user?.username;
  if (username === undefined) throw DomainError.unauthenticated(MESSAGE_NO_SESSION);
  return { username };
});
