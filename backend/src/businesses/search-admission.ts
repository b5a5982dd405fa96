import {
  applyDecorators,
  CallHandler,
  ExecutionContext,
  Inject,
  Injectable,
  NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { catchError, finalize, mergeMap, Observable, throwError, timer } from 'rxjs';
import { ApiErrorResponse } from '../common/api-error-response';
import { ServiceBusyException } from '../common/service-busy';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { SearchBudgetSpent } from './business-search-executor';
import { SEARCH_BUSY_MESSAGE, SEARCH_BUDGET_MESSAGE } from './business-messages';

/** What a declined search tells the client to wait: a search lasts milliseconds, a flood seconds. */
export const SEARCH_RETRY_AFTER_SECONDS = 2;

/**
 * How long a declined search's 503 is held before it is sent when the same client has another request in flight (a
 * search, or a decline being held): several searches at once from one address are a script's, not a visitor's.
 * Answered at once, 16 connections of one script came back thousands of times a second, and the declines alone kept
 * the one Node.js thread busy while other visitors' detail reads waited behind them; held, each of its connections
 * asks about once a second. A visitor searching again after a search that spent its budget is answered at once.
 */
export const SEARCH_DECLINE_DELAY_MS = 1000;

/** Clients told to wait after a search that spent its budget, remembered at once at most. */
const WAITING_CLIENTS = 10_000;

/**
 * The searches running in this process, in all and per client address. Past SEARCH_CONCURRENCY in all or
 * SEARCH_CONCURRENCY_PER_CLIENT for one address a search is declined at once: waiting for a connection of the search's
 * pool would hold up every other visitor's search behind one client's, and a declined search costs nothing. A client
 * whose search spent its budget is declined for the Retry-After it was given: a script repeating its costliest input
 * then costs the database one budget per slot every few seconds instead of every slot all the time.
 */
@Injectable()
export class SearchAdmission {
  private running = 0;
  private readonly byClient = new Map<string, number>();
  /** Declines being held per client (SEARCH_DECLINE_DELAY_MS). */
  private readonly heldByClient = new Map<string, number>();
  private readonly waiting = new LRUCache<string, true>({
    max: WAITING_CLIENTS,
    ttl: SEARCH_RETRY_AFTER_SECONDS * 1000,
  });
  private readonly limits: AppConfig['searchLimits'];

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'searchLimits'>) {
    this.limits = config.searchLimits;
  }

  /** A slot for one search of `client`, with the function that gives it back; undefined when it must wait. */
  admit(client: string): (() => void) | undefined {
    const ofClient = this.byClient.get(client) ?? 0;
    if (this.running >= this.limits.concurrent || ofClient >= this.limits.concurrentPerClient) return undefined;
    if (this.waiting.has(client)) return undefined;
    this.running++;
    const release = counted(this.byClient, client);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running--;
      release();
    };
  }

  /** Whether `client` has a search running or a decline held: a further decline of it is held too. */
  inFlight(client: string): boolean {
    return this.byClient.has(client) || this.heldByClient.has(client);
  }

  /** Counts a decline of `client` as held until the returned function is called. */
  hold(client: string): () => void {
    return counted(this.heldByClient, client);
  }

  /** `client`'s search spent its budget: its next searches wait for the Retry-After it is sent. */
  spentBudget(client: string): void {
    this.waiting.set(client, true);
  }
}

/** Counts one more for `key` in `counts`; the returned function takes it back (once), deleting a count of none. */
function counted(counts: Map<string, number>, key: string): () => void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    const left = (counts.get(key) ?? 1) - 1;
    if (left === 0) counts.delete(key);
    else counts.set(key, left);
  };
}

/**
 * Admits a search route's requests through SearchAdmission (503 with Retry-After past its caps) and answers a search
 * that spent its budget 503 with Retry-After, never the generic 500.
 */
@Injectable()
export class SearchAdmissionInterceptor implements NestInterceptor {
  constructor(private readonly admission: SearchAdmission) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const client = context.switchToHttp().getRequest<FastifyRequest>().ip;
    const held = this.admission.inFlight(client);
    const release = this.admission.admit(client);
    if (release === undefined) {
      const declined = new ServiceBusyException(SEARCH_RETRY_AFTER_SECONDS, SEARCH_BUSY_MESSAGE);
      if (!held) throw declined;
      const releaseHeld = this.admission.hold(client);
      return timer(SEARCH_DECLINE_DELAY_MS).pipe(
        mergeMap(() => throwError(() => declined)),
        finalize(releaseHeld),
      );
    }
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (!(error instanceof SearchBudgetSpent)) return throwError(() => error);
        this.admission.spentBudget(client);
        return throwError(() => new ServiceBusyException(SEARCH_RETRY_AFTER_SECONDS, SEARCH_BUDGET_MESSAGE));
      }),
      finalize(release),
    );
  }
}

/** Puts a route that searches under SearchAdmission and its budget, and documents the 503s. */
export const SearchAdmitted = (): MethodDecorator =>
  applyDecorators(
    UseInterceptors(SearchAdmissionInterceptor),
    ApiErrorResponse(503, SEARCH_BUSY_MESSAGE, SEARCH_BUDGET_MESSAGE),
  );
