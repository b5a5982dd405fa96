import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../common/domain-error';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AuditLogService } from '../audit/audit-log.service';
import { Business } from '../businesses/business.entity';
import { Clock } from '../common/clock';
import { UUID_PATTERN } from '../common/crypto';
import type { Page } from '../common/pagination';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { claimDecided, newClaimForOperator } from '../mail/mail-messages';
import { MailOutboxService } from '../mail/mail-outbox.service';
import { BusinessClaim } from './business-claim.entity';
import { BusinessOwner } from './business-owner.entity';
import { ClaimDto, ClaimFiledDto, CreateClaimDto, mapClaim } from './claim.dto';
import { OwnerLinksService } from './owner-links.service';
import { Owner } from './owner.entity';
import { BUSINESS_NOT_FOUND_ERROR } from '../businesses/business-messages';
import { CLAIM_MESSAGES, CLAIM_NOT_FOUND_ERROR } from './owner-messages';

/** The audit log's actor for a claim approved at once because the address belongs to the listing. */
export const AUTOMATIC_ACTOR = 'system';
export const CLAIM_PAGE_SIZE = 50;

/** The host of a website without a leading "www.", or undefined when it is no URL. */
function siteHost(website: string | null): string | undefined {
  if (website === null) return undefined;
  try {
    return new URL(website).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return undefined;
  }
}

/**
 * Whether a confirmed address belongs to the listing: it is the listing's e-mail, or its domain is exactly the
 * website's (a subdomain is not enough: shared hosts give many strangers subdomains of one domain).
 */
export function addressBelongsTo(email: string, business: Pick<Business, 'email' | 'website'>): boolean {
  const address = email.toLowerCase();
  if (business.email !== null && business.email.toLowerCase() === address) return true;
  const host = siteHost(business.website);
  return host !== undefined && address.slice(address.lastIndexOf('@') + 1) === host;
}

/** Claims of listings: filed publicly, confirmed by a mailed link, approved at once or by the admin. */
@Injectable()
export class ClaimsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly links: OwnerLinksService,
    private readonly outbox: MailOutboxService,
    private readonly audit: AuditLogService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Files a claim and mails its confirmation link; nothing changes hands until the link is used. */
  async file(businessId: string, dto: CreateClaimDto): Promise<ClaimFiledDto> {
    if (!UUID_PATTERN.test(businessId)) throw DomainError.notFound(BUSINESS_NOT_FOUND_ERROR);
    return this.dataSource.transaction(async (manager) => {
      const business = await manager.findOne(Business, { where: { id: businessId } });
      if (business === null || business.deletedAt !== null || business.status === 'rejected') {
        throw DomainError.notFound(BUSINESS_NOT_FOUND_ERROR);
      }
      const claim = await manager.save(
        manager.create(BusinessClaim, {
          businessId,
          name: dto.name,
          email: dto.email.toLowerCase(),
          phone: dto.phone,
          role: dto.role,
          message: dto.message ?? '',
          status: 'unconfirmed',
        }),
      );
      await this.links.issue(manager, claim.email, { id: claim.id, businessName: business.name });
      return { message: CLAIM_MESSAGES.filed };
    });
  }

  /**
   * Called when the claim's link is used (OwnerAuthService.signIn, same transaction): approved at once when the
   * address belongs to the listing and nobody owns it yet, otherwise queued for the admin. An owned listing never
   * changes hands here.
   */
  async confirm(manager: EntityManager, claimId: string, owner: Owner): Promise<void> {
    const claim = await manager.findOne(BusinessClaim, { where: { id: claimId }, lock: { mode: 'pessimistic_write' } });
    if (claim === null || claim.status !== 'unconfirmed') return;
    // Locked: two claims of one listing confirmed at once are decided one after the other.
    const business = await manager.findOneOrFail(Business, {
      where: { id: claim.businessId },
      lock: { mode: 'pessimistic_write' },
    });
    const now = this.clock.now();
    if (owner.name === null) await manager.update(Owner, { id: owner.id }, { name: claim.name });
    const current = await manager.findOne(BusinessOwner, { where: { businessId: business.id } });
    claim.confirmedAt = now;
    if (current === null && addressBelongsTo(claim.email, business)) {
      await this.approve(manager, claim, business, owner.id, AUTOMATIC_ACTOR);
      return;
    }
    if (current !== null && current.ownerId === owner.id) {
      // Already theirs: nothing to decide.
      Object.assign(claim, { status: 'approved', decidedAt: now, decidedBy: AUTOMATIC_ACTOR });
      await manager.save(claim);
      return;
    }
    claim.status = 'pending';
    await manager.save(claim);
    await this.outbox.enqueue(
      manager,
      newClaimForOperator(this.config, {
        businessId: business.id,
        businessName: business.name,
        name: claim.name,
        email: claim.email,
        role: claim.role,
        owned: current !== null,
      }),
    );
  }

  /** The queue "Übernahmen": waiting claims first, then decided ones, newest first. */
  async list(page = 1, limit = CLAIM_PAGE_SIZE): Promise<Page<ClaimDto>> {
    const [claims, total] = await this.dataSource.manager
      .createQueryBuilder(BusinessClaim, 'c')
      .where(`c.status <> 'unconfirmed'`)
      .orderBy(`CASE WHEN c.status = 'pending' THEN 0 ELSE 1 END`)
      .addOrderBy('c.created_at', 'DESC')
      .addOrderBy('c.id', 'DESC')
      .skip((page - 1) * limit)
      .take(limit)
      .getManyAndCount();
    const items = await Promise.all(claims.map((claim) => this.describe(this.dataSource.manager, claim)));
    return { items, total, page, limit, navigable: true };
  }

  /** The admin's decision on a waiting claim; approving hands the listing over, also from a previous owner. */
  async decide(claimId: string, approve: boolean, actor: string): Promise<ClaimDto> {
    if (!UUID_PATTERN.test(claimId)) throw DomainError.notFound(CLAIM_NOT_FOUND_ERROR);
    return this.dataSource.transaction(async (manager) => {
      const claim = await manager.findOne(BusinessClaim, {
        where: { id: claimId },
        lock: { mode: 'pessimistic_write' },
      });
      if (claim === null) throw DomainError.notFound(CLAIM_NOT_FOUND_ERROR);
      if (claim.status !== 'pending') throw DomainError.conflict(CLAIM_MESSAGES.notPending);
      const business = await manager.findOneOrFail(Business, {
        where: { id: claim.businessId },
        lock: { mode: 'pessimistic_write' },
      });
      if (approve) {
        const owner = await manager.findOneOrFail(Owner, { where: { email: claim.email } });
        await this.approve(manager, claim, business, owner.id, actor);
      } else {
        await this.settle(manager, claim, business, 'rejected', actor, {});
      }
      return this.describe(manager, claim);
    });
  }

  /**
   * Takes a decision back: the claim waits in the queue again. Undoing an approval removes the claimant's
   * ownership (a previous owner is not restored: the admin decides again). No mail goes out; the audit log keeps it.
   */
  async undo(claimId: string, actor: string): Promise<ClaimDto> {
    if (!UUID_PATTERN.test(claimId)) throw DomainError.notFound(CLAIM_NOT_FOUND_ERROR);
    return this.dataSource.transaction(async (manager) => {
      const claim = await manager.findOne(BusinessClaim, {
        where: { id: claimId },
        lock: { mode: 'pessimistic_write' },
      });
      if (claim === null) throw DomainError.notFound(CLAIM_NOT_FOUND_ERROR);
      if (claim.status !== 'approved' && claim.status !== 'rejected') {
        throw DomainError.conflict(CLAIM_MESSAGES.notDecided);
      }
      const before = { status: claim.status, decidedBy: claim.decidedBy };
      let removedOwnerId: string | null = null;
      if (claim.status === 'approved') {
        const owner = await manager.findOne(Owner, { where: { email: claim.email } });
        if (owner !== null) {
          const removed: unknown[] = await manager.query(
            `DELETE FROM business_owners WHERE business_id = $1 AND owner_id = $2 RETURNING owner_id`,
            [claim.businessId, owner.id],
          );
          if (removed.length > 0) removedOwnerId = owner.id;
        }
      }
      Object.assign(claim, { status: 'pending', decidedAt: null, decidedBy: null });
      await manager.save(claim);
      await this.audit.record(manager, {
        actor,
        action: 'claim.undo',
        entityType: 'claim',
        entityId: claim.id,
        before,
        after: { status: 'pending', businessId: claim.businessId, email: claim.email, removedOwnerId },
      });
      return this.describe(manager, claim);
    });
  }

  /** Hands the listing to the claimant (replacing a previous owner, which only the admin's decision does). */
  private async approve(
    manager: EntityManager,
    claim: BusinessClaim,
    business: Business,
    ownerId: string,
    actor: string,
  ): Promise<void> {
    const previous = await manager.findOne(BusinessOwner, { where: { businessId: business.id } });
    await manager.query(
      `INSERT INTO business_owners (business_id, owner_id) VALUES ($1, $2)
       ON CONFLICT (business_id) DO UPDATE SET owner_id = EXCLUDED.owner_id, created_at = now()`,
      [business.id, ownerId],
    );
    await this.settle(manager, claim, business, 'approved', actor, {
      previousOwnerId: previous?.ownerId ?? null,
      ownerId,
    });
  }

  /** Records a decision: the claim's state, its audit entry and the claimant's mail, in the caller's transaction. */
  private async settle(
    manager: EntityManager,
    claim: BusinessClaim,
    business: Business,
    status: 'approved' | 'rejected',
    actor: string,
    details: Record<string, string | null>,
  ): Promise<void> {
    const before = { status: claim.status };
    Object.assign(claim, { status, decidedAt: this.clock.now(), decidedBy: actor });
    await manager.save(claim);
    await this.audit.record(manager, {
      actor,
      action: status === 'approved' ? 'claim.approve' : 'claim.reject',
      entityType: 'claim',
      entityId: claim.id,
      before,
      after: { status, businessId: business.id, email: claim.email, ...details },
    });
    await this.outbox.enqueue(
      manager,
      claimDecided(this.config, {
        email: claim.email,
        businessId: business.id,
        businessName: business.name,
        approved: status === 'approved',
      }),
    );
  }

  private async describe(manager: EntityManager, claim: BusinessClaim): Promise<ClaimDto> {
    const business = await manager.findOneOrFail(Business, { where: { id: claim.businessId } });
    const current = await manager.findOne(BusinessOwner, { where: { businessId: claim.businessId } });
    const currentOwner = current === null ? null : await manager.findOne(Owner, { where: { id: current.ownerId } });
    return mapClaim({
      claim,
      businessName: business.name,
      businessEmail: business.email,
      businessWebsite: business.website,
      currentOwnerEmail: currentOwner?.email ?? null,
    });
  }
}
