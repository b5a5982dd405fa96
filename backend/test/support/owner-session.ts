import { hashToken, randomToken } from '../../src/common/crypto';
import { BusinessOwner } from '../../src/owners/business-owner.entity';
import { OwnerSession } from '../../src/owners/owner-session.entity';
import { Owner } from '../../src/owners/owner.entity';
import type { TestApp } from './test-app';

/**
 * An owner of `businessIds` with a session, as a confirmed claim and POST /api/owner/session leave them (the token
 * stored only as its hash); returns the cookie pair to send. The mailed-link flow itself is tested in owners.api-spec.
 */
export async function ownerCookieFor(t: TestApp, email: string, businessIds: string[]): Promise<string> {
  const owner = await t.dataSource.getRepository(Owner).save({ email });
  for (const businessId of businessIds) {
    await t.dataSource.getRepository(BusinessOwner).insert({ ownerId: owner.id, businessId });
  }
  const token = randomToken();
  await t.dataSource
    .getRepository(OwnerSession)
    .insert({ ownerId: owner.id, tokenHash: hashToken(token), lastSeenAt: new Date() });
  return `bb_owner=${token}`;
}
