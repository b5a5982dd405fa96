import { Injectable } from '@nestjs/common';
import { DomainError } from '../common/domain-error';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import { Clock } from '../common/clock';
import type { Page, PaginationQuery } from '../common/pagination';
import { OwnerBusinessesService } from '../owners/owner-businesses.service';
import { ReviewModerationRepository } from './review-moderation.repository';
import { mapOwnerReview, mapReview, OwnerReviewDto, REVIEWS_PAGE_SIZE, ReviewDto } from './review.dto';
import { readReviewPage } from './reviews.service';
import { Review } from './review.entity';
import { BUSINESS_NOT_FOUND_ERROR } from '../businesses/business-messages';
import { REVIEW_NOT_FOUND_ERROR } from './review-messages';

/**
 * The listing owner's one public answer per review. A review that is hidden, unknown or of a listing the owner does
 * not own answers 404 alike, so an owner learns nothing about other listings' reviews.
 */
@Injectable()
export class OwnerAnswersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly ownerBusinesses: OwnerBusinessesService,
    private readonly moderation: ReviewModerationRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * One page of an own listing's reviews as the public list pages them (newest first, hidden reviews left out), each
   * with its answer also while that is hidden after a report. On the primary, so an answer just written is there. A
   * listing in review is the owner's too; one not owned (or in the trash) answers 404 as the other owner routes do.
   */
  async list(ownerId: string, businessId: string, query: PaginationQuery): Promise<Page<OwnerReviewDto>> {
    const page = query.page ?? 1;
    const limit = query.limit ?? REVIEWS_PAGE_SIZE;
    const business = await this.ownerBusinesses.one(ownerId, businessId);
    if (business === null) throw DomainError.notFound(BUSINESS_NOT_FOUND_ERROR);
    const reviews = await readReviewPage(this.dataSource.manager, businessId, page, limit);
    // The total is the listing's maintained count of listed reviews, as in the public list.
    return { items: reviews.map(mapOwnerReview), total: business.reviewCount, page, limit, navigable: true };
  }

  /**
   * Writes or replaces the answer; returns the review as the public list shows it. A new text in place of an
   * answer hidden after a report is a new answer: shown, its predecessor's reports closed (the administrator can
   * hide it again when it is reported). A shown answer keeps its open reports through an edit.
   */
  async save(ownerId: string, reviewId: string, text: string): Promise<ReviewDto> {
    return this.dataSource.transaction(async (manager) => {
      const review = await this.ownersReview(manager, ownerId, reviewId);
      review.answerText = text;
      review.answeredAt = this.clock.now();
      await manager.update(Review, { id: review.id }, { answerText: text, answeredAt: review.answeredAt });
      if (review.answerHiddenAt !== null) {
        await this.endModeration(manager, review.id);
        review.answerHiddenAt = null;
      }
      return mapReview(review);
    });
  }

  /** Removes the answer (nothing to do when there is none) and its reports; returns the review's listing. */
  async remove(ownerId: string, reviewId: string): Promise<string> {
    return this.dataSource.transaction(async (manager) => {
      const review = await this.ownersReview(manager, ownerId, reviewId);
      await this.endModeration(manager, review.id);
      await manager.update(Review, { id: review.id }, { answerText: null, answeredAt: null });
      return review.businessId;
    });
  }

  /** The answer leaves the moderation queue: shown again (if there is one) and its reports closed. */
  private async endModeration(manager: EntityManager, reviewId: string): Promise<void> {
    await this.moderation.setHidden(manager, 'answer', reviewId, false);
    await this.moderation.resolveReports(manager, 'answer', reviewId);
  }

  private async ownersReview(manager: EntityManager, ownerId: string, reviewId: string): Promise<Review> {
    // Locked as every moderation step locks it: an administrator's step on the answer waits for this one.
    const review = await manager.findOne(Review, {
      where: { id: reviewId, hiddenAt: IsNull() },
      lock: { mode: 'pessimistic_write' },
    });
    if (review === null || !(await this.ownerBusinesses.owns(ownerId, review.businessId))) {
      throw DomainError.notFound(REVIEW_NOT_FOUND_ERROR);
    }
    return review;
  }
}
