import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../common/domain-error';
import { InjectRepository } from '@nestjs/typeorm';
import { setTimeout as sleep } from 'node:timers/promises';
import { LessThan, MoreThan, Not, Repository } from 'typeorm';
import { Clock } from '../common/clock';
import type { AdminSessionInfoDto } from './admin-auth.dto';
import { AdminLoginAttempt } from './admin-login-attempt.entity';
import { AdminSession } from './admin-session.entity';
import { AdminUser } from './admin-user.entity';
import { hashPassword, verifyPassword } from './password-hashing';
import { hashToken, randomToken, TOKEN_PATTERN } from '../common/crypto';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { tooManyLoginAttemptsMessage, WRONG_CREDENTIALS_ERROR } from './admin-messages';
import { MESSAGE_SESSION_EXPIRED } from '../admin-access/admin-access-messages';

export const SESSION_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/** The progressive delay for a username many addresses guess at (see slowDownGuessing). */
const LOGIN_DELAY_BASE_MS = 250;
const LOGIN_DELAY_MAX_MS = 4000;

@Injectable()
export class AdminAuthService {
  /** Verified against when the username is unknown, so both failures take as long. */
  private dummyHash: Promise<string> | undefined;

  constructor(
    @InjectRepository(AdminUser) private readonly users: Repository<AdminUser>,
    @InjectRepository(AdminSession) private readonly sessions: Repository<AdminSession>,
    @InjectRepository(AdminLoginAttempt) private readonly attempts: Repository<AdminLoginAttempt>,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Returns a new session token; 401 with one message for any wrong part, 429 while locked out. */
  async login(username: string, password: string, ip: string): Promise<string> {
    const now = this.clock.now();
    const attemptKey = username.trim().toLowerCase().slice(0, 100);
    const clientIp = ip.slice(0, 64);
    await this.attempts.delete({
      attemptedAt: LessThan(new Date(now.getTime() - this.config.throttle.login.windowMs)),
    });
    // Counted as a failure before the password is checked: of simultaneous attempts, only those
    // that still find room under the limit get as far as the hash. A success removes it again.
    const attempt = await this.attempts.save(
      this.attempts.create({ username: attemptKey, ip: clientIp, attemptedAt: now }),
    );
    let user: AdminUser | null;
    let valid: boolean;
    try {
      await this.assertNotLockedOut(attempt, now);
      await this.slowDownGuessing(attempt, now);
      user = await this.users.findOne({ where: { username: username.trim() } });
      valid = await verifyPassword(user?.passwordHash ?? (await this.getDummyHash()), password);
    } catch (error) {
      // Refused before any check: not a guess, so it does not count.
      await this.attempts.delete({ id: attempt.id });
      throw error;
    }
    if (user === null || !valid) throw DomainError.unauthenticated(WRONG_CREDENTIALS_ERROR);

    // Only this address's failures: a login elsewhere must not lift the lockout of an address guessing this name.
    await this.attempts.delete({ username: attemptKey, ip: clientIp });
    await this.sessions.delete({
      userId: user.id,
      loginTime: LessThan(new Date(now.getTime() - SESSION_ABSOLUTE_TIMEOUT_MS)),
    });
    const token = randomToken();
    await this.sessions.insert({ userId: user.id, tokenHash: hashToken(token), loginTime: now, lastSeenAt: now });
    return token;
  }

  /** The session behind a token, kept alive by this request; 401 'Session abgelaufen' otherwise. */
  async authenticate(token: string): Promise<AdminSession> {
    if (!TOKEN_PATTERN.test(token)) throw DomainError.unauthenticated(MESSAGE_SESSION_EXPIRED);
    const now = this.clock.now();
    // With its user: the audit log names the administrator (CurrentAdmin in admin-session.guard.ts).
    const session = await this.sessions.findOne({ where: { tokenHash: hashToken(token) }, relations: { user: true } });
    if (session === null) throw DomainError.unauthenticated(MESSAGE_SESSION_EXPIRED);
    const idle = now.getTime() - session.lastSeenAt.getTime() > SESSION_IDLE_TIMEOUT_MS;
    const tooOld = now.getTime() - session.loginTime.getTime() > SESSION_ABSOLUTE_TIMEOUT_MS;
    if (idle || tooOld) {
      await this.sessions.delete({ id: session.id });
      throw DomainError.unauthenticated(MESSAGE_SESSION_EXPIRED);
    }
    await this.sessions.update({ id: session.id }, { lastSeenAt: now });
    session.lastSeenAt = now;
    return session;
  }

  async describe(session: AdminSession): Promise<AdminSessionInfoDto> {
    const user = await this.users.findOneOrFail({ where: { id: session.userId } });
    const expiresAt = Math.min(
      session.lastSeenAt.getTime() + SESSION_IDLE_TIMEOUT_MS,
      session.loginTime.getTime() + SESSION_ABSOLUTE_TIMEOUT_MS,
    );
    return {
      username: user.username,
      loginTime: session.loginTime.toISOString(),
      expiresAt: new Date(expiresAt).toISOString(),
    };
  }

  async logout(sessionId: string): Promise<void> {
    await this.sessions.delete({ id: sessionId });
  }

  /**
   * The one login-attempt limit (THROTTLE_LOGIN_*): failed logins are rows; an IP address with
   * `limit` failures in the window (for any usernames, so every username/address pair too) is
   * refused until enough of them have left the window (429 with Retry-After). Other addresses
   * are never locked out by it: guesses for one username from many addresses only slow down.
   */
  private async assertNotLockedOut(attempt: AdminLoginAttempt, now: Date): Promise<void> {
    const { limit, windowMs } = this.config.throttle.login;
    // Of `limit` earlier failures in the window, the oldest is the one whose leaving lifts the lock.
    const [nth] = await this.attempts.find({
      where: { ip: attempt.ip, id: Not(attempt.id), attemptedAt: MoreThan(new Date(now.getTime() - windowMs)) },
      order: { attemptedAt: 'DESC' },
      skip: limit - 1,
      take: 1,
    });
    const locking = nth === undefined ? 0 : nth.attemptedAt.getTime();
    if (locking > 0) {
      const retryAfterSeconds = Math.ceil((locking + windowMs - now.getTime()) / 1000);
      throw DomainError.rateLimited(tooManyLoginAttemptsMessage(windowMs), retryAfterSeconds);
    }
  }

  /**
   * Progressive delay per username over all addresses: from `limit` failures in the window on,
   * each login for it waits twice as long as the last (up to LOGIN_DELAY_MAX_MS), then proceeds.
   */
  private async slowDownGuessing(attempt: AdminLoginAttempt, now: Date): Promise<void> {
    const { limit, windowMs } = this.config.throttle.login;
    const failures = await this.attempts.count({
      where: {
        username: attempt.username,
        id: Not(attempt.id),
        attemptedAt: MoreThan(new Date(now.getTime() - windowMs)),
      },
    });
    if (failures < limit) return;
    await sleep(Math.min(LOGIN_DELAY_BASE_MS * 2 ** Math.min(failures - limit, 16), LOGIN_DELAY_MAX_MS));
  }

  private getDummyHash(): Promise<string> {
    this.dummyHash ??= hashPassword('kein-gueltiges-passwort-nur-fuer-gleiche-laufzeit');
    return this.dummyHash;
  }
}
