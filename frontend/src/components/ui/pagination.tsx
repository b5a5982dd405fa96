import { buttonClass } from './button';

/** Previous/next paging with the position in words. */
export function Pagination({
  page,
  pageCount,
  onPage,
  label,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  label: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <button type="button" className={buttonClass('secondary')} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Zurück
      </button>
      <p className="text-sm text-slate-700">
        Seite {page.toLocaleString('de-DE')} von {pageCount.toLocaleString('de-DE')}
      </p>
      <button
        type="button"
        className={buttonClass('secondary')}
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        Weiter
      </button>
    </nav>
  );
}
