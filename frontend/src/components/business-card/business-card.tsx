import { Link } from 'react-router-dom';
import type { BusinessDto } from '@/api/generated/model';
import { paths } from '@/config/paths';
import { formatCount, formatDistanceKm, formatReviewCount, stripProtocol, telHref } from '@/lib/german-format';
import { ICONS } from '../ui/icon-paths';
import { VerifiedBadge } from '../ui/verified-badge';
import { TemporarilyClosedBadge } from '../ui/temporarily-closed-badge';
import { BusinessImage } from './business-image';
import { Icon } from '../ui/icon';
import { ExternalLink } from '../ui/external-link';
import { StarRating } from '../ui/star-rating';

export type BusinessCardData = Pick<
  BusinessDto,
  | 'id'
  | 'name'
  | 'category'
  | 'description'
  | 'street'
  | 'postalCode'
  | 'city'
  | 'phone'
  | 'website'
  | 'verified'
  | 'imageUrl'
  | 'temporarilyClosed'
  | 'temporarilyClosedUntil'
  | 'averageRating'
  | 'reviewCount'
> &
  Partial<Pick<BusinessDto, 'distanceKm'>>;

function IconLine({ icon, children }: { icon: string; children: React.ReactNode }) {
  return (
    <li className="flex min-w-0 items-start gap-2">
      <Icon path={icon} className="mt-0.5 size-4 shrink-0 text-slate-500" rounded />
      <span className="min-w-0 break-words">{children}</span>
    </li>
  );
}

/** One search result or 'Neueste Einträge' entry, as the specification's business card describes it. */
export function BusinessCard({
  business,
  headingLevel = 'h2',
}: {
  business: BusinessCardData;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <BusinessCardContent business={business} headingLevel={headingLevel} />
    </article>
  );
}

function BusinessCardContent({ business, headingLevel }: { business: BusinessCardData; headingLevel: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <>
      <BusinessImage
        name={business.name}
        imageUrl={business.imageUrl}
        className="aspect-[2/1] w-full"
        letterClassName="text-5xl"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <Heading className="min-w-0 text-lg font-semibold leading-snug text-slate-900">
            <Link
              to={paths.business(business.id)}
              className="break-words hover:text-blue-700 hover:underline focus-visible:underline"
            >
              {business.name}
            </Link>
          </Heading>
          {business.verified && <VerifiedBadge />}
        </div>
        {business.reviewCount > 0 && (
          <p className="flex items-center gap-1.5 text-sm text-slate-700">
            <StarRating value={business.averageRating} size="sm" />
            <span aria-hidden="true">({formatCount(business.reviewCount)})</span>
            <span className="sr-only">{formatReviewCount(business.reviewCount)}</span>
          </p>
        )}
        {business.temporarilyClosed && (
          <div>
            <TemporarilyClosedBadge until={business.temporarilyClosedUntil} />
          </div>
        )}
        {business.description !== null && business.description.trim() !== '' && (
          <p className="line-clamp-3 text-sm leading-relaxed text-slate-600">{business.description}</p>
        )}
        <ul className="mt-auto space-y-1.5 text-sm text-slate-700">
          <IconLine icon={ICONS.pin}>
            {business.street}, {business.postalCode} {business.city}
            {business.distanceKm !== undefined && (
              <span className="ml-1 whitespace-nowrap text-slate-500">· {formatDistanceKm(business.distanceKm)}</span>
            )}
          </IconLine>
          {business.phone !== null && business.phone.trim() !== '' && (
            <IconLine icon={ICONS.phone}>
              <a href={telHref(business.phone)} className="hover:text-blue-700 hover:underline">
                {business.phone}
              </a>
            </IconLine>
          )}
          {business.website !== null && business.website.trim() !== '' && (
            <IconLine icon={ICONS.globe}>
              <ExternalLink href={business.website} className="text-blue-700 hover:underline">
                {stripProtocol(business.website)}
              </ExternalLink>
            </IconLine>
          )}
        </ul>
        <div>
          <span className="inline-block rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700">
            {business.category}
          </span>
        </div>
      </div>
    </>
  );
}
