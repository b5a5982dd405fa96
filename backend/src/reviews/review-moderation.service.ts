import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { AdminActor } from '../admin-access/admin-access';
import type { AuditAction } from '../audit/audit-log.dto';
import { AuditLogService } from '../audit/audit-log.service';
import { BusinessesRepository } from '../businesses/businesses.repository';
import { sha256 } from '../common/crypto';
import type { Page, PaginationQuery } from '../common/pagination';
import { ReviewModerationRepository } from './review-moderation.repository';
import {
  ALREADY_REPORTED_ERROR,
  type CreateReviewReportDto,
  MODERATION_PAGE_SIZE,
  REPORT_RECEIVED,
  type ReportedReviewDto,
  REVIEW_NOT_FOUND_ERROR,
  type ReviewModerationResultDto,
  type ReviewReportReceiptDto,
} from './review-report.dto';
import type { Review } from './review.entity';
import { OwnerNotificationsService } from '../owners/owner-notifications.service';

export const MESSAGE_ALREADY_HIDDEN = 'Die Bewertung ist bereits ausgeblendet.';
export const MESSAGE_NOT_HIDDEN = 'Die Bewertung ist nicht ausgeblendet.';
export const MESSAGE_NO_OPEN_REPORTS = 'Zu dieser Bewertung liegen keine offenen Meldungen vor.';
export const MESSAGE_DISMISS_HIDDEN =
  'Die Bewertung ist ausgeblendet. Stellen Sie sie wieder her, wenn die Meldungen unbegründet sind.';

/** A review as the audit log keeps it (a type, not an interface: snapshots are flat records). */
type ReviewSnapshot = {
  businessId: string;
  authorName: string;
  rating: number;
  comment: string;
  hidden: boolean;
  openReports: number;
};

/**
 * Reports and moderation of reviews. A hidden review is neither listed nor counted: hiding and
 * restoring change the business's review count and rating sum in the same transaction, so the
 * average is right at once. Every step locks the review row first.
 */
@Injectable()
export class ReviewModerationService {
  constructor(
    // Only for the transactions of a report and of each moderation step.
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly moderation: ReviewModerationRepository,
    private readonly businesses: BusinessesRepository,
    private readonly auditLog: AuditLogService,
    private readonly notifications: OwnerNotificationsService,
  ) {}

  /** Files a visitor's report; one per review and address (409 for the second, nothing changes). */
  async report(reviewId: string, dto: CreateReviewReportDto, address: string): Promise<ReviewReportReceiptDto> {
    const reporterKey = sha256(`${reviewId}\u0000${address}`).toString('hex');
    await this.dataSource.transaction(async (manager) => {
      const outcome = await this.moderation.addReport(manager, {
        reviewId,
        reason: dto.reason,
        comment: dto.comment ?? null,
        reporterKey,
      });
      // Thrown inside the transaction: the review's flag set above is rolled back with it.
      if (outcome === 'not-found') throw new NotFoundException(REVIEW_NOT_FOUND_ERROR);
      if (outcome === 'already-reported') throw new ConflictException(ALREADY_REPORTED_ERROR);
    });
    return { message: REPORT_RECEIVED };
  }

  async listQueue(query: PaginationQuery): Promise<Page<ReportedReviewDto>> {
    const page = query.page ?? 1;
    const limit = query.limit ?? MODERATION_PAGE_SIZE;
    const { items, total } = await this.moderation.listQueue((page - 1) * limit, limit);
    return { items, total, page, limit, navigable: true };
  }

  /** Takes the review out of the list and out of the average; its reports stay open until it is restored. */
  hide(actor: AdminActor, id: string): Promise<ReviewModerationResultDto> {
    return this.step(actor, id, 'review.hide', async (manager, review) => {
      if (review.hiddenAt !== null) throw new ConflictException(MESSAGE_ALREADY_HIDDEN);
      await this.moderation.setHidden(manager, id, true);
      await this.businesses.removeRating(manager, review.businessId, review.rating);
      await this.notifications.reviewHidden(manager, review);
      return { hidden: true, message: 'Die Bewertung ist ausgeblendet.' };
    });
  }

  /** Brings a hidden review back (list and average) and closes its reports as unfounded. */
  restore(actor: AdminActor, id: string): Promise<ReviewModerationResultDto> {
    return this.step(actor, id, 'review.restore', async (manager, review) => {
      if (review.hiddenAt === null) throw new ConflictException(MESSAGE_NOT_HIDDEN);
      await this.moderation.setHidden(manager, id, false);
      await this.businesses.addRating(manager, review.businessId, review.rating);
      await this.moderation.resolveReports(manager, id);
      return { hidden: false, message: 'Die Bewertung ist wiederhergestellt.' };
    });
  }

  /** Keeps a visible review and closes its reports: it leaves the queue. */
  dismissReports(actor: AdminActor, id: string): Promise<ReviewModerationResultDto> {
    return this.step(actor, id, 'review.dismissReports', async (manager, review) => {
      if (review.hiddenAt !== null) throw new ConflictException(MESSAGE_DISMISS_HIDDEN);
      if (review.flaggedAt === null) throw new ConflictException(MESSAGE_NO_OPEN_REPORTS);
      await this.moderation.resolveReports(manager, id);
      return { hidden: false, message: 'Die Meldungen wurden verworfen; die Bewertung bleibt sichtbar.' };
    });
  }

  /** One moderation step in one transaction: lock the review, change it, log before and after. */
  private step(
    actor: AdminActor,
    id: string,
    action: AuditAction,
    change: (manager: EntityManager, review: Review) => Promise<Omit<ReviewModerationResultDto, 'id'>>,
  ): Promise<ReviewModerationResultDto> {
    return this.dataSource.transaction(async (manager) => {
      const review = await this.moderation.lockReview(manager, id);
      if (review === null) throw new NotFoundException(REVIEW_NOT_FOUND_ERROR);
      const before = await this.snapshot(manager, review, review.hiddenAt !== null);
      const result = await change(manager, review);
      const after = await this.snapshot(manager, review, result.hidden);
      await this.auditLog.record(manager, {
        actor: actor.username,
        action,
        entityType: 'review',
        entityId: id,
        before,
        after,
      });
      return { id, ...result };
    });
  }

  private async snapshot(manager: EntityManager, review: Review, hidden: boolean): Promise<ReviewSnapshot> {
    return {
      businessId: review.businessId,
      authorName: review.authorName,
      rating: review.rating,
      comment: review.comment,
      hidden,
      openReports: await this.moderation.countOpenReports(manager, review.id),
    };
  }
}
