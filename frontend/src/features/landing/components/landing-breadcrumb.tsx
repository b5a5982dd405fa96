import { Link } from 'react-router-dom';
import type { LandingPageDto } from '@/api/generated/model';
import { paths } from '@/config/paths';

/** The home page's category grid: where the trades are listed. */
const TRADES_HREF = `${paths.home}#kategorien`;

/** Startseite › Branchen › Friseur › Berlin; the trade leads to its search (its category's, for a category). */
export function LandingBreadcrumb({ trade, city }: Pick<LandingPageDto, 'trade' | 'city'>) {
  const tradeHref = trade.category ? paths.search({ category: trade.label }) : paths.search({ query: trade.label });
  const link = 'hover:text-blue-700 hover:underline';
  const separator = (
    <li aria-hidden="true" className="text-slate-400">
      ›
    </li>
  );
  return (
    <nav aria-label="Brotkrümelnavigation" className="mb-6 text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <li>
          <Link to={paths.home} className={link}>
            Startseite
          </Link>
        </li>
        {separator}
        <li>
          <Link to={TRADES_HREF} className={link}>
            Branchen
          </Link>
        </li>
        {separator}
        <li>
          <Link to={tradeHref} className={link}>
            {trade.label}
          </Link>
        </li>
        {separator}
        <li aria-current="page" className="font-medium text-slate-900">
          {city.name}
        </li>
      </ol>
    </nav>
  );
}
