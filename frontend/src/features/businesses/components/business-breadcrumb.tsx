import { Link } from 'react-router-dom';
import type { BusinessDto } from '@/api/generated/model';
import { KeepServerMarkup } from '@/components/ui/hydrate-later';
import { paths } from '@/config/paths';

/** Home / category / business. */
export function BusinessBreadcrumb({ business }: { business: BusinessDto }) {
  return (
    // Links only: kept as the server wrote them while the business stays the same.
    <KeepServerMarkup data={business}>
      <nav aria-label="Brotkrümelnavigation" className="mb-6 text-sm text-slate-600">
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <li>
            <Link to={paths.home} className="hover:text-blue-700 hover:underline">
              Home
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link to={paths.search({ category: business.category })} className="hover:text-blue-700 hover:underline">
              {business.category}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="min-w-0 break-words font-medium text-slate-900">
            {business.name}
          </li>
        </ol>
      </nav>
    </KeepServerMarkup>
  );
}
