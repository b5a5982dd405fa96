import { formatEntryCount } from '@/lib/german-format';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { BusinessDto } from '@/api/generated/model';
import { MapConsent } from '@/components/map-consent/map-consent';
import { useSiteInfo } from '@/lib/site-info';
import { hasMapPosition } from '../utils/map-position';

/** Leaflet (code and CSS) is its own chunk, requested only after the visitor's consent. */
const ResultsMapView = lazy(() => import('./results-map-view'));

/** Consent holds for this page view: paging through results does not ask again; reloading the page revokes it. */
let consentGiven = false;

/** For tests: forget the consent of this page view. */
export function resetMapConsent(): void {
  consentGiven = false;
}

/** '3 Einträge ohne Kartenposition' (a page holds at most 100 results: no digit grouping needed). */
export function unplacedNote(count: number): string {
  return `${formatEntryCount(count)} ohne Kartenposition`;
}

/**
 * The current page's results as markers, after the same two-click consent as the business page's map. A chunk
 * of its own (our server's), loaded when the visitor turns the map on.
 */
export default function ResultsMapPanel({ businesses }: { businesses: readonly BusinessDto[] }) {
  const [consented, setConsented] = useState(consentGiven);
  const { data: site } = useSiteInfo();
  const placed = useMemo(() => businesses.filter(hasMapPosition), [businesses]);
  const unplaced = businesses.length - placed.length;
  const tileHost = site === undefined ? undefined : new URL(site.map.tileUrl).host;

  const consent = () => {
    consentGiven = true;
    setConsented(true);
  };

  return (
    <section id="ergebniskarte" aria-label="Karte der Ergebnisse" className="mb-6">
      <div className="isolate aspect-square overflow-hidden rounded-2xl border border-slate-200 bg-slate-100 sm:aspect-[16/9] lg:aspect-[16/7]">
        {consented && site !== undefined ? (
          <Suspense
            fallback={
              <p role="status" className="grid size-full place-items-center text-sm text-slate-600">
                Karte wird geladen...
              </p>
            }
          >
            <ResultsMapView businesses={placed} tiles={site.map} />
          </Suspense>
        ) : (
          <MapConsent onConsent={consent} disabled={site === undefined}>
            Mit dem Laden der Karte werden Kartenkacheln eines Drittanbieters ({tileHost ?? 'Kartenserver'})
            eingebunden; dabei werden Daten wie Ihre IP-Adresse an diesen Anbieter übertragen.
          </MapConsent>
        )}
      </div>
      {unplaced > 0 && <p className="mt-2 text-sm text-slate-600">{unplacedNote(unplaced)}</p>}
    </section>
  );
}
