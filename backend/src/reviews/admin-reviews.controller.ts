import { applyDecorators, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiAdminSession } from '../admin-access/admin-api.decorators';
import { type AdminActor, CurrentAdmin } from '../admin-access/admin-access';
import { ApiErrorResponse } from '../common/api-error-response';
import { LIMIT_MESSAGE, PAGE_MESSAGE, paginationHeaders, sendPage } from '../common/pagination';
import { type ModerationTarget, type ModerationTexts } from './moderation-targets';
import { ReviewModerationService } from './review-moderation.service';
import {
  MODERATION_PAGE_SIZE,
  ModerationQueueQueryDto,
  ReportedAnswerDto,
  ReportedReviewDto,
  ReviewIdParamDto,
  ReviewModerationResultDto,
} from './review-report.dto';
import { REVIEW_ID_MESSAGE, MODERATION_TEXTS } from './review-messages';

const REVIEW_QUEUE = '/api/admin/reviews/reported';
const ANSWER_QUEUE = '/api/admin/reviews/reported-answers';

/** One page of a moderation queue: documented with its pagination headers and the page's 400s. */
function QueueOperation(path: string, type: typeof ReportedReviewDto, summary: string, description: string) {
  return applyDecorators(
    Get(path.replace('/api/admin/reviews/', '')),
    ApiOperation({ summary, description }),
    ApiOkResponse({ type: [type], headers: paginationHeaders({ path, limit: MODERATION_PAGE_SIZE, always: true }) }),
    ApiErrorResponse(400, PAGE_MESSAGE, LIMIT_MESSAGE),
  );
}

/** A moderation step on a review or its answer: 200 with the result, 404 when there is none, 409 when it cannot be. */
function StepOperation(
  target: ModerationTarget,
  path: string,
  conflicts: (texts: ModerationTexts) => [string, ...string[]],
  summary: string,
  description?: string,
) {
  const texts = MODERATION_TEXTS[target];
  return applyDecorators(
    Post(path),
    HttpCode(200),
    ApiOperation({ summary, description }),
    ApiOkResponse({ type: ReviewModerationResultDto }),
    ApiErrorResponse(400, REVIEW_ID_MESSAGE),
    ApiErrorResponse(404, texts.notFound),
    ApiErrorResponse(409, ...conflicts(texts)),
  );
}

/** Protected by the global AdminSessionGuard, which covers every route under /api/admin. */
@ApiTags('admin')
@ApiAdminSession()
@Controller('admin/reviews')
export class AdminReviewsController {
  constructor(private readonly moderation: ReviewModerationService) {}

  @QueueOperation(
    REVIEW_QUEUE,
    ReportedReviewDto,
    'Gemeldete und ausgeblendete Bewertungen, zuletzt gemeldete zuerst',
    'Mit Unternehmen, Anzahl und Gründen der offenen Meldungen. Gesamtzahl in X-Total-Count, Navigation im Link-Header.',
  )
  async listReportedReviews(
    @Query() query: ModerationQueueQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ReportedReviewDto[]> {
    return sendPage(reply, REVIEW_QUEUE, {}, await this.moderation.listReviewQueue(query));
  }

  @QueueOperation(
    ANSWER_QUEUE,
    ReportedAnswerDto,
    'Gemeldete und ausgeblendete Antworten des Inhabers, zuletzt gemeldete zuerst',
    'Jede mit ihrer Bewertung, dem Unternehmen, Anzahl und Gründen der offenen Meldungen. Gesamtzahl in X-Total-Count, Navigation im Link-Header.',
  )
  async listReportedAnswers(
    @Query() query: ModerationQueueQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ReportedAnswerDto[]> {
    return sendPage(reply, ANSWER_QUEUE, {}, await this.moderation.listAnswerQueue(query));
  }

  @StepOperation(
    'review',
    ':id/hide',
    (texts) => [texts.alreadyHidden],
    'Blendet eine Bewertung aus',
    'Sofort nicht mehr in der Liste, im Durchschnitt und in der Anzahl des Unternehmens (eine Transaktion).',
  )
  hideReview(@CurrentAdmin() admin: AdminActor, @Param() params: ReviewIdParamDto): Promise<ReviewModerationResultDto> {
    return this.moderation.hide(admin, 'review', params.id);
  }

  @StepOperation(
    'review',
    ':id/restore',
    (texts) => [texts.notHidden],
    'Stellt eine ausgeblendete Bewertung wieder her',
    'Wieder in Liste, Durchschnitt und Anzahl; ihre Meldungen gelten als erledigt.',
  )
  restoreReview(
    @CurrentAdmin() admin: AdminActor,
    @Param() params: ReviewIdParamDto,
  ): Promise<ReviewModerationResultDto> {
    return this.moderation.restore(admin, 'review', params.id);
  }

  @StepOperation(
    'review',
    ':id/dismiss-reports',
    (texts) => [texts.noOpenReports, texts.dismissHidden],
    'Verwirft die Meldungen einer Bewertung',
    'Die Bewertung bleibt sichtbar und verlässt die Prüfliste.',
  )
  dismissReviewReports(
    @CurrentAdmin() admin: AdminActor,
    @Param() params: ReviewIdParamDto,
  ): Promise<ReviewModerationResultDto> {
    return this.moderation.dismissReports(admin, 'review', params.id);
  }

  @StepOperation(
    'answer',
    ':id/answer/hide',
    (texts) => [texts.alreadyHidden],
    'Blendet die Antwort des Inhabers unter einer Bewertung aus',
    'Die Bewertung bleibt sichtbar, ohne die Antwort; der Inhaber erhält eine E-Mail. Im Prüfprotokoll.',
  )
  hideReviewAnswer(
    @CurrentAdmin() admin: AdminActor,
    @Param() params: ReviewIdParamDto,
  ): Promise<ReviewModerationResultDto> {
    return this.moderation.hide(admin, 'answer', params.id);
  }

  @StepOperation(
    'answer',
    ':id/answer/restore',
    (texts) => [texts.notHidden],
    'Stellt eine ausgeblendete Antwort des Inhabers wieder her',
    'Wieder unter der Bewertung sichtbar; ihre Meldungen gelten als erledigt.',
  )
  restoreReviewAnswer(
    @CurrentAdmin() admin: AdminActor,
    @Param() params: ReviewIdParamDto,
  ): Promise<ReviewModerationResultDto> {
    return this.moderation.restore(admin, 'answer', params.id);
  }

  @StepOperation(
    'answer',
    ':id/answer/dismiss-reports',
    (texts) => [texts.noOpenReports, texts.dismissHidden],
    'Verwirft die Meldungen einer Antwort des Inhabers',
    'Die Antwort bleibt sichtbar und verlässt die Prüfliste.',
  )
  dismissReviewAnswerReports(
    @CurrentAdmin() admin: AdminActor,
    @Param() params: ReviewIdParamDto,
  ): Promise<ReviewModerationResultDto> {
    return this.moderation.dismissReports(admin, 'answer', params.id);
  }
}
