import { Link } from 'react-router-dom';
import type { LandingLinkDto } from '@/api/generated/model';
import { paths } from '@/config/paths';

/** Links to landing pages as small chips: 'Friseure' (within a city) or 'Friseure in Berlin'. */
export function LandingLinkList({
  links,
  withCity = false,
  label,
}: {
  links: readonly LandingLinkDto[];
  withCity?: boolean;
  label: string;
}) {
  if (links.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {links.map((link) => (
        <li key={`${link.trade.slug}/${link.city.slug}`}>
          <Link
            to={paths.landing(link.trade.slug, link.city.slug)}
            className="inline-flex min-h-9 items-center rounded-full border border-slate-200 bg-white px-3 py-1 text-sm font-medium text-blue-800 hover:border-blue-300 hover:bg-blue-50"
          >
            {withCity ? `${link.trade.plural} in ${link.city.name}` : link.trade.plural}
          </Link>
        </li>
      ))}
    </ul>
  );
}
