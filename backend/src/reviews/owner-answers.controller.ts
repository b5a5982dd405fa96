import { Body, Controller, Delete, HttpCode, HttpStatus, Param, Put, Req } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiErrorResponse } from '../common/api-error-response';
import { RateLimit } from '../common/throttling/rate-limit';
import { describeChanges } from '../common/write-changes';
import type { OwnerSession } from '../owners/owner-session.entity';
import { CurrentOwnerSession, OwnerSessionRequired } from '../owners/owner-session.guard';
import { OwnerAnswersService } from './owner-answers.service';
import { ReviewIdParamDto } from './review-report.dto';
import { ReviewDto, SaveReviewAnswerDto } from './review.dto';
import { REVIEW_NOT_FOUND_ERROR, ANSWER_REQUIRED } from './review-messages';
import { RATE_LIMIT_MESSAGE } from '../common/common-messages';

/** "Antwort des Inhabers": the owner of a listing answers its reviews in public. */
@ApiTags('owner')
@Controller('owner/reviews/:id/answer')
export class OwnerAnswersController {
  constructor(private readonly answers: OwnerAnswersService) {}

  @Put()
  @HttpCode(HttpStatus.OK)
  @OwnerSessionRequired()
  @RateLimit('editBusiness')
  @ApiOperation({
    summary: 'Eine Bewertung beantworten',
    description:
      'Schreibt oder ersetzt die eine öffentliche Antwort des Inhabers unter einer Bewertung eines eigenen Eintrags. ' +
      'Bewertungen fremder Einträge und ausgeblendete Bewertungen antworten 404.',
  })
  @ApiOkResponse({ type: ReviewDto, description: 'Die Bewertung mit ihrer Antwort' })
  @ApiErrorResponse(400, ANSWER_REQUIRED)
  @ApiErrorResponse(404, REVIEW_NOT_FOUND_ERROR)
  @ApiErrorResponse(429, RATE_LIMIT_MESSAGE)
  async saveReviewAnswer(
    @CurrentOwnerSession() session: OwnerSession,
    @Param() params: ReviewIdParamDto,
    @Body() body: SaveReviewAnswerDto,
    @Req() request: FastifyRequest,
  ): Promise<ReviewDto> {
    const review = await this.answers.save(session.ownerId, params.id, body.text);
    // The answer shows on the listing's own page only; the lists of entries stay as they are.
    describeChanges(request, { businessId: review.businessId, publicListing: false });
    return review;
  }

  @Delete()
  @HttpCode(HttpStatus.NO_CONTENT)
  @OwnerSessionRequired()
  @RateLimit('editBusiness')
  @ApiOperation({ summary: 'Die Antwort auf eine Bewertung löschen' })
  @ApiNoContentResponse({ description: 'Die Antwort ist gelöscht (oder es gab keine)' })
  @ApiErrorResponse(404, REVIEW_NOT_FOUND_ERROR)
  @ApiErrorResponse(429, RATE_LIMIT_MESSAGE)
  async deleteReviewAnswer(
    @CurrentOwnerSession() session: OwnerSession,
    @Param() params: ReviewIdParamDto,
    @Req() request: FastifyRequest,
  ): Promise<void> {
    const businessId = await this.answers.remove(session.ownerId, params.id);
    describeChanges(request, { businessId, publicListing: false });
  }
}
