import { SearchForm } from '@/components/search-form/search-form';
import { useSearchCooldown } from '@/lib/search-cooldown';
import { useStartSearch } from '@/components/search-form/use-start-search';
import { useHydrated } from '@/lib/use-hydrated';
import { QUICK_CITIES } from '../data/home-cities';

export const SEARCH_FORM_ID = 'suche';

export function HomeHero() {
  // The quick cities search through the page's script; before it runs a click would be lost.
  const hydrated = useHydrated();
  const startSearch = useStartSearch();
  const secondsLeft = useSearchCooldown();

  return (
    <section
      aria-labelledby="hero-title"
      className="bg-gradient-to-br from-blue-800 via-blue-700 to-indigo-800 px-4 pb-16 pt-12 text-white sm:px-6 sm:pb-20 sm:pt-16 lg:px-8"
    >
      <div className="mx-auto max-w-5xl">
        <div className="text-center">
          <h1 id="hero-title" className="text-3xl font-extrabold tracking-tight sm:text-5xl">
            Lokale Unternehmen finden
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-base text-blue-50 sm:text-xl">
            Das Branchenbuch für Deutschland, Österreich und die Schweiz: Handwerker, Ärzte, Restaurants und
            Dienstleister in Ihrer Nähe – kostenlos suchen, vergleichen und direkt kontaktieren.
          </p>
        </div>
        <div className="mt-8 scroll-mt-24" id={`${SEARCH_FORM_ID}-bereich`}>
          <SearchForm id={SEARCH_FORM_ID} variant="hero" />
        </div>
        <div className="mt-6 flex flex-wrap items-center justify-center gap-2">
          <span className="text-sm text-blue-50">Beliebte Städte:</span>
          {QUICK_CITIES.map((city) => (
            <button
              key={city}
              type="button"
              disabled={!hydrated}
              aria-disabled={secondsLeft > 0}
              onClick={() => startSearch({ city })}
              className="rounded-full border border-white/40 bg-white/10 px-4 py-1.5 text-sm font-medium text-white hover:bg-white/20"
            >
              {city}
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
