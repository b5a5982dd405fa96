import { Link } from 'react-router-dom';
import { buttonClass } from './button';
import { formatCount } from '@/lib/german-format';

/** Either a callback (paging inside a page) or the address of each page (paging by URL, crawlable links). */
type PageTarget =
  { onPage: (page: number) => void; hrefFor?: never } | { hrefFor: (page: number) => string; onPage?: never };

/** Previous/next paging with the position in words. */
export function Pagination({
  page,
  pageCount,
  label,
  ...target
}: {
  page: number;
  pageCount: number;
  label: string;
} & PageTarget) {
  if (pageCount <= 1) return null;
  const step = (to: number, text: string, rel: 'prev' | 'next') => {
    const enabled = to >= 1 && to <= pageCount;
    if (target.hrefFor === undefined) {
      return (
        <button
          type="button"
          className={buttonClass('secondary')}
          disabled={!enabled}
          onClick={() => target.onPage(to)}
        >
          {text}
        </button>
      );
    }
    return enabled ? (
      <Link to={target.hrefFor(to)} rel={rel} className={buttonClass('secondary')}>
        {text}
      </Link>
    ) : (
      <span aria-disabled="true" className={`${buttonClass('secondary')} cursor-not-allowed opacity-60`}>
        {text}
      </span>
    );
  };
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      {step(page - 1, 'Zurück', 'prev')}
      <p className="text-sm text-slate-700">
        Seite {formatCount(page)} von {formatCount(pageCount)}
      </p>
      {step(page + 1, 'Weiter', 'next')}
    </nav>
  );
}
