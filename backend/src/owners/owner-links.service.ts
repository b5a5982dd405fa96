import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Clock } from '../common/clock';
import { hashToken, randomToken } from '../common/crypto';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { ownerLoginLink } from '../mail/mail-messages';
import { MailOutboxService } from '../mail/mail-outbox.service';
import { OwnerLoginToken } from './owner-login-token.entity';

export const LOGIN_LINK_TTL_MS = 15 * 60 * 1000;

/** Issues the mailed sign-in links (plain sign-in, or confirming a claim); OwnerAuthService redeems them. */
@Injectable()
export class OwnerLinksService {
  constructor(
    private readonly outbox: MailOutboxService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Stores the link's hash and its mail in the caller's transaction; the token itself exists only in the mail. */
  async issue(manager: EntityManager, email: string, claim?: { id: string; businessName: string }): Promise<void> {
    const token = randomToken();
    await manager.insert(OwnerLoginToken, {
      email,
      tokenHash: hashToken(token),
      claimId: claim?.id ?? null,
      expiresAt: new Date(this.clock.now().getTime() + LOGIN_LINK_TTL_MS),
      usedAt: null,
    });
    await this.outbox.enqueue(
      manager,
      ownerLoginLink(this.config, email, token, LOGIN_LINK_TTL_MS / 60_000, claim?.businessName),
    );
  }
}
