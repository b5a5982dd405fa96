import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { KeepServerMarkup } from '@/components/ui/hydrate-later';
import { useBusinessLandingLinks } from '../api/landing-links';

/** 'Mehr in Berlin: Wellness & Schönheit · Friseure': the landing pages that list this business, where they exist. */
export function BusinessLandingLinks({ businessId, city }: { businessId: string; city: string }) {
  const { data: links = [] } = useBusinessLandingLinks(businessId);
  if (links.length === 0) return null;
  // Links only: the server's markup is kept, not hydrated.
  return (
    <KeepServerMarkup data={links}>
      <nav aria-label="Branchen in der Stadt" className="-mt-3 mb-6 text-sm text-slate-600">
        <span className="mr-2">Mehr in {city}:</span>
        <ul className="inline">
          {links.map((link, index) => (
            <li key={link.trade.slug} className="inline">
              {index > 0 && <span aria-hidden="true"> · </span>}
              <Link
                to={paths.landing(link.trade.slug, link.city.slug)}
                className="font-medium text-blue-700 hover:underline"
              >
                {link.trade.plural} in {link.city.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </KeepServerMarkup>
  );
}
