import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { BusinessCardGrid } from '@/components/business-card/business-card-grid';
import { SearchForm } from '@/components/search-form/search-form';
import { HydrateLater } from '@/components/ui/hydrate-later';
import { LoadError, refusedInputStatus } from '@/components/ui/load-error';
import { formatLowerBoundResultCount, formatResultCount } from '@/lib/german-format';
import { useDocumentMeta } from '@/lib/use-document-meta';
import type { PagePrefetch } from '@/lib/server-render-state';
import {
  NUMBERED_PAGE_LIMIT,
  searchBusinessesQueryOptions,
  useBusinessSearch,
  type BusinessSearchPage,
} from './api/search-businesses';
import { SearchFilterBar } from './components/search-filter-bar';
import { SearchPagination } from './components/search-pagination';
import { SearchSuggestion } from './components/search-suggestion';
import { ResultsMapSection } from './components/results-map';
import { readSearchParams, searchPageHref, searchTitle, type SearchCriteria } from './utils/search-params';
import { Icon } from '@/components/ui/icon';
import { ICONS } from '@/components/ui/icon-paths';

function metaDescription(criteria: SearchCriteria, title: string): string {
  if (title === 'Alle Unternehmen') {
    return 'Alle Unternehmen im Branchenbuch: lokale Anbieter in Deutschland, Österreich und der Schweiz mit Adresse, Kontakt, Öffnungszeiten und Bewertungen.';
  }
  return `${title}: Adressen, Telefonnummern, Öffnungszeiten und Bewertungen lokaler Unternehmen${
    criteria.city !== '' ? ` in ${criteria.city}` : ''
  } im Branchenbuch.`;
}

function FirstPageLink({ criteria }: { criteria: SearchCriteria }) {
  return (
    <Link
      to={searchPageHref(criteria, { page: 1 })}
      className="mt-4 inline-block font-semibold text-blue-700 hover:underline"
    >
      Zur ersten Seite der Ergebnisse
    </Link>
  );
}

/**
 * '1.824 Ergebnisse gefunden · Seite 2 von 76'; beyond the API's counting limit 'Mehr als 10.000 Ergebnisse
 * gefunden · Seite 12' (the last page is unknown).
 */
function resultCountLine(data: BusinessSearchPage, page: number): string {
  if (!data.exact) return `${formatLowerBoundResultCount(data.total)} · Seite ${page}`;
  const pageLabel = data.pageCount > 1 ? ` · Seite ${Math.min(page, data.pageCount)} von ${data.pageCount}` : '';
  return `${formatResultCount(data.total)}${pageLabel}`;
}

export const prefetch: PagePrefetch = (queryClient, { url }) =>
  queryClient.prefetchQuery(searchBusinessesQueryOptions(readSearchParams(url.searchParams)));

export default function SearchPage() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const criteria = readSearchParams(searchParams);
  const title = searchTitle(criteria);
  const { data, isPending, isError, error } = useBusinessSearch(criteria);
  const [mapOpen, setMapOpen] = useState(false);

  useDocumentMeta({
    title: criteria.page > 1 ? `${title} – Seite ${criteria.page}` : title,
    description: metaDescription(criteria, title),
    // The criteria and the page number, never the cursor: one address per result page.
    canonicalPath: searchPageHref(criteria, { page: criteria.page }),
    ...(isError && { noIndex: true, status: refusedInputStatus(error) }),
  });

  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 pt-8 sm:px-6 lg:px-8">
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        {/* Keyed by the URL so the fields show the search that is displayed. */}
        <HydrateLater>
          <SearchForm
            key={location.search}
            variant="bar"
            defaultQuery={criteria.query}
            defaultCity={criteria.near !== '' ? criteria.near : criteria.city}
            defaultRadius={criteria.radius}
            category={criteria.category}
          />
        </HydrateLater>
        {criteria.category !== '' && (
          <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-700">
            Kategorie:
            <span className="inline-flex items-center gap-1 rounded-full bg-blue-50 py-1 pl-3 pr-1 font-medium text-blue-800">
              {criteria.category}
              <Link
                to={searchPageHref({ ...criteria, category: '' }, { page: 1 })}
                aria-label={`Kategorie ${criteria.category} entfernen`}
                className="grid size-6 place-items-center rounded-full hover:bg-blue-100"
              >
                <Icon path={ICONS.close} className="size-3.5" strokeWidth="2.5" />
              </Link>
            </span>
          </p>
        )}
        <HydrateLater>
          <SearchFilterBar criteria={criteria} />
        </HydrateLater>
      </div>

      <div className="mb-6 mt-8">
        <h1 className="break-words text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        {data !== undefined && data.total > 0 && (
          <p className="mt-2 text-slate-600" role="status">
            {resultCountLine(data, criteria.page)}
          </p>
        )}
      </div>

      {data?.suggestion !== undefined && data.items.length > 0 && (
        <SearchSuggestion typed={criteria.query} suggestion={data.suggestion} criteria={criteria} />
      )}

      {isPending ? (
        <p role="status" className="py-16 text-center text-slate-600">
          Wird geladen...
        </p>
      ) : isError ? (
        <LoadError title="Die Suchergebnisse konnten nicht geladen werden." error={error}>
          {/* A page address with a cursor the API no longer accepts ('Ungültiger Seitenverweis'), or a page number past
              the numbered pages of more matches than were counted, which only Weiter reaches. */}
          {(criteria.cursor !== '' || criteria.page > NUMBERED_PAGE_LIMIT) && <FirstPageLink criteria={criteria} />}
        </LoadError>
      ) : data.items.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
          <h2 className="text-xl font-semibold text-slate-900">Keine Ergebnisse gefunden</h2>
          <p className="mt-2 text-slate-600">
            Versuchen Sie es mit anderen Suchbegriffen oder erweitern Sie Ihre Suche.
          </p>
          {data.total > 0 && <FirstPageLink criteria={criteria} />}
        </div>
      ) : (
        <>
          <HydrateLater>
            <ResultsMapSection businesses={data.items} open={mapOpen} onOpenChange={setMapOpen} />
          </HydrateLater>
          <BusinessCardGrid businesses={data.items} />
          <SearchPagination
            current={{ page: criteria.page, cursor: criteria.cursor }}
            last={data.exact ? data.pageCount : undefined}
            prev={data.prev}
            next={data.next}
            hrefFor={(target) => searchPageHref(criteria, target)}
          />
          {/* Nearest first has no cursor: of more matches than were counted, the numbered pages are all there is. */}
          {criteria.sort === 'distance' && !data.exact && data.next === undefined && (
            <p className="mt-4 text-center text-sm text-slate-600">
              Nach Entfernung sortiert reichen die Seiten bei so vielen Treffern bis Seite {NUMBERED_PAGE_LIMIT}. Ein
              kleinerer Umkreis grenzt die Suche ein.
            </p>
          )}
        </>
      )}
    </div>
  );
}
