import { Link } from 'react-router-dom';
import type { BusinessDetailDto } from '@/api/generated/model';
import { BusinessImage } from '@/components/business-card/business-image';
import { StarRating } from '@/components/ui/star-rating';
import { TemporarilyClosedBadge } from '@/components/ui/temporarily-closed-badge';
import { VerifiedBadge } from '@/components/ui/verified-badge';
import { paths } from '@/config/paths';
import { formatAverageRating, formatReviewCount } from '@/lib/german-format';
import { BusinessActions } from './business-actions';

/** The business's picture, name, badges, rating, actions and the link to claim the entry. */
export function BusinessHeading({
  business,
  average,
  count,
  onWriteReview,
}: {
  business: BusinessDetailDto;
  average: number;
  count: number;
  onWriteReview: () => void;
}) {
  return (
    <header className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <BusinessImage
        name={business.name}
        imageUrl={business.imageUrl}
        className="aspect-[2/1] w-full sm:aspect-[16/6]"
        letterClassName="text-7xl sm:text-8xl"
      />
      <div className="space-y-4 p-5 sm:p-6">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="min-w-0 break-words text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {business.name}
          </h1>
          {business.verified && <VerifiedBadge />}
          {business.ownerVerified && <VerifiedBadge label="Inhaber verifiziert" />}
          {business.temporarilyClosed && <TemporarilyClosedBadge until={business.temporarilyClosedUntil} />}
        </div>
        {count > 0 && (
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700" data-testid="rating-summary">
            <StarRating value={average} />
            <span className="font-semibold text-slate-900">{formatAverageRating(average)}</span>
            <span>({formatReviewCount(count)})</span>
          </p>
        )}
        <BusinessActions businessId={business.id} name={business.name} onWriteReview={onWriteReview} />
        <p className="text-sm text-slate-600">
          Ist das Ihr Unternehmen?{' '}
          <Link
            to={paths.businessClaim(business.id)}
            rel="nofollow"
            className="font-semibold text-blue-700 underline underline-offset-2 hover:text-blue-900"
          >
            Eintrag übernehmen
          </Link>
        </p>
      </div>
    </header>
  );
}
