import { applyDecorators, Body, Controller, Param, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponse } from '../common/api-error-response';
import { RateLimit } from '../common/throttling/rate-limit';
import { type ModerationTarget } from './moderation-targets';
import { ReviewModerationService } from './review-moderation.service';
import { CreateReviewReportDto, ReviewIdParamDto, ReviewReportReceiptDto } from './review-report.dto';
import { REPORT_COMMENT_TOO_LONG, REPORT_REASON_MESSAGE, REVIEW_ID_MESSAGE, MODERATION_TEXTS } from './review-messages';
import { RATE_LIMIT_MESSAGE } from '../common/common-messages';

/** A visitor's report, on a review or on the owner's answer to it: the same body, limit and answers. */
function ReportOperation(target: ModerationTarget, summary: string, description: string) {
  const texts = MODERATION_TEXTS[target];
  return applyDecorators(
    RateLimit('reportReview'),
    ApiOperation({ summary, description }),
    ApiCreatedResponse({ type: ReviewReportReceiptDto }),
    ApiErrorResponse(400, REPORT_REASON_MESSAGE, REPORT_COMMENT_TOO_LONG, REVIEW_ID_MESSAGE),
    ApiErrorResponse(404, texts.notFound),
    ApiErrorResponse(409, texts.alreadyReported),
    ApiErrorResponse(429, RATE_LIMIT_MESSAGE),
  );
}

@ApiTags('reviews')
@Controller('reviews/:id')
export class ReviewReportsController {
  constructor(private readonly moderation: ReviewModerationService) {}

  @Post('reports')
  @ReportOperation(
    'review',
    'Bewertung melden',
    'Die Bewertung kommt in die Prüfliste der Administratoren; verstößt sie gegen die Regeln, wird sie ausgeblendet. Je Bewertung und Adresse eine Meldung (409 ALREADY_REPORTED für jede weitere).',
  )
  reportReview(
    @Param() params: ReviewIdParamDto,
    @Body() dto: CreateReviewReportDto,
    @Req() request: FastifyRequest,
  ): Promise<ReviewReportReceiptDto> {
    return this.moderation.report('review', params.id, dto, request.ip);
  }

  @Post('answer/reports')
  @ReportOperation(
    'answer',
    'Antwort des Inhabers melden',
    'Die Antwort des Inhabers unter der Bewertung kommt in die Prüfliste der Administratoren; verstößt sie gegen die Regeln, wird sie ausgeblendet. Je Antwort und Adresse eine Meldung (409 ALREADY_REPORTED für jede weitere). Ohne sichtbare Antwort 404 ANSWER_NOT_FOUND. Dieselbe Begrenzung wie beim Melden von Bewertungen.',
  )
  reportReviewAnswer(
    @Param() params: ReviewIdParamDto,
    @Body() dto: CreateReviewReportDto,
    @Req() request: FastifyRequest,
  ): Promise<ReviewReportReceiptDto> {
    return this.moderation.report('answer', params.id, dto, request.ip);
  }
}
