import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { BusinessIdParamDto } from '../businesses/business.dto';
import { ApiErrorResponse } from '../common/api-error-response';
import { LIMIT_MESSAGE, PAGE_MESSAGE, PAGE_TOO_HIGH_MESSAGE, paginationHeaders, sendPage } from '../common/pagination';
import type { OwnerSession } from '../owners/owner-session.entity';
import { CurrentOwnerSession, OwnerSessionRequired } from '../owners/owner-session.guard';
import { OwnerAnswersService } from './owner-answers.service';
import { ListReviewsQueryDto, OwnerReviewDto, REVIEWS_PAGE_SIZE } from './review.dto';
import { BUSINESS_NOT_FOUND_ERROR, BUSINESS_ID_FORMAT_MESSAGE } from '../businesses/business-messages';

/**
 * The reviews of an own listing in the owner area. Here rather than in OwnerController: the owners module may not use
 * the reviews module (reviews use owners), and the answers it shows are this module's.
 */
@ApiTags('owner')
@Controller('owner/businesses/:id')
export class OwnerReviewsController {
  constructor(private readonly answers: OwnerAnswersService) {}

  @Get('reviews')
  @OwnerSessionRequired()
  @ApiOperation({
    summary: 'Bewertungen eines eigenen Eintrags mit den Antworten',
    description:
      'Die Bewertungen wie in der öffentlichen Liste (neueste zuerst, seitenweise mit page und limit; Gesamtzahl in ' +
      'X-Total-Count, Navigation im Link-Header; ausgeblendete Bewertungen fehlen), jede mit der Antwort des ' +
      'Inhabers und deren Zustand: auch eine Antwort, die die Redaktion nach einer Meldung ausgeblendet hat ' +
      '(answer.state hidden). Auch während der Eintrag geprüft wird.',
  })
  @ApiOkResponse({
    type: [OwnerReviewDto],
    headers: paginationHeaders({
      path: '/api/owner/businesses/0b8a3c52-6f1e-4d2a-9c7b-2e5f8a1d4c90/reviews',
      limit: REVIEWS_PAGE_SIZE,
      always: true,
    }),
  })
  @ApiErrorResponse(400, BUSINESS_ID_FORMAT_MESSAGE, PAGE_MESSAGE, PAGE_TOO_HIGH_MESSAGE, LIMIT_MESSAGE)
  @ApiErrorResponse(404, BUSINESS_NOT_FOUND_ERROR)
  async listOwnerReviews(
    @CurrentOwnerSession() session: OwnerSession,
    @Param() params: BusinessIdParamDto,
    @Query() query: ListReviewsQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OwnerReviewDto[]> {
    const page = await this.answers.list(session.ownerId, params.id, query);
    return sendPage(reply, `/api/owner/businesses/${params.id}/reviews`, {}, page);
  }
}
