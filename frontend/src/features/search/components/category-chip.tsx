import { Link } from 'react-router-dom';
import { Icon } from '@/components/ui/icon';
import { ICONS } from '@/components/ui/icon-paths';
import { searchPageHref, type SearchCriteria } from '../utils/search-params';

/** The chosen category with a link that removes it; nothing when no category is chosen. */
export function CategoryChip({ criteria }: { criteria: SearchCriteria }) {
  if (criteria.category === '') return null;
  return (
    <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-700">
      Kategorie:
      <span className="inline-flex items-center gap-1 rounded-full bg-blue-50 py-1 pl-3 pr-1 font-medium text-blue-800">
        {criteria.category}
        <Link
          to={searchPageHref({ ...criteria, category: '' }, { page: 1 })}
          aria-label={`Kategorie ${criteria.category} entfernen`}
          className="grid size-6 place-items-center rounded-full hover:bg-blue-100"
        >
          <Icon path={ICONS.close} className="size-3.5" strokeWidth="2.5" />
        </Link>
      </span>
    </p>
  );
}
