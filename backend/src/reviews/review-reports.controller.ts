import { Body, Controller, Param, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponse } from '../common/api-error-response';
import { RATE_LIMIT_MESSAGE, RateLimit } from '../common/throttling/rate-limit';
import { ReviewModerationService } from './review-moderation.service';
import {
  ALREADY_REPORTED_ERROR,
  CreateReviewReportDto,
  REPORT_COMMENT_TOO_LONG,
  REPORT_REASON_MESSAGE,
  REVIEW_ID_MESSAGE,
  REVIEW_NOT_FOUND_ERROR,
  ReviewIdParamDto,
  ReviewReportReceiptDto,
} from './review-report.dto';

@ApiTags('reviews')
@Controller('reviews/:id')
export class ReviewReportsController {
  constructor(private readonly moderation: ReviewModerationService) {}

  @Post('reports')
  @RateLimit('reportReview')
  @ApiOperation({
    summary: 'Bewertung melden',
    description:
      'Die Bewertung kommt in die Prüfliste der Administratoren; verstößt sie gegen die Regeln, wird sie ausgeblendet. Je Bewertung und Adresse eine Meldung (409 ALREADY_REPORTED für jede weitere).',
  })
  @ApiCreatedResponse({ type: ReviewReportReceiptDto })
  @ApiErrorResponse(400, REPORT_REASON_MESSAGE, REPORT_COMMENT_TOO_LONG, REVIEW_ID_MESSAGE)
  @ApiErrorResponse(404, REVIEW_NOT_FOUND_ERROR)
  @ApiErrorResponse(409, ALREADY_REPORTED_ERROR)
  @ApiErrorResponse(429, RATE_LIMIT_MESSAGE)
  reportReview(
    @Param() params: ReviewIdParamDto,
    @Body() dto: CreateReviewReportDto,
    @Req() request: FastifyRequest,
  ): Promise<ReviewReportReceiptDto> {
    return this.moderation.report(params.id, dto, request.ip);
  }
}
