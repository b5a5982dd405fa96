import { Link } from 'react-router-dom';
import { HydrateLater } from '@/components/ui/hydrate-later';
import { NUMBERED_PAGE_LIMIT } from '../api/search-businesses';
import { paginationItems } from '../utils/pagination';
import type { PageTarget } from '../utils/search-params';

/**
 * Page links that keep the search in the URL (…&page=N, deep pages with the API's cursor), so every results
 * page can be shared. Numbers only near the start (and the last page when the total is exact); Zurück and
 * Weiter follow the API's prev and next links, so they reach any depth.
 */
export function SearchPagination({
  current,
  last,
  prev,
  next,
  hrefFor,
}: {
  current: PageTarget;
  /** Undefined when the total is a lower bound: there is no last page to name. */
  last?: number;
  prev?: PageTarget;
  next?: PageTarget;
  hrefFor: (target: PageTarget) => string;
}) {
  if (prev === undefined && next === undefined) return null;
  const base =
    'inline-flex h-10 min-w-9 items-center justify-center rounded-lg px-2 text-sm font-medium sm:min-w-10 sm:px-3';
  const link = `${base} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`;
  const disabled = `${base} border border-slate-200 bg-slate-50 text-slate-500`;
  const items = paginationItems({
    current: current.page,
    last,
    hasNext: next !== undefined,
    numberedLimit: NUMBERED_PAGE_LIMIT,
  });

  // Below the results: it hydrates in a slice of its own, after the page's first pass.
  return (
    <HydrateLater>
      <nav aria-label="Seitennavigation" className="mt-10 flex flex-wrap items-center justify-center gap-1 sm:gap-2">
        {prev !== undefined ? (
          <Link to={hrefFor(prev)} className={link} rel="prev" aria-label="Vorherige Seite">
            <span aria-hidden="true">←</span>
            {/* Arrow only on phones, so the page numbers fit on one line. */}
            <span className="hidden sm:inline">&nbsp;Zurück</span>
          </Link>
        ) : (
          <span className={disabled} aria-hidden="true">
            ←<span className="hidden sm:inline">&nbsp;Zurück</span>
          </span>
        )}
        <ul className="flex flex-wrap items-center gap-1">
          {items.map((item, index) =>
            item === 'gap' ? (
              <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-600">
                …
              </li>
            ) : (
              <li key={item}>
                <Link
                  to={hrefFor(item === current.page ? current : { page: item })}
                  aria-label={`Seite ${item}`}
                  aria-current={item === current.page ? 'page' : undefined}
                  className={item === current.page ? `${base} bg-blue-700 text-white` : link}
                >
                  {item}
                </Link>
              </li>
            ),
          )}
        </ul>
        {next !== undefined ? (
          <Link to={hrefFor(next)} className={link} rel="next" aria-label="Nächste Seite">
            <span className="hidden sm:inline">Weiter&nbsp;</span>
            <span aria-hidden="true">→</span>
          </Link>
        ) : (
          <span className={disabled} aria-hidden="true">
            <span className="hidden sm:inline">Weiter&nbsp;</span>→
          </span>
        )}
      </nav>
    </HydrateLater>
  );
}
