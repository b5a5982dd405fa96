import { Link } from 'react-router-dom';
import { searchPageHref, type SearchTarget } from '../utils/search-params';

/**
 * The API corrected a query that found nothing ('Bakerei' → 'Bäckerei') and answered with the corrected
 * query's results: say so, and offer the corrected search (same category, city and filters) as 'Meinten Sie …?'.
 */
export function SearchSuggestion({
  typed,
  suggestion,
  criteria,
}: {
  typed: string;
  suggestion: string;
  criteria: Omit<SearchTarget, 'query'>;
}) {
  return (
    <div className="mb-6 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-slate-800">
      <p className="font-semibold">
        <Link
          to={searchPageHref({ ...criteria, query: suggestion }, { page: 1 })}
          className="text-blue-800 underline decoration-blue-800/40 underline-offset-2 hover:decoration-blue-800"
        >
          Meinten Sie „{suggestion}“?
        </Link>
      </p>
      <p className="mt-1 break-words text-sm">
        Ihre Suche nach „{typed}“ ergab keine Treffer. Angezeigt werden die Ergebnisse für „{suggestion}“.
      </p>
    </div>
  );
}
