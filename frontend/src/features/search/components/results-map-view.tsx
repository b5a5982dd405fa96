import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router-dom';
import type { MapSettingsDto } from '@/api/generated/model';
import { paths } from '@/config/paths';
import type { MapBusiness } from '../utils/map-position';

/** The DACH region, shown when no result has a position. */
const DACH_CENTRE: L.LatLngExpression = [50.5, 10.5];
const DACH_ZOOM = 5;
/** Closer than this the tiles show streets the coordinates (a place's centre) do not stand for. */
const MAX_FIT_ZOOM = 14;

/** A pin drawn as SVG: no marker images to fetch, nothing for the CSP to allow. */
const PIN = L.divIcon({
  className: '',
  html: '<svg viewBox="0 0 24 32" width="28" height="36" aria-hidden="true"><path d="M12 31S2 19.5 2 12a10 10 0 0 1 20 0c0 7.5-10 19-10 19z" fill="#1d4ed8" stroke="#fff" stroke-width="2"/><circle cx="12" cy="12" r="4" fill="#fff"/></svg>',
  iconSize: [28, 36],
  iconAnchor: [14, 36],
  popupAnchor: [0, -32],
});

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The tile provider's attribution (plain text from configuration); OpenStreetMap's links to its licence page. */
function attributionHtml(attribution: string): string {
  const text = escapeHtml(attribution);
  return attribution.includes('OpenStreetMap')
    ? `<a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">${text}</a>`
    : text;
}

/**
 * The results by position: coordinates are a place's centre, so every business of one small town
 * shares a point, and one marker per point (whose card lists them all) keeps each reachable.
 */
function groupByPoint(businesses: readonly MapBusiness[]): MapBusiness[][] {
  const groups = new Map<string, MapBusiness[]>();
  for (const business of businesses) {
    const key = `${business.latitude},${business.longitude}`;
    groups.set(key, [...(groups.get(key) ?? []), business]);
  }
  return [...groups.values()];
}

function MarkerCard({ businesses }: { businesses: readonly MapBusiness[] }) {
  return (
    // Divs, not paragraphs: Leaflet's stylesheet gives a popup's <p> wide margins.
    <div className="max-h-60 min-w-44 divide-y divide-slate-100 overflow-y-auto text-sm">
      {businesses.map((business) => (
        <div key={business.id} className="space-y-1 py-1.5 first:pt-0 last:pb-0">
          <div className="font-semibold text-slate-900">{business.name}</div>
          <div className="text-slate-700">
            {business.street}, {business.postalCode} {business.city}
          </div>
          <Link
            to={paths.business(business.id)}
            aria-label={`Zum Eintrag: ${business.name}`}
            className="font-semibold text-blue-700 hover:underline"
          >
            Zum Eintrag
          </Link>
        </div>
      ))}
    </div>
  );
}

/**
 * Leaflet with the configured tiles and one marker per point among the results with coordinates; a marker
 * opens a small card listing the businesses there.
 * Loaded lazily by `ResultsMap` once the visitor has agreed to load the map.
 */
export default function ResultsMapView({
  businesses,
  tiles,
}: {
  businesses: readonly MapBusiness[];
  tiles: MapSettingsDto;
}) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState<{ businesses: MapBusiness[]; element: HTMLElement; popup: L.Popup }>();

  // Leaflet sized the popup while it was empty; once React has filled it, it measures again.
  useLayoutEffect(() => {
    open?.popup.update();
  }, [open]);

  useEffect(() => {
    const container = containerRef.current;
    if (container === null) return;
    const map = L.map(container, { scrollWheelZoom: false });
    map.attributionControl.setPrefix(false);
    L.tileLayer(tiles.tileUrl, { attribution: attributionHtml(tiles.attribution), maxZoom: 19 }).addTo(map);

    for (const group of groupByPoint(businesses)) {
      const position: L.LatLngTuple = [group[0].latitude, group[0].longitude];
      const title =
        group.length === 1 ? group[0].name : `${group.length} Einträge: ${group.map(({ name }) => name).join(', ')}`;
      const marker = L.marker(position, { icon: PIN, title, alt: title }).addTo(map);
      marker.on('click', () => {
        const element = document.createElement('div');
        const popup = L.popup({ maxWidth: 260 }).setLatLng(position).setContent(element).openOn(map);
        setOpen({ businesses: group, element, popup });
      });
    }
    map.on('popupclose', () => setOpen(undefined));

    if (businesses.length === 0) {
      map.setView(DACH_CENTRE, DACH_ZOOM);
    } else {
      const bounds = L.latLngBounds(businesses.map((business) => [business.latitude, business.longitude]));
      map.fitBounds(bounds, { padding: [32, 32], maxZoom: MAX_FIT_ZOOM });
    }
    return () => {
      setOpen(undefined);
      map.remove();
    };
  }, [businesses, tiles]);

  return (
    <>
      <div ref={containerRef} className="size-full" data-testid="ergebniskarte" />
      {open !== undefined && createPortal(<MarkerCard businesses={open.businesses} />, open.element)}
    </>
  );
}
