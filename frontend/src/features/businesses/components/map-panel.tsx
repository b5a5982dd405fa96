import { useState } from 'react';
import { mapDirectionsUrl, mapEmbedUrl, mapSearchUrl, type MapPlace } from '../utils/map-links';
import { ExternalLink } from '@/components/ui/external-link';
import { buttonClass } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { MapConsent } from '@/components/map-consent/map-consent';

const MAPS_NOTE = 'Google Maps, öffnet in neuem Tab';

const linkClass = `${buttonClass('secondary', 'sm')} flex-1`;

/**
 * The map with two-click consent: Google Maps is only contacted after the visitor asks for it.
 * Vollbild and Route open Google Maps in a new tab at any time.
 */
export function MapPanel({ place }: { place: MapPlace }) {
  const [consented, setConsented] = useState(false);

  return (
    <Panel titleId="karte-titel" title="Standort">
      <div className="mt-3 aspect-[4/3] overflow-hidden rounded-lg bg-slate-100">
        {consented ? (
          <iframe
            title={`Karte: ${place.name}`}
            src={mapEmbedUrl(place)}
            className="size-full border-0"
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
          />
        ) : (
          <MapConsent onConsent={() => setConsented(true)}>
            Mit dem Laden der Karte wird ein Dienst eines Drittanbieters (Google Maps, Google Ireland Ltd.) eingebunden;
            dabei werden Daten wie Ihre IP-Adresse an Google übertragen.
          </MapConsent>
        )}
      </div>
      <div className="mt-3 flex gap-2">
        <ExternalLink href={mapSearchUrl(place)} note={MAPS_NOTE} className={linkClass}>
          Vollbild
        </ExternalLink>
        <ExternalLink href={mapDirectionsUrl(place)} note={MAPS_NOTE} className={linkClass} statistik="route">
          Route
        </ExternalLink>
      </div>
    </Panel>
  );
}
