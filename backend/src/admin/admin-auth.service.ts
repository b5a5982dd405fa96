import { HttpException, HttpStatus, Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, MoreThan, Repository } from 'typeorm';
import { Clock } from '../common/clock';
import type { AdminSessionInfoDto } from './admin-auth.dto';
import { AdminLoginAttempt } from './admin-login-attempt.entity';
import { AdminSession } from './admin-session.entity';
import { AdminUser } from './admin-user.entity';
import { hashPassword, verifyPassword } from './password-hashing';
import { hashToken, randomToken, TOKEN_PATTERN } from '../common/crypto';
import { MESSAGE_SESSION_EXPIRED } from './session-token';

export const SESSION_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILED_LOGINS = 5;

export const MESSAGE_WRONG_CREDENTIALS = 'Benutzername oder Passwort ist falsch';
export const MESSAGE_TOO_MANY_ATTEMPTS =
  'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.';

@Injectable()
export class AdminAuthService {
  /** Verified against when the username is unknown, so both failures take as long. */
  private dummyHash: Promise<string> | undefined;

  constructor(
    @InjectRepository(AdminUser) private readonly users: Repository<AdminUser>,
    @InjectRepository(AdminSession) private readonly sessions: Repository<AdminSession>,
    @InjectRepository(AdminLoginAttempt) private readonly attempts: Repository<AdminLoginAttempt>,
    private readonly clock: Clock,
  ) {}

  /** Returns a new session token; 401 with one message for any wrong part, 429 while locked out. */
  async login(username: string, password: string, ip: string): Promise<string> {
    const now = this.clock.now();
    const attemptKey = username.trim().toLowerCase().slice(0, 100);
    const clientIp = ip.slice(0, 64);
    await this.assertNotLockedOut(attemptKey, clientIp, now);

    const user = await this.users.findOne({ where: { username: username.trim() } });
    const valid = await verifyPassword(user?.passwordHash ?? (await this.getDummyHash()), password);
    if (user === null || !valid) {
      await this.attempts.delete({ attemptedAt: LessThan(new Date(now.getTime() - LOGIN_WINDOW_MS)) });
      await this.attempts.insert({ username: attemptKey, ip: clientIp, attemptedAt: now });
      throw new UnauthorizedException(MESSAGE_WRONG_CREDENTIALS);
    }

    await this.attempts.delete({ username: attemptKey });
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
    if (!TOKEN_PATTERN.test(token)) throw new UnauthorizedException(MESSAGE_SESSION_EXPIRED);
    const now = this.clock.now();
    const session = await this.sessions.findOne({ where: { tokenHash: hashToken(token) } });
    if (session === null) throw new UnauthorizedException(MESSAGE_SESSION_EXPIRED);
    const idle = now.getTime() - session.lastSeenAt.getTime() > SESSION_IDLE_TIMEOUT_MS;
    const tooOld = now.getTime() - session.loginTime.getTime() > SESSION_ABSOLUTE_TIMEOUT_MS;
    if (idle || tooOld) {
      await this.sessions.delete({ id: session.id });
      throw new UnauthorizedException(MESSAGE_SESSION_EXPIRED);
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

  private async assertNotLockedOut(username: string, ip: string, now: Date): Promise<void> {
    const since = MoreThan(new Date(now.getTime() - LOGIN_WINDOW_MS));
    const [byUsername, byIp] = await Promise.all([
      this.attempts.count({ where: { username, attemptedAt: since } }),
      this.attempts.count({ where: { ip, attemptedAt: since } }),
    ]);
    if (byUsername >= MAX_FAILED_LOGINS || byIp >= MAX_FAILED_LOGINS) {
      throw new HttpException(MESSAGE_TOO_MANY_ATTEMPTS, HttpStatus.TOO_MANY_REQUESTS);
    }
  }

  private getDummyHash(): Promise<string> {
    this.dummyHash ??= hashPassword('kein-gueltiges-passwort-nur-fuer-gleiche-laufzeit');
    return this.dummyHash;
  }
}
