import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Page } from '../common/pagination';
import { roundedAverage } from '../businesses/average-rating';
import { BusinessesRepository } from '../businesses/businesses.repository';
import { entityColumns } from '../database/entity-columns';
import { prepared } from '../database/prepared-statements';
import { CreateReviewDto, ListReviewsQueryDto, mapReview, RatingDto, REVIEWS_PAGE_SIZE, ReviewDto } from './review.dto';
import { Review } from './review.entity';
import { OwnerNotificationsService } from '../owners/owner-notifications.service';

/**
 * One page of a listing's listed reviews, newest first, whole rows (the answer's moderation state too): the public
 * list's and the owner's. Hidden by moderation: neither listed nor counted. Raw SQL (entityColumns): a hot public
 * read, bounded by its LIMIT along idx_reviews_business_created.
 */
export function readReviewPage(
  manager: EntityManager,
  businessId: string,
  page: number,
  limit: number,
): Promise<Review[]> {
  return manager.query<Review[]>(
    prepared(`SELECT ${entityColumns(manager.connection, Review, 'r')} FROM reviews r
     WHERE r.business_id = $1 AND r.hidden_at IS NULL
     ORDER BY r.created_at DESC, r.id DESC LIMIT $2 OFFSET $3`),
    [businessId, limit, (page - 1) * limit],
  );
}

/**
 * Reads (list, rating) come from a replica, both queries of a request from the same server so
 * the list and its total agree. A visitor who just posted reads from the primary for a few
 * seconds (read-your-writes.ts), so their review is there at once; others may see it a few
 * milliseconds later. The write itself is a transaction on the primary.
 */
@Injectable()
export class ReviewsService {
  constructor(
    // The transaction that stores a review and counts it on its business.
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly businesses: BusinessesRepository,
    private readonly notifications: OwnerNotificationsService,
  ) {}

  /** Newest first; the total is the business's maintained review count, so no count query runs. */
  listReviews(businessId: string, query: ListReviewsQueryDto): Promise<Page<ReviewDto>> {
    const page = query.page ?? 1;
    const limit = query.limit ?? REVIEWS_PAGE_SIZE;
    return this.businesses.readWithRatingCounts(businessId, async (manager, { reviewCount }) => {
      const reviews = await readReviewPage(manager, businessId, page, limit);
      return { items: reviews.map(mapReview), total: reviewCount, page, limit, navigable: true };
    });
  }

  /** Stores a review and adds it to the business's counters in the same transaction. */
  createReview(businessId: string, dto: CreateReviewDto): Promise<ReviewDto> {
    return this.dataSource.transaction(async (manager) => {
      await this.businesses.addVisitorRating(manager, businessId, dto.rating);
      const review = manager.create(Review, {
        businessId,
        authorName: dto.authorName,
        rating: dto.rating,
        comment: dto.comment,
      });
      await manager.insert(Review, review);
      await this.notifications.newReview(manager, review);
      return mapReview(review);
    });
  }

  getRating(businessId: string): Promise<RatingDto> {
    return this.businesses.readWithRatingCounts(businessId, (_manager, { reviewCount, ratingSum }) => ({
      averageRating: roundedAverage(ratingSum, reviewCount),
      totalReviews: reviewCount,
    }));
  }
}
