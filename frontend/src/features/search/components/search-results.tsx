import { Link } from 'react-router-dom';
import { BusinessCardGrid } from '@/components/business-card/business-card-grid';
import { HydrateLater } from '@/components/ui/hydrate-later';
import { LoadError } from '@/components/ui/load-error';
import { NUMBERED_PAGE_LIMIT, type BusinessSearchPage } from '../api/search-businesses';
import { searchPageHref, type SearchCriteria } from '../utils/search-params';
import { ResultsMapSection } from './results-map';
import { SearchPagination } from './search-pagination';

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

/** The search failed or its input was refused. */
export function SearchLoadError({ criteria, error }: { criteria: SearchCriteria; error: unknown }) {
  return (
    <LoadError title="Die Suchergebnisse konnten nicht geladen werden." error={error}>
      {/* A page address with a cursor the API no longer accepts ('Ungültiger Seitenverweis'), or a page number past
          the numbered pages of more matches than were counted, which only Weiter reaches. */}
      {(criteria.cursor !== '' || criteria.page > NUMBERED_PAGE_LIMIT) && <FirstPageLink criteria={criteria} />}
    </LoadError>
  );
}

/** No matches on this page; a link to the first page when there are matches on others. */
export function NoResults({ criteria, total }: { criteria: SearchCriteria; total: number }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <h2 className="text-xl font-semibold text-slate-900">Keine Ergebnisse gefunden</h2>
      <p className="mt-2 text-slate-600">Versuchen Sie es mit anderen Suchbegriffen oder erweitern Sie Ihre Suche.</p>
      {total > 0 && <FirstPageLink criteria={criteria} />}
    </div>
  );
}

/** A page of matches: the map, the cards and the pagination. */
export function SearchResults({
  criteria,
  data,
  mapOpen,
  onMapOpenChange,
}: {
  criteria: SearchCriteria;
  data: BusinessSearchPage;
  mapOpen: boolean;
  onMapOpenChange: (open: boolean) => void;
}) {
  return (
    <>
      <HydrateLater>
        <ResultsMapSection businesses={data.items} open={mapOpen} onOpenChange={onMapOpenChange} />
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
  );
}
