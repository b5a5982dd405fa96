import { Link } from 'react-router';
import { paginationItems } from '../utils/pagination';

/** Page links that keep the search in the URL (…&page=N), so every results page can be shared. */
export function SearchPagination({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  const base =
    'inline-flex h-10 min-w-9 items-center justify-center rounded-lg px-2 text-sm font-medium sm:min-w-10 sm:px-3';
  const link = `${base} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`;
  const disabled = `${base} border border-slate-200 bg-slate-50 text-slate-500`;

  return (
    <nav aria-label="Seitennavigation" className="mt-10 flex flex-wrap items-center justify-center gap-1 sm:gap-2">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={link} rel="prev" aria-label="Vorherige Seite">
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
        {paginationItems(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-600">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                aria-label={`Seite ${item}`}
                aria-current={item === page ? 'page' : undefined}
                className={item === page ? `${base} bg-blue-700 text-white` : link}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} className={link} rel="next" aria-label="Nächste Seite">
          <span className="hidden sm:inline">Weiter&nbsp;</span>
          <span aria-hidden="true">→</span>
        </Link>
      ) : (
        <span className={disabled} aria-hidden="true">
          <span className="hidden sm:inline">Weiter&nbsp;</span>→
        </span>
      )}
    </nav>
  );
}
