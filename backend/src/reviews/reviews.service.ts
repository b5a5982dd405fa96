import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Page } from '../common/pagination';
import { Business } from '../businesses/business.entity';
import { roundedAverage } from '../businesses/business.dto';
import { BUSINESS_NOT_FOUND, isBusinessUuid } from '../businesses/businesses.service';
import { CreateReviewDto, ListReviewsQueryDto, mapReview, RatingDto, REVIEWS_PAGE_SIZE, ReviewDto } from './review.dto';
import { Review } from './review.entity';

@Injectable()
export class ReviewsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private async findCounts(id: string): Promise<Pick<Business, 'reviewCount' | 'ratingSum'>> {
    const business = isBusinessUuid(id)
      ? await this.dataSource
          .getRepository(Business)
          .findOne({ where: { id }, select: { id: true, reviewCount: true, ratingSum: true } })
      : null;
    if (business === null) throw new NotFoundException(BUSINESS_NOT_FOUND);
    return business;
  }

  /** Newest first; the total is the business's maintained review count, so no count query runs. */
  async listReviews(businessId: string, query: ListReviewsQueryDto): Promise<Page<ReviewDto>> {
    const { reviewCount } = await this.findCounts(businessId);
    const page = query.page ?? 1;
    const limit = query.limit ?? REVIEWS_PAGE_SIZE;
    const reviews = await this.dataSource.getRepository(Review).find({
      where: { businessId },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (page - 1) * limit,
      take: limit,
    });
    return { items: reviews.map(mapReview), total: reviewCount, page, limit, navigable: true };
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

  async getRating(businessId: string): Promise<RatingDto> {
    const { reviewCount, ratingSum } = await this.findCounts(businessId);
    return { averageRating: roundedAverage(ratingSum, reviewCount), totalReviews: reviewCount };
  }
}
