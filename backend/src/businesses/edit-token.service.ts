import { Injectable } from '@nestjs/common';
import { EntityManager, LessThan, MoreThan } from 'typeorm';
import { Clock } from '../common/clock';
import { hashToken, randomToken, TOKEN_PATTERN } from '../common/crypto';
import { EditToken } from './edit-token.entity';

/** The owner may edit a new entry for this long after creating it. */
export const EDIT_WINDOW_MS = 10 * 60 * 1000;

/** Issues and checks the owner's edit tokens; only their SHA-256 is stored. */
@Injectable()
export class EditTokenService {
  constructor(private readonly clock: Clock) {}

  /** Creates a token for a new business inside the creating transaction and returns it (shown once). */
  async issue(manager: EntityManager, businessId: string): Promise<string> {
    const now = this.clock.now();
    // Expired tokens are useless; dropping them here keeps the table at ten minutes of entries.
    await manager.delete(EditToken, { expires: LessThan(now) });
    const token = randomToken();
    await manager.insert(EditToken, {
      businessId,
      tokenHash: hashToken(token),
      expires: new Date(now.getTime() + EDIT_WINDOW_MS),
    });
    return token;
  }

  /** True when `token` was issued for this business and has not expired. */
  async isValid(manager: EntityManager, businessId: string, token: string | undefined): Promise<boolean> {
    if (token === undefined || !TOKEN_PATTERN.test(token)) return false;
    return manager.exists(EditToken, {
      where: { businessId, tokenHash: hashToken(token), expires: MoreThan(this.clock.now()) },
    });
  }
}
