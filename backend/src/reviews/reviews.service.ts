import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Page } from '../common/pagination';
import { DatabaseReader } from '../database/database-reader';
import { Business } from '../businesses/business.entity';
import { roundedAverage } from '../businesses/business.dto';
import { BUSINESS_NOT_FOUND, isBusinessUuid } from '../businesses/businesses.service';
import { CreateReviewDto, ListReviewsQueryDto, mapReview, RatingDto, REVIEWS_PAGE_SIZE, ReviewDto } from './review.dto';
import { Review } from './review.entity';

type ReviewCounts = Pick<Business, 'reviewCount' | 'ratingSum'>;

/**
 * Reads (list, rating) come from a replica, both queries of a request from the same server so
 * the list and its total agree. A visitor who just posted reads from the primary for a few
 * seconds (read-your-writes.ts), so their review is there at once; others may see it a few
 * milliseconds later. The write itself is a transaction on the primary.
 */
@Injectable()
export class ReviewsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reader: DatabaseReader,
  ) {}

  /** Runs `work` with the business's maintained counts; 404 when it exists on neither server. */
  private async readForBusiness<T>(
    id: string,
    work: (manager: EntityManager, counts: ReviewCounts) => T | Promise<T>,
  ): Promise<T> {
    const result = isBusinessUuid(id)
      ? await this.reader.readOrPrimary(async (manager) => {
          const counts = await manager.findOne(Business, {
            where: { id },
            select: { id: true, reviewCount: true, ratingSum: true },
          });
          return counts === null ? null : work(manager, counts);
        })
      : null;
    if (result === null) throw new NotFoundException(BUSINESS_NOT_FOUND);
    return result;
  }

  /** Newest first; the total is the business's maintained review count, so no count query runs. */
  listReviews(businessId: string, query: ListReviewsQueryDto): Promise<Page<ReviewDto>> {
    const page = query.page ?? 1;
    const limit = query.limit ?? REVIEWS_PAGE_SIZE;
    return this.readForBusiness(businessId, async (manager, { reviewCount }) => {
      const reviews = await manager.find(Review, {
        where: { businessId },
        order: { createdAt: 'DESC', id: 'DESC' },
        skip: (page - 1) * limit,
        take: limit,
      });
      return { items: reviews.map(mapReview), total: reviewCount, page, limit, navigable: true };
    });
  }

  /**
   * Stores a review and adds it to the business's count and sum in the same transaction. The
   * increment is a single UPDATE on the row, so concurrent posts queue on its lock and none is lost.
   */
  async createReview(businessId: string, dto: CreateReviewDto): Promise<ReviewDto> {
    if (!isBusinessUuid(businessId)) throw new NotFoundException(BUSINESS_NOT_FOUND);
    return this.dataSource.transaction(async (manager) => {
      const [, updated] = await manager.query<[unknown[], number]>(
        `UPDATE businesses SET review_count = review_count + 1, rating_sum = rating_sum + $1 WHERE id = $2`,
        [dto.rating, businessId],
      );
      if (updated !== 1) throw new NotFoundException(BUSINESS_NOT_FOUND);
      const review = manager.create(Review, {
        businessId,
        authorName: dto.authorName,
        rating: dto.rating,
        comment: dto.comment,
      });
      await manager.insert(Review, review);
      return mapReview(review);
    });
  }

  getRating(businessId: string): Promise<RatingDto> {
    return this.readForBusiness(businessId, (_manager, { reviewCount, ratingSum }) => ({
      averageRating: roundedAverage(ratingSum, reviewCount),
      totalReviews: reviewCount,
    }));
  }
}
