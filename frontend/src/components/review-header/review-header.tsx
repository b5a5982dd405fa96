import type { ReviewDto } from '@/api/generated/model';
import { formatLongGermanDate } from '@/lib/german-format';
import { StarRating } from '../ui/star-rating';

/**
 * A review's head: the author as the review's heading, the date and the stars. `headingLevel` fits the page's outline:
 * h3 under the business page's reviews tab, h2 on the owner's reviews page.
 */
export function ReviewHeader({
  review,
  headingLevel,
}: {
  review: Pick<ReviewDto, 'authorName' | 'createdAt' | 'rating'>;
  headingLevel: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading className="font-semibold text-slate-900">{review.authorName}</Heading>
        <p className="text-xs text-slate-600">{formatLongGermanDate(review.createdAt)}</p>
      </div>
      <p className="mt-1 flex items-center gap-2 text-sm text-slate-600">
        <StarRating value={review.rating} size="sm" />
        <span aria-hidden="true">({review.rating}/5)</span>
      </p>
    </>
  );
}
