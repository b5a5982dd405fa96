import { Injectable } from '@nestjs/common';
import { DomainError } from '../common/domain-error';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { AdminActor } from '../admin-access/admin-access';
import type { AuditAction } from '../audit/audit-log.dto';
import { AuditLogService } from '../audit/audit-log.service';
import { BusinessesRepository } from '../businesses/businesses.repository';
import { sha256 } from '../common/crypto';
import type { Page, PaginationQuery } from '../common/pagination';
import { OwnerNotificationsService } from '../owners/owner-notifications.service';
import { type ModerationTarget } from './moderation-targets';
import { ReviewModerationRepository } from './review-moderation.repository';
import {
  type CreateReviewReportDto,
  MODERATION_PAGE_SIZE,
  type ReportedAnswerDto,
  type ReportedReviewDto,
  type ReviewModerationResultDto,
  type ReviewReportReceiptDto,
} from './review-report.dto';
import type { Review } from './review.entity';
import { MODERATION_TEXTS } from './review-messages';

/** A review (or its answer) as the audit log keeps it (a type, not an interface: snapshots are flat records). */
type ModerationSnapshot = {
  businessId: string;
  authorName: string;
  rating: number;
  comment: string;
  answerText?: string | null;
  hidden: boolean;
  openReports: number;
};

/**
 * Reports and moderation of reviews and of owners' answers to them, the same steps for both (the target). A hidden
 * review is neither listed nor counted: hiding and restoring change the business's review count and rating sum in
 * the same transaction, so the average is right at once. A hidden answer is not shown; its owner is told. Every
 * step locks the review row first.
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

  /** Files a visitor's report; one per target and address (409 for the second, nothing changes). */
  async report(
    target: ModerationTarget,
    reviewId: string,
    dto: CreateReviewReportDto,
    address: string,
  ): Promise<ReviewReportReceiptDto> {
    const texts = MODERATION_TEXTS[target];
    const reporterKey = sha256(`${reviewId}\u0000${address}`).toString('hex');
    await this.dataSource.transaction(async (manager) => {
      const outcome = await this.moderation.addReport(manager, target, {
        reviewId,
        reason: dto.reason,
        comment: dto.comment ?? null,
        reporterKey,
      });
      // Thrown inside the transaction: the flag set above is rolled back with it.
      if (outcome === 'not-found') throw DomainError.notFound(texts.notFound);
      if (outcome === 'already-reported') throw DomainError.conflict(texts.alreadyReported);
    });
    return { message: texts.received };
  }

  listReviewQueue(query: PaginationQuery): Promise<Page<ReportedReviewDto>> {
    return this.listQueue('review', query);
  }

  listAnswerQueue(query: PaginationQuery): Promise<Page<ReportedAnswerDto>> {
    return this.listQueue('answer', query) as Promise<Page<ReportedAnswerDto>>;
  }

  /** Takes the target out of public view; its reports stay open until it is restored. */
  hide(actor: AdminActor, target: ModerationTarget, id: string): Promise<ReviewModerationResultDto> {
    const texts = MODERATION_TEXTS[target];
    return this.step(actor, target, id, texts.actions.hide, async (manager, review) => {
      if (hiddenAt(target, review) !== null) throw DomainError.conflict(texts.alreadyHidden);
      await this.moderation.setHidden(manager, target, id, true);
      if (target === 'review') {
        await this.businesses.removeRating(manager, review.businessId, review.rating);
        await this.notifications.reviewHidden(manager, review);
      } else {
        await this.notifications.answerHidden(manager, review);
      }
      return { hidden: true, message: texts.hidden };
    });
  }

  /** Shows a hidden target again (a review also in the average) and closes its reports as unfounded. */
  restore(actor: AdminActor, target: ModerationTarget, id: string): Promise<ReviewModerationResultDto> {
    const texts = MODERATION_TEXTS[target];
    return this.step(actor, target, id, texts.actions.restore, async (manager, review) => {
      if (hiddenAt(target, review) === null) throw DomainError.conflict(texts.notHidden);
      await this.moderation.setHidden(manager, target, id, false);
      if (target === 'review') await this.businesses.addRating(manager, review.businessId, review.rating);
      await this.moderation.resolveReports(manager, target, id);
      return { hidden: false, message: texts.restored };
    });
  }

  /** Keeps a visible target and closes its reports: it leaves the queue. */
  dismissReports(actor: AdminActor, target: ModerationTarget, id: string): Promise<ReviewModerationResultDto> {
    const texts = MODERATION_TEXTS[target];
    return this.step(actor, target, id, texts.actions.dismiss, async (manager, review) => {
      if (hiddenAt(target, review) !== null) throw DomainError.conflict(texts.dismissHidden);
      const flagged = target === 'review' ? review.flaggedAt : review.answerFlaggedAt;
      if (flagged === null) throw DomainError.conflict(texts.noOpenReports);
      await this.moderation.resolveReports(manager, target, id);
      return { hidden: false, message: texts.dismissed };
    });
  }

  private async listQueue(target: ModerationTarget, query: PaginationQuery): Promise<Page<ReportedReviewDto>> {
    const page = query.page ?? 1;
    const limit = query.limit ?? MODERATION_PAGE_SIZE;
    const { items, total } = await this.moderation.listQueue(target, (page - 1) * limit, limit);
    return { items, total, page, limit, navigable: true };
  }

  /** One moderation step in one transaction: lock the review, change it, log before and after. */
  private step(
    actor: AdminActor,
    target: ModerationTarget,
    id: string,
    action: AuditAction,
    change: (manager: EntityManager, review: Review) => Promise<Omit<ReviewModerationResultDto, 'id'>>,
  ): Promise<ReviewModerationResultDto> {
    return this.dataSource.transaction(async (manager) => {
      const review = await this.moderation.lockReview(manager, id);
      if (review === null || (target === 'answer' && review.answerText === null)) {
        throw DomainError.notFound(MODERATION_TEXTS[target].notFound);
      }
      const before = await this.snapshot(manager, target, review, hiddenAt(target, review) !== null);
      const result = await change(manager, review);
      const after = await this.snapshot(manager, target, review, result.hidden);
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

  private async snapshot(
    manager: EntityManager,
    target: ModerationTarget,
    review: Review,
    hidden: boolean,
  ): Promise<ModerationSnapshot> {
    return {
      businessId: review.businessId,
      authorName: review.authorName,
      rating: review.rating,
      comment: review.comment,
      ...(target === 'answer' ? { answerText: review.answerText } : {}),
      hidden,
      openReports: await this.moderation.countOpenReports(manager, target, review.id),
    };
  }
}

function hiddenAt(target: ModerationTarget, review: Review): Date | null {
  return target === 'review' ? review.hiddenAt : review.answerHiddenAt;
}
