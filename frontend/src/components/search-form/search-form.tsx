import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchCooldown } from '@/lib/search-cooldown';
import { useStartSearch } from './use-start-search';
import { RADIUS_CHOICES_KM } from '@/lib/radius-choices';
import { Icon } from '../ui/icon';
import { ICONS } from '../ui/icon-paths';

export interface SearchFormProps {
  /** The form's id (the home page's 'Jetzt suchen' scrolls to it). */
  id?: string;
  defaultQuery?: string;
  defaultCity?: string;
  /** The Umkreis in km ('' = none): with one, the Wo field is the centre of a radius search. */
  defaultRadius?: string;
  /** Kept in the new search (the category chosen on the home page's tiles). */
  category?: string;
  /** 'hero': large fields on the home page; 'bar': compact on the results page. */
  variant?: 'hero' | 'bar';
}

/** Was and Wo: the query and the city, each a labelled input with its icon. */
const FIELDS = [
  {
    name: 'query',
    label: 'Was',
    icon: ICONS.search,
    input: { type: 'search', maxLength: 100, placeholder: 'Branche, Firma oder Stichwort', autoComplete: 'off' },
  },
  {
    name: 'city',
    label: 'Wo',
    icon: ICONS.pin,
    input: { type: 'text', maxLength: 50, placeholder: 'Stadt oder PLZ', autoComplete: 'address-level2' },
  },
] as const;

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
export function SearchForm({
  id,
  defaultQuery = '',
  defaultCity = '',
  defaultRadius = '',
  category,
  variant = 'hero',
}: SearchFormProps) {
  const [values, setValues] = useState({ query: defaultQuery, city: defaultCity });
  const [radius, setRadius] = useState(defaultRadius);
  const secondsLeft = useSearchCooldown();
  const startSearch = useStartSearch();
  const fieldId = useId();
  const coolingDown = secondsLeft > 0;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // With an Umkreis, Wo is the place to measure from (near) instead of a city filter.
    const where = radius !== '' && values.city.trim() !== '' ? { near: values.city, radius } : { city: values.city };
    startSearch({ query: values.query, ...where, category });
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
      className={`grid gap-3 md:grid-cols-[1fr_1fr_auto_auto] md:items-end ${large ? 'rounded-2xl bg-white p-4 shadow-xl sm:p-5' : ''}`}
    >
      {FIELDS.map(({ name, label: text, icon, input: attributes }) => (
        <IconField key={name} id={`${fieldId}-${name}`} label={text} labelClassName={label} icon={icon}>
          <input
            {...attributes}
            id={`${fieldId}-${name}`}
            name={name}
            value={values[name]}
            onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
            className={input}
          />
        </IconField>
      ))}
      <div>
        <label htmlFor={`${fieldId}-radius`} className={label}>
          Umkreis
        </label>
        <select
          id={`${fieldId}-radius`}
          name="radius"
          value={radius}
          onChange={(event) => setRadius(event.target.value)}
          className={`w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 ${
            large ? 'h-12 text-base' : 'h-11 text-sm'
          }`}
        >
          <option value="">Nur dieser Ort</option>
          {RADIUS_CHOICES_KM.map((km) => (
            <option key={km} value={String(km)}>
              {km} km
            </option>
          ))}
        </select>
      </div>
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
