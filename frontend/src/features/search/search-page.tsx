import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { SearchForm } from '@/components/search-form/search-form';
import { HydrateLater } from '@/components/ui/hydrate-later';
import type { PagePrefetch } from '@/lib/server-render-state';
import { searchBusinessesQueryOptions, useBusinessSearch } from './api/search-businesses';
import { CategoryChip } from './components/category-chip';
import { SearchFilterBar } from './components/search-filter-bar';
import { SearchHeading } from './components/search-heading';
import { NoResults, SearchLoadError, SearchResults } from './components/search-results';
import { SearchSuggestion } from './components/search-suggestion';
import { useSearchMeta } from './hooks/use-search-meta';
import { readSearchParams, searchTitle } from './utils/search-params';

export const prefetch: PagePrefetch = (queryClient, { url }) =>
  queryClient.prefetchQuery(searchBusinessesQueryOptions(readSearchParams(url.searchParams)));

export default function SearchPage() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const criteria = readSearchParams(searchParams);
  const title = searchTitle(criteria);
  const { data, isPending, isError, error } = useBusinessSearch(criteria);
  const [mapOpen, setMapOpen] = useState(false);
  useSearchMeta(criteria, title, isError, error);

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
        <CategoryChip criteria={criteria} />
        <HydrateLater>
          <SearchFilterBar criteria={criteria} />
        </HydrateLater>
      </div>

      <SearchHeading title={title} data={data} page={criteria.page} />

      {data?.suggestion !== undefined && data.items.length > 0 && (
        <SearchSuggestion typed={criteria.query} suggestion={data.suggestion} criteria={criteria} />
      )}

      {isPending ? (
        <p role="status" className="py-16 text-center text-slate-600">
          Wird geladen...
        </p>
      ) : isError ? (
        <SearchLoadError criteria={criteria} error={error} />
      ) : data.items.length === 0 ? (
        <NoResults criteria={criteria} total={data.total} />
      ) : (
        <SearchResults criteria={criteria} data={data} mapOpen={mapOpen} onMapOpenChange={setMapOpen} />
      )}
    </div>
  );
}
