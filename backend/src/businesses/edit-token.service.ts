import { Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { EntityManager, LessThan, MoreThan } from 'typeorm';
import { Clock } from '../common/clock';
import { EditToken } from './edit-token.entity';

/** The owner may edit a new entry for this long after creating it. */
export const EDIT_WINDOW_MS = 10 * 60 * 1000;

/** 256 random bits in base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function hashEditToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Issues and checks the owner's edit tokens; only their SHA-256 is stored. */
@Injectable()
export class EditTokenService {
  constructor(private readonly clock: Clock) {}

  /** Creates a token for a new business inside the creating transaction and returns it (shown once). */
  async issue(manager: EntityManager, businessId: string): Promise<string> {
    const now = this.clock.now();
    // Expired tokens are useless; dropping them here keeps the table at ten minutes of entries.
    await manager.delete(EditToken, { expires: LessThan(now) });
    const token = randomBytes(32).toString('base64url');
    await manager.insert(EditToken, {
      businessId,
      tokenHash: hashEditToken(token),
      expires: new Date(now.getTime() + EDIT_WINDOW_MS),
    });
    return token;
  }

  /** True when `token` was issued for this business and has not expired. */
  async isValid(manager: EntityManager, businessId: string, token: string | undefined): Promise<boolean> {
    if (token === undefined || !TOKEN_PATTERN.test(token)) return false;
    return manager.exists(EditToken, {
      where: { businessId, tokenHash: hashEditToken(token), expires: MoreThan(this.clock.now()) },
    });
  }
}
