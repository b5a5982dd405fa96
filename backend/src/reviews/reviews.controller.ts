import { Body, Controller, Get, Param, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { BusinessIdParamDto } from '../businesses/business.dto';
import { ApiErrorResponse } from '../common/api-error-response';
import { HttpCache } from '../common/http-caching';
import { PAGE_MESSAGE, paginationHeaders, sendPage } from '../common/pagination';
import { RateLimit } from '../common/throttling/rate-limit';
import { CreateReviewDto, ListReviewsQueryDto, RatingDto, REVIEWS_PAGE_SIZE, ReviewDto } from './review.dto';
import { ReviewsService } from './reviews.service';
import { BUSINESS_NOT_FOUND_ERROR, BUSINESS_ID_FORMAT_MESSAGE } from '../businesses/business-messages';
import { AUTHOR_NAME_REQUIRED } from './review-messages';
import { RATE_LIMIT_MESSAGE } from '../common/common-messages';

@ApiTags('reviews')
@Controller('businesses/:id')
export class ReviewsController {
  constructor(private readonly reviewsService: ReviewsService) {}

  @Get('reviews')
  @HttpCache('revalidate')
  @ApiOperation({
    summary: 'Bewertungen eines Unternehmens (neueste zuerst)',
    description:
      'Die sichtbaren Bewertungen, neueste zuerst, seitenweise (page, limit); Gesamtzahl in X-Total-Count, Navigation im Link-Header. Ausgeblendete Bewertungen fehlen. Nur veröffentlichte Einträge haben Bewertungen; Einträge in Prüfung, abgelehnte und gelöschte antworten 404.',
  })
  @ApiOkResponse({
    type: [ReviewDto],
    headers: paginationHeaders({
      path: '/api/businesses/0b8a3c52-6f1e-4d2a-9c7b-2e5f8a1d4c90/reviews',
      limit: REVIEWS_PAGE_SIZE,
      always: true,
    }),
  })
  @ApiErrorResponse(400, BUSINESS_ID_FORMAT_MESSAGE, PAGE_MESSAGE)
  @ApiErrorResponse(404, BUSINESS_NOT_FOUND_ERROR)
  async listReviews(
    @Param() params: BusinessIdParamDto,
    @Query() query: ListReviewsQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ReviewDto[]> {
    const page = await this.reviewsService.listReviews(params.id, query);
    return sendPage(reply, `/api/businesses/${params.id}/reviews`, {}, page);
  }

  @Post('reviews')
  @RateLimit('createReview')
  @ApiOperation({
    summary: 'Bewertung abgeben',
    description:
      'Eine Bewertung (1–5 Sterne, Name, Text) für ein veröffentlichtes Unternehmen; sie zählt sofort im Durchschnitt. Einträge in Prüfung, abgelehnte und gelöschte antworten 404. Je Adresse begrenzt (429 mit Retry-After).',
  })
  @ApiCreatedResponse({ type: ReviewDto })
  @ApiErrorResponse(400, AUTHOR_NAME_REQUIRED)
  @ApiErrorResponse(404, BUSINESS_NOT_FOUND_ERROR)
  @ApiErrorResponse(429, RATE_LIMIT_MESSAGE)
  createReview(@Param() params: BusinessIdParamDto, @Body() dto: CreateReviewDto): Promise<ReviewDto> {
    return this.reviewsService.createReview(params.id, dto);
  }

  @Get('rating')
  @HttpCache('revalidate')
  @ApiOperation({
    summary: 'Bewertungsübersicht: Durchschnitt und Anzahl',
    description:
      'Durchschnitt (auf eine Stelle gerundet, 0 ohne Bewertungen) und Anzahl der sichtbaren Bewertungen; ausgeblendete Bewertungen zählen nicht. Nur für veröffentlichte Einträge (sonst 404).',
  })
  @ApiOkResponse({ type: RatingDto })
  @ApiErrorResponse(400, BUSINESS_ID_FORMAT_MESSAGE)
  @ApiErrorResponse(404, BUSINESS_NOT_FOUND_ERROR)
  getRating(@Param() params: BusinessIdParamDto): Promise<RatingDto> {
    return this.reviewsService.getRating(params.id);
  }
}
