import { lazy, Suspense } from 'react';
import type { BusinessDto } from '@/api/generated/model';
import { buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { ICONS } from '@/components/ui/icon-paths';
import { useHydrated } from '@/lib/use-hydrated';

/** Consent, note and map: loaded only when the map is turned on, so the search page stays small. */
const ResultsMapPanel = lazy(() => import('./results-map-panel'));

/** The 'Karte' toggle above the results and, while it is on, the map of the page's results. */
export function ResultsMapSection({
  businesses,
  open,
  onOpenChange,
}: {
  businesses: readonly BusinessDto[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  // The toggle only works through the page's script: until it runs, a click would do nothing.
  const hydrated = useHydrated();
  // One element around toggle and map: the section may hydrate in a slice of its own (HydrateLater).
  return (
    <div>
      <div className="mb-4 flex justify-end">
        <button
          type="button"
          disabled={!hydrated}
          aria-expanded={open}
          aria-controls="ergebniskarte"
          onClick={() => onOpenChange(!open)}
          className={buttonClass(open ? 'favourite' : 'secondary', 'md')}
        >
          <Icon path={ICONS.map} className="size-4" />
          {open ? 'Karte ausblenden' : 'Karte'}
        </button>
      </div>
      {open && (
        // The panel is small and from this site: no loading text for the moment it takes.
        <Suspense fallback={null}>
          <ResultsMapPanel businesses={businesses} />
        </Suspense>
      )}
    </div>
  );
}
