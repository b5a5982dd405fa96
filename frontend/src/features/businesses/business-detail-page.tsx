import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useStatisticsBeacon } from './utils/statistics-beacon';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { businessQueryOptions, businessRatingQueryOptions, useBusiness, useBusinessRating } from './api/business';
import { businessLandingLinksQueryOptions } from './api/landing-links';
import { businessReviewsQueryOptions } from './api/reviews';
import type { BusinessDetailDto, BusinessDto, ReviewDto } from '@/api/generated/model';
import { ApiError } from '@/lib/api-client';
import type { PagePrefetch } from '@/lib/server-render-state';
import { BusinessLandingLinks } from './components/business-landing-links';
import { BusinessImage } from '@/components/business-card/business-image';
import { HydrateLater, KeepServerMarkup } from '@/components/ui/hydrate-later';
import { StarRating } from '@/components/ui/star-rating';
import { VerifiedBadge } from '@/components/ui/verified-badge';
import { TemporarilyClosedBadge } from '@/components/ui/temporarily-closed-badge';
import { paths } from '@/config/paths';
import { formatAverageRating, formatReviewCount, stripProtocol, telHref } from '@/lib/german-format';
import { useAbsoluteUrl, useDocumentMeta, type DocumentMeta } from '@/lib/use-document-meta';
import { breadcrumbData } from '@/lib/breadcrumb-data';
import { localBusinessData } from './utils/structured-data';
import { BusinessActions } from './components/business-actions';
import { BusinessHoursPanel } from './components/business-hours-panel';
import { BusinessTabs, type TabDefinition } from './components/business-tabs';
import { ContactCard } from './components/contact-card';
import { MapPanel } from './components/map-panel';
import { ReviewsTab } from './components/reviews-tab';
import { ExternalLink } from '@/components/ui/external-link';

type TabKey = 'details' | 'bewertungen' | 'kontakt';

function servicesList(services: string | null): string[] {
  return (services ?? '')
    .split(',')
    .map((service) => service.trim())
    .filter((service) => service !== '');
}

function DetailsPanel({ business }: { business: BusinessDto }) {
  const services = servicesList(business.services);
  const description = business.description?.trim() ?? '';
  return (
    <div className="space-y-6">
      <p className="whitespace-pre-line leading-relaxed text-slate-700">
        {description !== '' ? description : 'Für dieses Unternehmen liegt noch keine Beschreibung vor.'}
      </p>
      {services.length > 0 && (
        <div>
          <h2 className="mb-3 font-semibold text-slate-900">Unsere Leistungen:</h2>
          <ul className="flex flex-wrap gap-2">
            {services.map((service) => (
              <li key={service} className="rounded-full bg-blue-50 px-3 py-1 text-sm text-blue-900">
                {service}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function ContactPanel({ business }: { business: BusinessDto }) {
  const has = (value: string | null): value is string => value !== null && value.trim() !== '';
  const linkClass = 'font-medium text-blue-700 hover:underline break-words';
  const rows = [
    has(business.phone) && (
      <div key="telefon">
        <dt className="text-sm text-slate-600">Telefon</dt>
        <dd>
          <a href={telHref(business.phone)} className={linkClass} data-statistik="phone">
            {business.phone}
          </a>
        </dd>
      </div>
    ),
    has(business.email) && (
      <div key="email">
        <dt className="text-sm text-slate-600">E-Mail</dt>
        <dd>
          <a href={`mailto:${business.email}`} className={linkClass} data-statistik="email">
            {business.email}
          </a>
        </dd>
      </div>
    ),
    has(business.website) && (
      <div key="website">
        <dt className="text-sm text-slate-600">Website</dt>
        <dd>
          <ExternalLink href={business.website} className={linkClass} statistik="website">
            {stripProtocol(business.website)}
          </ExternalLink>
        </dd>
      </div>
    ),
  ].filter(Boolean);

  return rows.length > 0 ? (
    <dl className="space-y-4">{rows}</dl>
  ) : (
    <p className="text-slate-600">Für dieses Unternehmen sind keine Kontaktdaten hinterlegt.</p>
  );
}

/** Shown on an entry that waits for review: reachable at its address, not yet listed. */
function PendingReviewNotice() {
  return (
    <div
      role="note"
      className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:p-5"
      data-testid="pending-review-notice"
    >
      <p className="font-semibold">Dieser Eintrag wird geprüft.</p>
      <p className="mt-1 text-sm">
        Unser Team prüft den Eintrag in Kürze. Bis zur Freigabe ist er nur unter dieser Adresse erreichbar und erscheint
        nicht in der Suche.
      </p>
    </div>
  );
}

function DetailMessage({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto max-w-3xl px-4 py-20 text-center">{children}</div>;
}

function BusinessDetail({ business }: { business: BusinessDetailDto }) {
  const [tab, setTab] = useState<TabKey>('details');
  const [reviewFormOpen, setReviewFormOpen] = useState(false);
  const rating = useBusinessRating(business.id);
  const average = rating.data?.averageRating ?? business.averageRating;
  const count = rating.data?.totalReviews ?? business.reviewCount;

  const openReviewForm = () => {
    setTab('bewertungen');
    setReviewFormOpen(true);
  };

  const tabs: TabDefinition<TabKey>[] = [
    { key: 'details', label: 'Details', panel: <DetailsPanel business={business} /> },
    {
      key: 'bewertungen',
      label: count > 0 ? `Bewertungen (${count})` : 'Bewertungen',
      panel: (
        <ReviewsTab
          businessId={business.id}
          totalReviews={count}
          formOpen={reviewFormOpen}
          onOpenForm={() => setReviewFormOpen(true)}
          onCloseForm={() => setReviewFormOpen(false)}
        />
      ),
    },
    { key: 'kontakt', label: 'Kontakt aufnehmen', panel: <ContactPanel business={business} /> },
  ];

  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 pt-6 sm:px-6 lg:px-8">
      {/* Links only: kept as the server wrote them while the business stays the same. */}
      <KeepServerMarkup data={business}>
        <nav aria-label="Brotkrümelnavigation" className="mb-6 text-sm text-slate-600">
          <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <li>
              <Link to={paths.home} className="hover:text-blue-700 hover:underline">
                Home
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <Link to={paths.search({ category: business.category })} className="hover:text-blue-700 hover:underline">
                {business.category}
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="min-w-0 break-words font-medium text-slate-900">
              {business.name}
            </li>
          </ol>
        </nav>
      </KeepServerMarkup>
      {business.status === 'pending' && <PendingReviewNotice />}
      <BusinessLandingLinks businessId={business.id} city={business.city} />

      <div className="grid gap-8 lg:grid-cols-3">
        <div className="min-w-0 space-y-8 lg:col-span-2">
          {/* The heading and its buttons, then the tabs and the side column: each hydrates in a task of its own. */}
          <HydrateLater>
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
                <BusinessActions businessId={business.id} name={business.name} onWriteReview={openReviewForm} />
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
          </HydrateLater>

          <HydrateLater>
            <section
              aria-label="Details, Bewertungen und Kontakt"
              className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
            >
              <BusinessTabs tabs={tabs} active={tab} onChange={setTab} idPrefix="unternehmen" />
            </section>
          </HydrateLater>
        </div>

        <HydrateLater>
          <aside className="min-w-0 space-y-6" aria-label="Kontakt, Öffnungszeiten und Standort">
            <ContactCard business={business} />
            <BusinessHoursPanel business={business} />
            <MapPanel place={business} />
          </aside>
        </HydrateLater>
      </div>
    </div>
  );
}

function describe(business: BusinessDto): string {
  const text = business.description?.trim() ?? '';
  const lead = `${business.name} in ${business.city}: ${business.category}. Adresse, Kontakt, Öffnungszeiten und Bewertungen im Branchenbuch.`;
  return text === '' ? lead : `${lead} ${text}`.slice(0, 160);
}

/** The reviews the server loaded with the page (for structured data); none when the tab was never opened. */
function useLoadedReviews(business: BusinessDto | undefined): ReviewDto[] {
  const queryClient = useQueryClient();
  if (business === undefined || business.reviewCount === 0) return [];
  const { queryKey } = businessReviewsQueryOptions(business.id, business.reviewCount);
  return queryClient.getQueryData<InfiniteData<ReviewDto[]>>(queryKey)?.pages.flat() ?? [];
}

/** JSON-LD reviews shown with the business: the newest few are enough for search engines. */
const STRUCTURED_REVIEWS = 5;

function useBusinessMeta(business: BusinessDto | undefined, error: unknown): DocumentMeta {
  const absoluteUrl = useAbsoluteUrl();
  const reviews = useLoadedReviews(business);
  if (business === undefined) {
    if (error === null || error === undefined) return { title: 'Unternehmen' };
    const status = error instanceof ApiError && error.status !== 0 ? error.status : undefined;
    return { title: 'Unternehmen nicht gefunden', noIndex: true, status: status === 400 ? 404 : status };
  }
  const path = paths.business(business.id);
  // Not listed before it is approved: search engines are told to leave it out as well.
  if (business.status === 'pending') {
    return { title: `${business.name} in ${business.city}`, description: describe(business), noIndex: true };
  }
  const pageUrl = absoluteUrl(path);
  return {
    title: `${business.name} in ${business.city}`,
    description: describe(business),
    canonicalPath: path,
    type: 'business.business',
    image: business.imageUrl ?? undefined,
    jsonLd: [
      localBusinessData(business, pageUrl, reviews.slice(0, STRUCTURED_REVIEWS)),
      breadcrumbData([
        ['Home', absoluteUrl(paths.home)],
        [business.category, absoluteUrl(paths.search({ category: business.category }))],
        [business.name, pageUrl],
      ]),
    ],
  };
}

/**
 * On the server: the business, its landing pages and (when it has any) the first page of reviews, the reviews as
 * soon as the business is there. The rating summary is the business's own average and count (read from the same
 * row): no call of its own.
 */
export const prefetch: PagePrefetch = async (queryClient, { params }) => {
  const id = params.id ?? '';
  const businessAndReviews = queryClient
    .fetchQuery(businessQueryOptions(id))
    .then((business) => {
      queryClient.setQueryData(businessRatingQueryOptions(id).queryKey, {
        averageRating: business.averageRating,
        totalReviews: business.reviewCount,
      });
      if (business.reviewCount === 0) return undefined;
      return queryClient.prefetchInfiniteQuery(businessReviewsQueryOptions(id, business.reviewCount));
    })
    // A failed business stays in the cache as the page's answer ("Unternehmen nicht gefunden").
    .catch(() => undefined);
  await Promise.all([businessAndReviews, queryClient.prefetchQuery(businessLandingLinksQueryOptions(id))]);
};

export default function BusinessDetailPage() {
  const { id = '' } = useParams();
  const { data: business, isPending, isError, error } = useBusiness(id);
  useStatisticsBeacon(business?.id);

  useDocumentMeta(useBusinessMeta(business, error));

  if (isPending) {
    return (
      <DetailMessage>
        <p role="status" className="text-slate-600">
          Wird geladen...
        </p>
      </DetailMessage>
    );
  }

  if (isError) {
    return (
      <DetailMessage>
        <h1 className="text-2xl font-bold text-slate-900">Unternehmen nicht gefunden</h1>
        <p className="mt-3 text-slate-600">Das gesuchte Unternehmen existiert nicht oder wurde entfernt.</p>
        <Link
          to={paths.search()}
          className="mt-6 inline-block rounded-lg bg-blue-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-blue-800"
        >
          Zur Unternehmenssuche
        </Link>
      </DetailMessage>
    );
  }

  return <BusinessDetail key={business.id} business={business} />;
}
