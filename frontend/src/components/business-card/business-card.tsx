import { Link } from 'react-router';
import type { BusinessDto } from '../../api/generated/model';
import { paths } from '../../config/paths';
import { stripProtocol, telHref } from '../../lib/german-format';
import { VerifiedBadge } from '../ui/verified-badge';
import { BusinessImage } from './business-image';

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
>;

function IconLine({ icon, children }: { icon: string; children: React.ReactNode }) {
  return (
    <li className="flex min-w-0 items-start gap-2">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="mt-0.5 size-4 shrink-0 text-slate-500"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={icon} />
      </svg>
      <span className="min-w-0 break-words">{children}</span>
    </li>
  );
}

export const ICONS = {
  pin: 'M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  phone:
    'M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.5c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z',
  globe: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20',
  mail: 'M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm18 2-10 7L2 6',
} as const;

/** One search result or 'Neueste Einträge' entry, as the specification's business card describes it. */
export function BusinessCard({
  business,
  headingLevel = 'h2',
}: {
  business: BusinessCardData;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
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
        {business.description !== null && business.description.trim() !== '' && (
          <p className="line-clamp-3 text-sm leading-relaxed text-slate-600">{business.description}</p>
        )}
        <ul className="mt-auto space-y-1.5 text-sm text-slate-700">
          <IconLine icon={ICONS.pin}>
            {business.street}, {business.postalCode} {business.city}
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
              <a
                href={business.website}
                target="_blank"
                rel="noopener noreferrer"
                className="text-blue-700 hover:underline"
              >
                {stripProtocol(business.website)}
                <span className="sr-only"> (öffnet in neuem Tab)</span>
              </a>
            </IconLine>
          )}
        </ul>
        <div>
          <span className="inline-block rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700">
            {business.category}
          </span>
        </div>
      </div>
    </article>
  );
}
