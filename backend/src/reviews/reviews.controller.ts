import { Body, Controller, Get, Param, Post, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { BusinessIdParamDto } from '../businesses/business.dto';
import { ErrorBodyDto } from '../common/error-body.dto';
import { HttpCache } from '../common/http-caching';
import { paginationHeaders, sendPage } from '../common/pagination';
import { RateLimit } from '../common/throttling/rate-limit';
import { CreateReviewDto, ListReviewsQueryDto, RatingDto, ReviewDto } from './review.dto';
import { ReviewsService } from './reviews.service';

@ApiTags('reviews')
@Controller('businesses/:id')
export class ReviewsController {
  constructor(private readonly reviewsService: ReviewsService) {}

  @Get('reviews')
  @HttpCache('revalidate')
  @ApiOperation({ summary: 'Bewertungen eines Unternehmens (neueste zuerst)' })
  @ApiOkResponse({ type: [ReviewDto], headers: paginationHeaders() })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'Ungültige Business-ID oder Seitenangabe' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'Unternehmen nicht gefunden' })
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
  @ApiOperation({ summary: 'Bewertung abgeben' })
  @ApiCreatedResponse({ type: ReviewDto })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: 'Ungültige Eingaben, z. B. "Autorenname ist erforderlich"',
  })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'Unternehmen nicht gefunden' })
  @ApiTooManyRequestsResponse({ type: ErrorBodyDto, description: 'Zu viele Bewertungen von dieser IP-Adresse' })
  createReview(@Param() params: BusinessIdParamDto, @Body() dto: CreateReviewDto): Promise<ReviewDto> {
    return this.reviewsService.createReview(params.id, dto);
  }

  @Get('rating')
  @HttpCache('revalidate')
  @ApiOperation({ summary: 'Bewertungsübersicht: Durchschnitt und Anzahl' })
  @ApiOkResponse({ type: RatingDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'Ungültige Business-ID' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'Unternehmen nicht gefunden' })
  getRating(@Param() params: BusinessIdParamDto): Promise<RatingDto> {
    return this.reviewsService.getRating(params.id);
  }
}
