import { Link, useNavigate } from 'react-router-dom';
import { inputClass } from '@/components/ui/form-field';
import { Icon } from '@/components/ui/icon';
import { ICONS } from '@/components/ui/icon-paths';
import { useHydrated } from '@/lib/use-hydrated';
import {
  MIN_RATING_CHOICES,
  searchPageHref,
  type SearchCriteria,
  type SearchFilters,
  type SearchSort,
} from '../utils/search-params';

const SORT_LABELS: Record<SearchSort | '', string> = {
  '': 'Relevanz',
  rating: 'Beste Bewertung',
  newest: 'Neueste',
  distance: 'Entfernung',
};

const minRatingLabel = (stars: number): string => `Mindestens ${stars} ${stars === 1 ? 'Stern' : 'Sterne'}`;

/** The filters that are set, each as a chip with the change that removes it. */
function activeFilters(filters: SearchFilters): { label: string; without: Partial<SearchFilters> }[] {
  const chips: { label: string; without: Partial<SearchFilters> }[] = [];
  if (filters.openNow) chips.push({ label: 'Jetzt geöffnet', without: { openNow: false } });
  if (filters.minRating > 0) chips.push({ label: minRatingLabel(filters.minRating), without: { minRating: 0 } });
  if (filters.verified) chips.push({ label: 'Nur verifizierte', without: { verified: false } });
  return chips;
}

/** The active filters as chips; each is a link to the same search without it. */
function ActiveFilterChips({ criteria }: { criteria: SearchCriteria }) {
  const chips = activeFilters(criteria);
  if (chips.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-wrap items-center gap-2 text-sm" aria-label="Aktive Filter">
      {chips.map(({ label, without }) => (
        <li
          key={label}
          className="inline-flex items-center gap-1 rounded-full bg-blue-50 py-1 pl-3 pr-1 font-medium text-blue-800"
        >
          {label}
          <Link
            to={searchPageHref({ ...criteria, ...without }, { page: 1 })}
            aria-label={`Filter ${label} entfernen`}
            className="grid size-6 place-items-center rounded-full hover:bg-blue-100"
          >
            <Icon path={ICONS.close} className="size-3.5" strokeWidth="2.5" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The filters and the order of the results (issue 14): "Jetzt geöffnet", a minimum rating, "Nur
 * verifizierte" and "Sortieren nach …". Everything lives in the URL, so a result can be shared; a change
 * starts again at page 1 (a cursor belongs to one order and one set of matches). The chips are links,
 * so removing a filter works before the page's script has loaded.
 */
export function SearchFilterBar({ criteria }: { criteria: SearchCriteria }) {
  const navigate = useNavigate();
  const apply = (change: Partial<SearchFilters>) =>
    void navigate(searchPageHref({ ...criteria, ...change }, { page: 1 }));
  // The controls act through the page's script; before it runs, a click would be lost (the chips are links).
  const hydrated = useHydrated();

  return (
    <div className="mt-4 border-t border-slate-100 pt-4">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3 text-sm text-slate-800">
        <label className="inline-flex items-center gap-2">
          <input
            type="checkbox"
            className="size-4 rounded border-slate-300 text-blue-700 focus:ring-blue-600"
            disabled={!hydrated}
            // Uncontrolled, keyed by the address: the click shows at once, while the new address loads.
            key={`openNow-${criteria.openNow}`}
            defaultChecked={criteria.openNow}
            onChange={(event) => apply({ openNow: event.target.checked })}
          />
          Jetzt geöffnet
        </label>
        <label className="inline-flex items-center gap-2">
          <span className="sr-only">Mindestbewertung</span>
          <select
            className={`${inputClass} w-auto`}
            disabled={!hydrated}
            key={`minRating-${criteria.minRating}`}
            defaultValue={criteria.minRating}
            onChange={(event) => apply({ minRating: Number(event.target.value) })}
          >
            <option value={0}>Alle Bewertungen</option>
            {MIN_RATING_CHOICES.map((stars) => (
              <option key={stars} value={stars}>
                {minRatingLabel(stars)}
              </option>
            ))}
          </select>
        </label>
        <label className="inline-flex items-center gap-2">
          <input
            type="checkbox"
            className="size-4 rounded border-slate-300 text-blue-700 focus:ring-blue-600"
            disabled={!hydrated}
            key={`verified-${criteria.verified}`}
            defaultChecked={criteria.verified}
            onChange={(event) => apply({ verified: event.target.checked })}
          />
          Nur verifizierte
        </label>
        <label className="inline-flex items-center gap-2 sm:ml-auto">
          Sortieren nach
          <select
            className={`${inputClass} w-auto`}
            disabled={!hydrated}
            key={`sort-${criteria.sort}`}
            defaultValue={criteria.sort}
            onChange={(event) => apply({ sort: event.target.value as SearchSort | '' })}
          >
            {Object.entries(SORT_LABELS)
              // Nearest first needs the place of an Umkreissuche.
              .filter(([value]) => value !== 'distance' || criteria.near !== '')
              .map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
          </select>
        </label>
      </div>
      <ActiveFilterChips criteria={criteria} />
    </div>
  );
}
