import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type { Business } from '../businesses/business.entity';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { answerHiddenForOwner, entryDecided, newReviewForOwner, reviewHiddenForOwner } from '../mail/mail-messages';
import { MailOutboxService } from '../mail/mail-outbox.service';

interface OwnerRecipient {
  email: string;
  businessName: string;
  notifyNewReview: boolean;
  notifyReviewHidden: boolean;
}

/** Mails to a listing's owner about what happens to it, each in the transaction of the change. */
@Injectable()
export class OwnerNotificationsService {
  constructor(
    private readonly outbox: MailOutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Approval or rejection of an entry: to its owner, or, while it has none, to the address the public form was
   * filled in with (that sender is waiting for the answer).
   */
  async entryDecided(
    manager: EntityManager,
    business: Pick<Business, 'id' | 'name' | 'email' | 'source' | 'status' | 'rejectionReason'>,
  ): Promise<void> {
    const to = (await this.ownerEmail(manager, business.id)) ?? (business.source === 'form' ? business.email : null);
    if (to === null) return;
    await this.outbox.enqueue(
      manager,
      entryDecided(this.config, {
        to,
        businessId: business.id,
        name: business.name,
        approved: business.status === 'published',
        reason: business.rejectionReason,
      }),
    );
  }

  async newReview(
    manager: EntityManager,
    review: { businessId: string; authorName: string; rating: number; comment: string },
  ): Promise<void> {
    const owner = await this.owner(manager, review.businessId);
    if (owner === undefined || !owner.notifyNewReview) return;
    await this.outbox.enqueue(
      manager,
      newReviewForOwner(this.config, { ...review, to: owner.email, businessName: owner.businessName }),
    );
  }

  async reviewHidden(manager: EntityManager, review: { businessId: string; authorName: string }): Promise<void> {
    const owner = await this.owner(manager, review.businessId);
    if (owner === undefined || !owner.notifyReviewHidden) return;
    await this.outbox.enqueue(
      manager,
      reviewHiddenForOwner(this.config, { ...review, to: owner.email, businessName: owner.businessName }),
    );
  }

  /**
   * The owner's own answer was hidden after a report: sent whatever the settings say, as a rejected entry is, since
   * it is about what the owner wrote and only the owner can write a new one.
   */
  async answerHidden(manager: EntityManager, review: { businessId: string; authorName: string }): Promise<void> {
    const owner = await this.owner(manager, review.businessId);
    if (owner === undefined) return;
    await this.outbox.enqueue(
      manager,
      answerHiddenForOwner(this.config, { ...review, to: owner.email, businessName: owner.businessName }),
    );
  }

  private async ownerEmail(manager: EntityManager, businessId: string): Promise<string | null> {
    return (await this.owner(manager, businessId))?.email ?? null;
  }

  private async owner(manager: EntityManager, businessId: string): Promise<OwnerRecipient | undefined> {
    const [row] = await manager.query<OwnerRecipient[]>(
      `SELECT o.email, b.name AS "businessName", o.notify_new_review AS "notifyNewReview",
              o.notify_review_hidden AS "notifyReviewHidden"
         FROM business_owners bo JOIN owners o ON o.id = bo.owner_id JOIN businesses b ON b.id = bo.business_id
        WHERE bo.business_id = $1`,
      [businessId],
    );
    return row;
  }
}
