import { Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiAdminSession } from '../admin-access/admin-api.decorators';
import { type AdminActor, CurrentAdmin } from '../admin-access/admin-access';
import { ApiErrorResponse } from '../common/api-error-response';
import { LIMIT_MESSAGE, PAGE_MESSAGE, paginationHeaders, sendPage } from '../common/pagination';
import {
  MESSAGE_ALREADY_HIDDEN,
  MESSAGE_DISMISS_HIDDEN,
  MESSAGE_NO_OPEN_REPORTS,
  MESSAGE_NOT_HIDDEN,
  ReviewModerationService,
} from './review-moderation.service';
import {
  MODERATION_PAGE_SIZE,
  ModerationQueueQueryDto,
  ReportedReviewDto,
  REVIEW_ID_MESSAGE,
  REVIEW_NOT_FOUND_ERROR,
  ReviewIdParamDto,
  ReviewModerationResultDto,
} from './review-report.dto';

/** Protected by the global AdminSessionGuard, which covers every route under /api/admin. */
@ApiTags('admin')
@ApiAdminSession()
@Controller('admin/reviews')
export class AdminReviewsController {
  constructor(private readonly moderation: ReviewModerationService) {}

  @Get('reported')
  @ApiOperation({
    summary: 'Gemeldete und ausgeblendete Bewertungen, zuletzt gemeldete zuerst',
    description:
      'Mit Unternehmen, Anzahl und Gründen der offenen Meldungen. Gesamtzahl in X-Total-Count, Navigation im Link-Header.',
  })
  @ApiOkResponse({
    type: [ReportedReviewDto],
    headers: paginationHeaders({ path: '/api/admin/reviews/reported', limit: MODERATION_PAGE_SIZE, always: true }),
  })
  @ApiErrorResponse(400, PAGE_MESSAGE, LIMIT_MESSAGE)
  async listReportedReviews(
    @Query() query: ModerationQueueQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ReportedReviewDto[]> {
    return sendPage(reply, '/api/admin/reviews/reported', {}, await this.moderation.listQueue(query));
  }

  @Post(':id/hide')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Blendet eine Bewertung aus',
    description:
      'Sofort nicht mehr in der Liste, im Durchschnitt und in der Anzahl des Unternehmens (eine Transaktion).',
  })
  @ApiOkResponse({ type: ReviewModerationResultDto })
  @ApiErrorResponse(400, REVIEW_ID_MESSAGE)
  @ApiErrorResponse(404, REVIEW_NOT_FOUND_ERROR)
  @ApiErrorResponse(409, MESSAGE_ALREADY_HIDDEN)
  hideReview(@CurrentAdmin() admin: AdminActor, @Param() params: ReviewIdParamDto): Promise<ReviewModerationResultDto> {
    return this.moderation.hide(admin, params.id);
  }

  @Post(':id/restore')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Stellt eine ausgeblendete Bewertung wieder her',
    description: 'Wieder in Liste, Durchschnitt und Anzahl; ihre Meldungen gelten als erledigt.',
  })
  @ApiOkResponse({ type: ReviewModerationResultDto })
  @ApiErrorResponse(400, REVIEW_ID_MESSAGE)
  @ApiErrorResponse(404, REVIEW_NOT_FOUND_ERROR)
  @ApiErrorResponse(409, MESSAGE_NOT_HIDDEN)
  restoreReview(
    @CurrentAdmin() admin: AdminActor,
    @Param() params: ReviewIdParamDto,
  ): Promise<ReviewModerationResultDto> {
    return this.moderation.restore(admin, params.id);
  }

  @Post(':id/dismiss-reports')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Verwirft die Meldungen einer Bewertung',
    description: 'Die Bewertung bleibt sichtbar und verlässt die Prüfliste.',
  })
  @ApiOkResponse({ type: ReviewModerationResultDto })
  @ApiErrorResponse(400, REVIEW_ID_MESSAGE)
  @ApiErrorResponse(404, REVIEW_NOT_FOUND_ERROR)
  @ApiErrorResponse(409, MESSAGE_NO_OPEN_REPORTS, MESSAGE_DISMISS_HIDDEN)
  dismissReviewReports(
    @CurrentAdmin() admin: AdminActor,
    @Param() params: ReviewIdParamDto,
  ): Promise<ReviewModerationResultDto> {
    return this.moderation.dismissReports(admin, params.id);
  }
}
