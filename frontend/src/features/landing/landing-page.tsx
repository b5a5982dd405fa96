import { useParams, useSearchParams } from 'react-router-dom';
import type { LandingPageDto } from '@/api/generated/model';
import { BusinessCardGrid } from '@/components/business-card/business-card-grid';
import { NotFoundContent } from '@/components/not-found/not-found-content';
import { LoadError, refusedInputStatus } from '@/components/ui/load-error';
import { KeepServerMarkup } from '@/components/ui/hydrate-later';
import { Pagination } from '@/components/ui/pagination';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import type { PagePrefetch } from '@/lib/server-render-state';
import { useAbsoluteUrl, useDocumentMeta } from '@/lib/use-document-meta';
import { breadcrumbData } from '@/lib/breadcrumb-data';
import { LANDING_PAGE_SIZE, landingPageQueryOptions, useLandingPage } from './api/landing-page';
import { LandingBreadcrumb } from './components/landing-breadcrumb';
import { landingDescription, landingHeading, landingIntro } from './utils/landing-texts';

/** The API refuses deeper pages. */
const MAX_PAGE = 1000;

/** `?page=N` as a page number: absent is 1, anything but a whole number from 1 to MAX_PAGE is no page. */
export function readLandingPage(value: string | null): number | undefined {
  if (value === null) return 1;
  if (!/^[1-9]\d*$/.test(value)) return undefined;
  const page = Number(value);
  return page <= MAX_PAGE ? page : undefined;
}

/** On the server: the page of businesses the URL names (nothing for a page number that is no page). */
export const prefetch: PagePrefetch = async (queryClient, { params, url }) => {
  const page = readLandingPage(url.searchParams.get('page'));
  if (page === undefined) return;
  await queryClient.prefetchQuery(landingPageQueryOptions(params.trade ?? '', params.city ?? '', page));
};

export default function LandingPage() {
  const { trade = '', city = '' } = useParams();
  const [searchParams] = useSearchParams();
  const page = readLandingPage(searchParams.get('page'));
  if (page === undefined) return <NotFoundContent />;
  return <LandingPageContent trade={trade} city={city} page={page} />;
}

/** A trade in a city: rendered purely from its query, so the server can render it with primed data. */
function LandingPageContent({ trade, city, page }: { trade: string; city: string; page: number }) {
  const { data, isPending, isError, error } = useLandingPage(trade, city, page);
  if (isError && error instanceof ApiError && error.status === 404) return <NotFoundContent />;
  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 pt-6 sm:px-6 lg:px-8">
      {isPending ? (
        <p role="status" className="py-16 text-center text-slate-600">
          Wird geladen...
        </p>
      ) : isError ? (
        <LandingLoadError error={error} />
      ) : (
        <LandingPageView data={data} page={page} />
      )}
    </div>
  );
}

/** The landing page's data could not be loaded: said on the page, and in the status when the address was refused. */
function LandingLoadError({ error }: { error: unknown }) {
  const title = 'Die Seite konnte nicht geladen werden.';
  useDocumentMeta({ title: title.slice(0, -1), noIndex: true, status: refusedInputStatus(error) });
  return <LoadError title={title} error={error} heading="h1" />;
}

function LandingPageView({ data, page }: { data: LandingPageDto; page: number }) {
  const heading = landingHeading(data);
  const absoluteUrl = useAbsoluteUrl();
  const path = paths.landing(data.trade.slug, data.city.slug, page);
  useDocumentMeta({
    title: page > 1 ? `${heading} – Seite ${page}` : heading,
    description: landingDescription(data),
    canonicalPath: path,
    jsonLd: [
      breadcrumbData([
        ['Startseite', absoluteUrl(paths.home)],
        [data.trade.label, absoluteUrl(paths.landing(data.trade.slug, data.city.slug))],
        [data.city.name, absoluteUrl(path)],
      ]),
    ],
  });
  // Links and text only: the server's markup is kept instead of hydrated while the data stays the same.
  return (
    <KeepServerMarkup data={data}>
      <div>
        <LandingBreadcrumb trade={data.trade} city={data.city} />
        <header className="mb-8 max-w-3xl">
          <h1 className="break-words text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{heading}</h1>
          <p className="mt-3 text-slate-700">{landingIntro(data)}</p>
        </header>
        <BusinessCardGrid businesses={data.items} />
        <div className="mt-10">
          <Pagination
            page={page}
            pageCount={Math.min(MAX_PAGE, Math.max(1, Math.ceil(data.total / LANDING_PAGE_SIZE)))}
            label="Seitennavigation"
            hrefFor={(target) => paths.landing(data.trade.slug, data.city.slug, target)}
          />
        </div>
      </div>
    </KeepServerMarkup>
  );
}
