import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES, reviewSchema } from './review-schema';

function messages(input: unknown): string[] {
  const result = reviewSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const valid = { authorName: 'Anna', rating: 4, comment: 'Sehr freundlich.' };

describe('reviewSchema', () => {
  it('accepts a valid review and trims it', () => {
    expect(reviewSchema.parse({ ...valid, authorName: '  Anna ', comment: '  Sehr freundlich.  ' })).toEqual(valid);
  });

  it('requires an author name (spaces do not count)', () => {
    expect(messages({ ...valid, authorName: '   ' })).toEqual([REVIEW_MESSAGES.authorRequired]);
  });

  it('takes 1 to 5 whole stars', () => {
    for (const rating of [0, 6, 2.5, Number.NaN, undefined]) {
      expect(messages({ ...valid, rating })).toEqual([REVIEW_MESSAGES.rating]);
    }
    expect(messages({ ...valid, rating: 1 })).toEqual([]);
    expect(messages({ ...valid, rating: 5 })).toEqual([]);
  });

  it('takes comments of 10 to 1000 characters', () => {
    expect(messages({ ...valid, comment: '123456789' })).toEqual([REVIEW_MESSAGES.commentTooShort]);
    expect(messages({ ...valid, comment: '  123456789   ' })).toEqual([REVIEW_MESSAGES.commentTooShort]);
    expect(messages({ ...valid, comment: '1234567890' })).toEqual([]);
    expect(messages({ ...valid, comment: 'x'.repeat(1000) })).toEqual([]);
    expect(messages({ ...valid, comment: 'x'.repeat(1001) })).toEqual([REVIEW_MESSAGES.commentTooLong]);
  });
});
