import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull } from 'typeorm';
import { Clock } from '../common/clock';
import { OwnerBusinessesService } from '../owners/owner-businesses.service';
import { REVIEW_NOT_FOUND_ERROR } from './review-report.dto';
import { mapReview, ReviewDto } from './review.dto';
import { Review } from './review.entity';

/**
 * The listing owner's one public answer per review. A review that is hidden, unknown or of a listing the owner does
 * not own answers 404 alike, so an owner learns nothing about other listings' reviews.
 */
@Injectable()
export class OwnerAnswersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly ownerBusinesses: OwnerBusinessesService,
    private readonly clock: Clock,
  ) {}

  /** Writes or replaces the answer; returns the review as the public list shows it. */
  async save(ownerId: string, reviewId: string, text: string): Promise<ReviewDto> {
    const review = await this.ownersReview(ownerId, reviewId);
    review.answerText = text;
    review.answeredAt = this.clock.now();
    await this.dataSource.manager.update(
      Review,
      { id: review.id },
      { answerText: text, answeredAt: review.answeredAt },
    );
    return mapReview(review);
  }

  /** Removes the answer (nothing to do when there is none); returns the review's listing. */
  async remove(ownerId: string, reviewId: string): Promise<string> {
    const review = await this.ownersReview(ownerId, reviewId);
    await this.dataSource.manager.update(Review, { id: review.id }, { answerText: null, answeredAt: null });
    return review.businessId;
  }

  private async ownersReview(ownerId: string, reviewId: string): Promise<Review> {
    const review = await this.dataSource.manager.findOneBy(Review, { id: reviewId, hiddenAt: IsNull() });
    if (review === null || !(await this.ownerBusinesses.owns(ownerId, review.businessId))) {
      throw new NotFoundException(REVIEW_NOT_FOUND_ERROR);
    }
    return review;
  }
}
