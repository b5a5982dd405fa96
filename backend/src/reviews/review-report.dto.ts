import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { UUID_PATTERN } from '../common/crypto';
import { PaginationQueryDto } from '../common/pagination';
import { TrimToUndefined } from '../common/transforms';
import { ReviewAnswerDto } from './review.dto';
import { REPORT_COMMENT_MAX_LENGTH } from './moderation-targets';
import { REVIEW_ID_MESSAGE, REPORT_REASON_MESSAGE, REPORT_COMMENT_TOO_LONG, REPORT_RECEIVED } from './review-messages';

/** Why a visitor reports a review; the German labels are in the frontend's report dialog. */
export const REPORT_REASONS = ['offensive', 'false_claim', 'spam', 'not_genuine', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The `{id}` of a review. */
export class ReviewIdParamDto {
  @ApiProperty({ description: 'ID der Bewertung', example: '5d2f8b1a-3c4e-4f6a-8b9c-0d1e2f3a4b5c', format: 'uuid' })
  @IsString({ message: REVIEW_ID_MESSAGE })
  @Matches(UUID_PATTERN, { message: REVIEW_ID_MESSAGE })
  id!: string;
}

/** `POST /api/reviews/{id}/reports`: a visitor's report. */
export class CreateReviewReportDto {
  @ApiProperty({
    description:
      'Grund: offensive (beleidigend oder unangemessen), false_claim (falsche Tatsachenbehauptung), spam (Spam oder Werbung), not_genuine (kein echtes Kundenerlebnis), other (Sonstiges)',
    enum: REPORT_REASONS,
    enumName: 'ReportReason',
    example: 'offensive',
  })
  @IsIn(REPORT_REASONS, { message: REPORT_REASON_MESSAGE })
  reason!: ReportReason;

  @ApiPropertyOptional({
    description: 'Anmerkung (freiwillig)',
    maxLength: REPORT_COMMENT_MAX_LENGTH,
    example: 'Der Text enthält eine Beleidigung.',
  })
  @TrimToUndefined()
  @IsOptional()
  @IsString({ message: REPORT_COMMENT_TOO_LONG })
  @MaxLength(REPORT_COMMENT_MAX_LENGTH, { message: REPORT_COMMENT_TOO_LONG })
  comment?: string;
}

export class ReviewReportReceiptDto {
  @ApiProperty({ description: 'Bestätigung für den Besucher', example: REPORT_RECEIVED })
  message!: string;
}

export class ReportReasonCountDto {
  @ApiProperty({ enum: REPORT_REASONS, enumName: 'ReportReason', example: 'spam' })
  reason!: ReportReason;

  @ApiProperty({ type: 'integer', minimum: 1, example: 2 })
  count!: number;
}

/** One review in the moderation queue, with its open reports. */
export class ReportedReviewDto {
  @ApiProperty({ example: '5d2f8b1a-3c4e-4f6a-8b9c-0d1e2f3a4b5c' })
  id!: string;

  @ApiProperty({ example: '0b8a3c52-6f1e-4d2a-9c7b-2e5f8a1d4c90' })
  businessId!: string;

  @ApiProperty({ example: 'Bäckerei Sonnenschein' })
  businessName!: string;

  @ApiProperty({ example: 'Anna Schmidt' })
  authorName!: string;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: 5, example: 1 })
  rating!: number;

  @ApiProperty({ example: 'Ein Kommentar, der gemeldet wurde.' })
  comment!: string;

  @ApiProperty({ format: 'date-time', example: '2025-11-21T09:30:00.000Z' })
  createdAt!: string;

  @ApiProperty({ description: 'Ausgeblendet: nicht in der Liste, nicht im Durchschnitt', example: false })
  hidden!: boolean;

  @ApiProperty({ description: 'In der Warteschlange seit', format: 'date-time', example: '2025-11-22T10:00:00.000Z' })
  flaggedAt!: string;

  @ApiProperty({ description: 'Anzahl der offenen Meldungen', type: 'integer', minimum: 0, example: 3 })
  reportCount!: number;

  @ApiProperty({ description: 'Offene Meldungen je Grund, häufigster zuerst', type: [ReportReasonCountDto] })
  reasons!: ReportReasonCountDto[];

  @ApiProperty({
    description: 'Die neuesten Anmerkungen der Meldenden (höchstens 5)',
    type: [String],
    example: ['Der Text enthält eine Beleidigung.'],
  })
  reportComments!: string[];
}

/**
 * An owner's answer in its moderation queue, with the review it answers. Here `hidden`, `flaggedAt` and the report
 * fields are the answer's.
 */
export class ReportedAnswerDto extends ReportedReviewDto {
  @ApiProperty({ type: ReviewAnswerDto, description: 'Die gemeldete Antwort des Inhabers' })
  answer!: ReviewAnswerDto;
}

/** The queue is listed 20 at a time unless `limit` says otherwise. */
export const MODERATION_PAGE_SIZE = 20;

/** The answer to a moderation step. */
export class ReviewModerationResultDto {
  @ApiProperty({ example: '5d2f8b1a-3c4e-4f6a-8b9c-0d1e2f3a4b5c' })
  id!: string;

  @ApiProperty({ description: 'Ob die Bewertung (oder die Antwort) jetzt ausgeblendet ist', example: true })
  hidden!: boolean;

  @ApiProperty({ description: 'Meldung für das Dashboard', example: 'Die Bewertung ist ausgeblendet.' })
  message!: string;
}

export class ModerationQueueQueryDto extends PaginationQueryDto(MODERATION_PAGE_SIZE) {}
