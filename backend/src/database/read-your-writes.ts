import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AsyncLocalStorage } from 'node:async_hooks';
import { Observable, tap } from 'rxjs';
import { Clock } from '../common/clock';

/**
 * After a successful write the visitor gets this cookie, and while it is fresh their reads go to
 * the primary: replicas replay a commit within milliseconds, but "within milliseconds" is not
 * "before the redirect to the detail page". Rails' database selector uses the same scheme.
 */
export const PRIMARY_COOKIE = 'bb_primary';
/** Far above normal replication lag, short enough that the primary serves few extra reads. */
export const PRIMARY_WINDOW_SECONDS = 5;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const PRIMARY_COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${PRIMARY_COOKIE}=(\\d{1,15})(?:;|$)`);

const requestScope = new AsyncLocalStorage<{ primary: true }>();

/** True while handling a request whose reads must see that visitor's recent writes. */
export function readsStayOnPrimary(): boolean {
  return requestScope.getStore()?.primary === true;
}

/** Runs `work` with every DatabaseReader read on the primary. */
export function onPrimary<T>(work: () => T): T {
  return requestScope.run({ primary: true }, work);
}

/** The cookie's value is its deadline, so a client that ignores Max-Age cannot pin itself to the primary. */
export function primaryCookie(now: Date): string {
  const until = now.getTime() + PRIMARY_WINDOW_SECONDS * 1000;
  return `${PRIMARY_COOKIE}=${until}; Max-Age=${PRIMARY_WINDOW_SECONDS}; Path=/; HttpOnly; SameSite=Lax`;
}

export function hasFreshPrimaryCookie(cookieHeader: string | undefined, now: Date): boolean {
  const until = cookieHeader === undefined ? undefined : PRIMARY_COOKIE_VALUE.exec(cookieHeader)?.[1];
  return until !== undefined && Number(until) > now.getTime();
}

/**
 * Registered globally by DatabaseModule when replicas are configured. An interceptor rather than a Fastify hook: Nest runs
 * the handler inside the AsyncLocalStorage context opened here (after body parsing, which would
 * lose a context opened in onRequest), and it sees whether the handler succeeded.
 */
@Injectable()
export class ReadYourWritesInterceptor implements NestInterceptor {
  constructor(private readonly clock: Clock) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const handled = hasFreshPrimaryCookie(request.headers.cookie, this.clock.now())
      ? onPrimary(() => next.handle())
      : next.handle();
    if (SAFE_METHODS.has(request.method)) return handled;
    // Any successful write (entry, owner edit, review, admin change): the next pages read it back.
    return handled.pipe(
      tap(() => {
        if (!reply.sent) void reply.header('set-cookie', primaryCookie(this.clock.now()));
      }),
    );
  }
}
