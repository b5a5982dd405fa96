import { ApiProperty, OmitType } from '@nestjs/swagger';
import { IsInt, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { PaginationQueryDto } from '../common/pagination';
import { Trim } from '../common/transforms';
import { Review } from './review.entity';
import {
  RATING_MESSAGE,
  COMMENT_TOO_SHORT,
  AUTHOR_NAME_REQUIRED,
  AUTHOR_NAME_TOO_LONG,
  COMMENT_TOO_LONG,
  ANSWER_REQUIRED,
  ANSWER_TOO_LONG,
} from './review-messages';

/** Reviews are listed 50 at a time unless `limit` says otherwise. */
export const REVIEWS_PAGE_SIZE = 50;

export class ListReviewsQueryDto extends PaginationQueryDto(REVIEWS_PAGE_SIZE) {}

export class CreateReviewDto {
  @ApiProperty({ description: 'Name des Verfassers', minLength: 1, maxLength: 100, example: 'Anna Schmidt' })
  @Trim()
  @IsString({ message: AUTHOR_NAME_REQUIRED })
  @MinLength(1, { message: AUTHOR_NAME_REQUIRED })
  @MaxLength(100, { message: AUTHOR_NAME_TOO_LONG })
  authorName!: string;

  @ApiProperty({ description: 'Sterne (ganze Zahl von 1 bis 5)', type: 'integer', minimum: 1, maximum: 5, example: 5 })
  @IsInt({ message: RATING_MESSAGE })
  @Min(1, { message: RATING_MESSAGE })
  @Max(5, { message: RATING_MESSAGE })
  rating!: number;

  @ApiProperty({
    description: 'Kommentar (10 bis 1000 Zeichen)',
    minLength: 10,
    maxLength: 1000,
    example: 'Sehr freundliche Beratung und die besten Brötchen im Viertel.',
  })
  @Trim()
  @IsString({ message: COMMENT_TOO_SHORT })
  @MinLength(10, { message: COMMENT_TOO_SHORT })
  @MaxLength(1000, { message: COMMENT_TOO_LONG })
  comment!: string;
}

/** The owner's answer to a review, as written in the owner area. */
export class SaveReviewAnswerDto {
  @ApiProperty({
    description: 'Antwort des Inhabers (1 bis 1000 Zeichen)',
    minLength: 1,
    maxLength: 1000,
    example: 'Vielen Dank für Ihren Besuch, wir freuen uns auf das nächste Mal!',
  })
  @Trim()
  @IsString({ message: ANSWER_REQUIRED })
  @MinLength(1, { message: ANSWER_REQUIRED })
  @MaxLength(1000, { message: ANSWER_TOO_LONG })
  text!: string;
}

/** The listing owner's public answer under a review. */
export class ReviewAnswerDto {
  @ApiProperty({ example: 'Vielen Dank für Ihren Besuch, wir freuen uns auf das nächste Mal!' })
  text!: string;

  @ApiProperty({
    format: 'date-time',
    description: 'Geschrieben oder zuletzt geändert',
    example: '2025-11-22T08:15:00.000Z',
  })
  answeredAt!: string;
}

export class ReviewDto {
  @ApiProperty({ example: '5d2f8b1a-3c4e-4f6a-8b9c-0d1e2f3a4b5c' })
  id!: string;

  @ApiProperty({ example: '0b8a3c52-6f1e-4d2a-9c7b-2e5f8a1d4c90' })
  businessId!: string;

  @ApiProperty({ example: 'Anna Schmidt' })
  authorName!: string;

  @ApiProperty({ description: 'Sterne (1 bis 5)', type: 'integer', minimum: 1, maximum: 5, example: 5 })
  rating!: number;

  @ApiProperty({ example: 'Sehr freundliche Beratung und die besten Brötchen im Viertel.' })
  comment!: string;

  @ApiProperty({ format: 'date-time', example: '2025-11-21T09:30:00.000Z' })
  createdAt!: string;

  @ApiProperty({
    type: ReviewAnswerDto,
    nullable: true,
    description: 'Die Antwort des Inhabers, falls es eine gibt',
    example: {
      text: 'Vielen Dank für Ihren Besuch, wir freuen uns auf das nächste Mal!',
      answeredAt: '2025-11-22T08:15:00.000Z',
    },
  })
  answer!: ReviewAnswerDto | null;
}

/** Whether the owner's answer shows under the review, or an administrator has hidden it after a report. */
export const ANSWER_STATES = ['visible', 'hidden'] as const;
export type AnswerState = (typeof ANSWER_STATES)[number];

/** The owner's answer as its owner sees it: also while it is hidden. */
export class OwnerReviewAnswerDto extends ReviewAnswerDto {
  @ApiProperty({
    enum: ANSWER_STATES,
    enumName: 'AnswerState',
    description:
      'visible: öffentlich unter der Bewertung sichtbar; hidden: von der Redaktion nach einer Meldung ausgeblendet, ' +
      'öffentlich nicht sichtbar (eine neue Antwort ersetzt sie und ist wieder sichtbar)',
    example: 'visible',
  })
  state!: AnswerState;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Seit wann die Antwort ausgeblendet ist; null, solange sie sichtbar ist',
    example: null,
  })
  hiddenAt!: string | null;
}

/** A review of an own listing in the owner area: as the public list shows it, but with the answer's state. */
export class OwnerReviewDto extends OmitType(ReviewDto, ['answer'] as const) {
  @ApiProperty({
    type: OwnerReviewAnswerDto,
    nullable: true,
    description: 'Die Antwort des Inhabers, falls es eine gibt, auch wenn sie ausgeblendet ist',
    example: {
      text: 'Vielen Dank für Ihren Besuch, wir freuen uns auf das nächste Mal!',
      answeredAt: '2025-11-22T08:15:00.000Z',
      state: 'hidden',
      hiddenAt: '2025-11-23T10:00:00.000Z',
    },
  })
  answer!: OwnerReviewAnswerDto | null;
}

/** The rating summary of one business. */
export class RatingDto {
  @ApiProperty({
    description: 'Durchschnitt, auf eine Stelle gerundet (0 ohne Bewertungen)',
    minimum: 0,
    maximum: 5,
    example: 4.3,
  })
  averageRating!: number;

  @ApiProperty({
    description: 'Anzahl der Bewertungen (so heißt das Feld laut Spezifikation; am Unternehmen heißt sie reviewCount)',
    type: 'integer',
    minimum: 0,
    example: 12,
  })
  totalReviews!: number;
}

export function mapReview(review: Review): ReviewDto {
  const answer = mapOwnerAnswer(review);
  return {
    ...reviewFields(review),
    // A hidden answer (after a report) is not shown: the review reads as unanswered.
    answer: answer === null || answer.state === 'hidden' ? null : { text: answer.text, answeredAt: answer.answeredAt },
  };
}

/** A review as the listing's owner sees it: with the answer also while it is hidden, and its state. */
export function mapOwnerReview(review: Review): OwnerReviewDto {
  return { ...reviewFields(review), answer: mapOwnerAnswer(review) };
}

function reviewFields(review: Review): Omit<ReviewDto, 'answer'> {
  return {
    id: review.id,
    businessId: review.businessId,
    authorName: review.authorName,
    rating: review.rating,
    comment: review.comment,
    createdAt: review.createdAt.toISOString(),
  };
}

function mapOwnerAnswer(review: Review): OwnerReviewAnswerDto | null {
  if (review.answerText === null || review.answerText === undefined || review.answeredAt === null) return null;
  const hiddenAt = review.answerHiddenAt ?? null;
  return {
    text: review.answerText,
    answeredAt: review.answeredAt.toISOString(),
    state: hiddenAt === null ? 'visible' : 'hidden',
    hiddenAt: hiddenAt === null ? null : hiddenAt.toISOString(),
  };
}
