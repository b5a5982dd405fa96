import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchCooldown } from '@/lib/search-cooldown';
import { useStartSearch } from './use-start-search';
import { Icon } from '../ui/icon';
import { ICONS } from '../ui/icon-paths';

export interface SearchFormProps {
  /** The form's id (the home page's 'Jetzt suchen' scrolls to it). */
  id?: string;
  defaultQuery?: string;
  defaultCity?: string;
  /** Kept in the new search (the category chosen on the home page's tiles). */
  category?: string;
  /** 'hero': large fields on the home page; 'bar': compact on the results page. */
  variant?: 'hero' | 'bar';
}

/** A labelled search field with its icon inside, at the left. */
function IconField({
  id,
  label,
  labelClassName,
  icon,
  children,
}: {
  id: string;
  label: string;
  labelClassName: string;
  icon: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <div className="relative">
        <Icon
          path={icon}
          className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-500"
          rounded
        />
        {children}
      </div>
    </div>
  );
}

/**
 * The Was/Wo search. After a search starts, the button shows 'Warten (Ns)' for 10 seconds and is marked
 * disabled; submitting anyway (Enter, click) shows the 'Bitte warten' toast instead of searching.
 */
export function SearchForm({ id, defaultQuery = '', defaultCity = '', category, variant = 'hero' }: SearchFormProps) {
  const [query, setQuery] = useState(defaultQuery);
  const [city, setCity] = useState(defaultCity);
  const secondsLeft = useSearchCooldown();
  const startSearch = useStartSearch();
  const fieldId = useId();
  const coolingDown = secondsLeft > 0;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    startSearch({ query, city, category });
  };

  const large = variant === 'hero';
  const input = `w-full rounded-lg border border-slate-300 bg-white pl-10 pr-3 text-slate-900 placeholder:text-slate-500 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 ${
    large ? 'h-12 text-base' : 'h-11 text-sm'
  }`;
  const label = large
    ? 'mb-1 block text-sm font-semibold text-slate-800'
    : 'mb-1 block text-xs font-semibold text-slate-700';

  return (
    <form
      id={id}
      role="search"
      aria-label="Unternehmen suchen"
      onSubmit={onSubmit}
      className={`grid gap-3 md:grid-cols-[1fr_1fr_auto] md:items-end ${large ? 'rounded-2xl bg-white p-4 shadow-xl sm:p-5' : ''}`}
    >
      <IconField id={`${fieldId}-was`} label="Was" labelClassName={label} icon={ICONS.search}>
        <input
          id={`${fieldId}-was`}
          name="query"
          type="search"
          value={query}
          maxLength={100}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Branche, Firma oder Stichwort"
          autoComplete="off"
          className={input}
        />
      </IconField>
      <IconField id={`${fieldId}-wo`} label="Wo" labelClassName={label} icon={ICONS.pin}>
        <input
          id={`${fieldId}-wo`}
          name="city"
          type="text"
          value={city}
          maxLength={50}
          onChange={(event) => setCity(event.target.value)}
          placeholder="Stadt oder PLZ"
          autoComplete="address-level2"
          className={input}
        />
      </IconField>
      <button
        type="submit"
        aria-disabled={coolingDown}
        className={`inline-flex items-center justify-center gap-2 rounded-lg px-6 font-semibold text-white transition-colors ${
          large ? 'h-12 text-base' : 'h-11 text-sm'
        } ${coolingDown ? 'cursor-not-allowed bg-slate-500' : 'bg-blue-700 hover:bg-blue-800'}`}
      >
        <Icon path={ICONS.search} className="size-5" strokeLinecap="round" />
        {coolingDown ? `Warten (${secondsLeft}s)` : 'Suchen'}
      </button>
    </form>
  );
}
