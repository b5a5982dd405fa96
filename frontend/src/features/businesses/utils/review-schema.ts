import { z } from 'zod';

/** The specification's review rules and messages (section 5), checked before sending. */
export const REVIEW_MESSAGES = {
  authorRequired: 'Autorenname ist erforderlich',
  authorTooLong: 'Autorenname zu lang',
  rating: 'Bewertung muss zwischen 1 und 5 liegen',
  commentTooShort: 'Kommentar muss mindestens 10 Zeichen lang sein',
  commentTooLong: 'Kommentar darf nicht länger als 1000 Zeichen sein',
} as const;

export const COMMENT_MIN = 10;
export const COMMENT_MAX = 1000;

export const reviewSchema = z.object({
  authorName: z.string().trim().min(1, REVIEW_MESSAGES.authorRequired).max(100, REVIEW_MESSAGES.authorTooLong),
  rating: z
    .number(REVIEW_MESSAGES.rating)
    .int(REVIEW_MESSAGES.rating)
    .min(1, REVIEW_MESSAGES.rating)
    .max(5, REVIEW_MESSAGES.rating),
  comment: z
    .string()
    .trim()
    .min(COMMENT_MIN, REVIEW_MESSAGES.commentTooShort)
    .max(COMMENT_MAX, REVIEW_MESSAGES.commentTooLong),
});

export type ReviewFormInput = z.input<typeof reviewSchema>;
export type ReviewFormValues = z.output<typeof reviewSchema>;
