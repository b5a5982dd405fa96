import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../common/domain-error';
import { InjectDataSource } from '@nestjs/typeorm';
import { InjectThrottlerStorage, type ThrottlerStorage } from '@nestjs/throttler';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../common/clock';
import { hashToken, randomToken, TOKEN_PATTERN } from '../common/crypto';
import { countPerSubject } from '../common/throttling/rate-limit';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { ClaimsService } from './claims.service';
import { OWNER_SESSION_TTL_MS } from './owner-cookie';
import { OwnerLinksService } from './owner-links.service';
import { OwnerSettingsDto } from './owner.dto';
import { OwnerSession } from './owner-session.entity';
import { Owner } from './owner.entity';
import { OWNER_MESSAGES, LOGIN_LINK_INVALID_ERROR } from './owner-messages';

/** Sign-in without a password: mailed single-use links, then a cookie session kept as a hash like the admin's. */
@Injectable()
export class OwnerAuthService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectThrottlerStorage() private readonly rateLimits: ThrottlerStorage,
    private readonly links: OwnerLinksService,
    private readonly claims: ClaimsService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Mails a link when an owner has this address and does nothing otherwise; the caller answers the same either
   * way. The per-address limit counts unknown addresses too, so a 429 tells nothing either.
   */
  async requestLoginLink(email: string): Promise<void> {
    const address = email.toLowerCase();
    await countPerSubject(this.rateLimits, 'ownerLoginAddress', this.config.throttle.ownerLoginAddress, address);
    await this.dataSource.transaction(async (manager) => {
      if (await manager.exists(Owner, { where: { email: address } })) await this.links.issue(manager, address);
    });
  }

  /**
   * Redeems a link once (the UPDATE marks it used, so of two simultaneous requests one wins) and opens a session
   * for its address, creating the owner on first use; a claim's link also confirms the claim.
   */
  async signIn(token: string): Promise<{ sessionToken: string; owner: Owner }> {
    if (!TOKEN_PATTERN.test(token)) throw DomainError.unauthenticated(LOGIN_LINK_INVALID_ERROR);
    const now = this.clock.now();
    return this.dataSource.transaction(async (manager) => {
      const [rows] = await manager.query<[{ email: string; claim_id: string | null }[], number]>(
        `UPDATE owner_login_tokens SET used_at = $2
          WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
      RETURNING email, claim_id`,
        [hashToken(token), now.toISOString()],
      );
      if (rows.length === 0) throw DomainError.unauthenticated(LOGIN_LINK_INVALID_ERROR);
      const [{ email, claim_id: claimId }] = rows;
      const owner = await this.ownerFor(manager, email);
      if (claimId !== null) await this.claims.confirm(manager, claimId, owner);
      const sessionToken = randomToken();
      await manager.insert(OwnerSession, { ownerId: owner.id, tokenHash: hashToken(sessionToken), lastSeenAt: now });
      return { sessionToken, owner };
    });
  }

  /** The session behind a cookie, kept alive for another 30 days by this request; 401 otherwise. */
  async authenticate(token: string | undefined): Promise<OwnerSession & { owner: Owner }> {
    if (token === undefined || !TOKEN_PATTERN.test(token)) throw DomainError.unauthenticated(OWNER_MESSAGES.noSession);
    const now = this.clock.now();
    const session = await this.dataSource.manager.findOne(OwnerSession, {
      where: { tokenHash: hashToken(token) },
      relations: { owner: true },
    });
    if (session === null || session.owner === undefined) throw DomainError.unauthenticated(OWNER_MESSAGES.noSession);
    if (now.getTime() - session.lastSeenAt.getTime() > OWNER_SESSION_TTL_MS) {
      await this.dataSource.manager.delete(OwnerSession, { id: session.id });
      throw DomainError.unauthenticated(OWNER_MESSAGES.noSession);
    }
    await this.dataSource.manager.update(OwnerSession, { id: session.id }, { lastSeenAt: now });
    session.lastSeenAt = now;
    return session as OwnerSession & { owner: Owner };
  }

  async saveSettings(ownerId: string, settings: OwnerSettingsDto): Promise<OwnerSettingsDto> {
    await this.dataSource.manager.update(
      Owner,
      { id: ownerId },
      { notifyNewReview: settings.newReview, notifyReviewHidden: settings.reviewHidden },
    );
    return { newReview: settings.newReview, reviewHidden: settings.reviewHidden };
  }

  async logout(sessionId: string): Promise<void> {
    await this.dataSource.manager.delete(OwnerSession, { id: sessionId });
  }

  /** The owner with this address; created on the first confirmed link (a concurrent first one finds it). */
  private async ownerFor(manager: EntityManager, email: string): Promise<Owner> {
    await manager.query(`INSERT INTO owners (email) VALUES ($1) ON CONFLICT (email) DO NOTHING`, [email]);
    return manager.findOneOrFail(Owner, { where: { email } });
  }
}
