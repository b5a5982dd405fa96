import { formatLowerBoundResultCount, formatResultCount } from '@/lib/german-format';
import type { BusinessSearchPage } from '../api/search-businesses';

/**
 * '1.824 Ergebnisse gefunden · Seite 2 von 76'; beyond the API's counting limit 'Mehr als 10.000 Ergebnisse
 * gefunden · Seite 12' (the last page is unknown).
 */
function resultCountLine(data: BusinessSearchPage, page: number): string {
  if (!data.exact) return `${formatLowerBoundResultCount(data.total)} · Seite ${page}`;
  const pageLabel = data.pageCount > 1 ? ` · Seite ${Math.min(page, data.pageCount)} von ${data.pageCount}` : '';
  return `${formatResultCount(data.total)}${pageLabel}`;
}

/** The search's title and, once there are matches, how many and which page. */
export function SearchHeading({
  title,
  data,
  page,
}: {
  title: string;
  data: BusinessSearchPage | undefined;
  page: number;
}) {
  return (
    <div className="mb-6 mt-8">
      <h1 className="break-words text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      {data !== undefined && data.total > 0 && (
        <p className="mt-2 text-slate-600" role="status">
          {resultCountLine(data, page)}
        </p>
      )}
    </div>
  );
}
