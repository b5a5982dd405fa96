import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BusinessDto, MapSettingsDto } from '@/api/generated/model';
import { businessFixture } from '@/testing/business-fixture';
import { installFakeApi, SITE_INFO_FIXTURE } from '@/testing/fake-api';
import { renderRoutes } from '@/testing/render-app';
import { ResultsMapSection } from './results-map';
import { resetMapConsent } from './results-map-panel';

// Leaflet itself is the lazy chunk: the fake stands in for it and records when it is loaded.
const leaflet = vi.hoisted(() => ({ loaded: vi.fn() }));
vi.mock('./results-map-view', () => {
  leaflet.loaded();
  return {
    default: ({ businesses, tiles }: { businesses: BusinessDto[]; tiles: MapSettingsDto }) => (
      <p data-testid="leaflet-karte">
        {businesses.map((business) => business.name).join(', ')} · {tiles.tileUrl}
      </p>
    ),
  };
});

let restore: (() => void) | undefined;

beforeEach(() => {
  resetMapConsent();
  restore = installFakeApi({ 'GET /api/site': () => ({ data: SITE_INFO_FIXTURE }) }).restore;
});

afterEach(() => {
  restore?.();
  restore = undefined;
});

function Section({ businesses }: { businesses: BusinessDto[] }) {
  return <ResultsMapSection businesses={businesses} open onOpenChange={() => undefined} />;
}

const results = [
  businessFixture({ id: 'a', name: 'Mit Ort', latitude: 52.52, longitude: 13.4 }),
  businessFixture({ id: 'b', name: 'Ohne Ort 1' }),
  businessFixture({ id: 'c', name: 'Ohne Ort 2' }),
  businessFixture({ id: 'd', name: 'Ohne Ort 3' }),
];

describe('ResultsMapSection', () => {
  it('asks for consent first and loads Leaflet only after the click', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '*', element: <Section businesses={results} /> }]);

    const load = await screen.findByRole('button', { name: 'Karte laden' });
    await vi.waitFor(() => expect(load).toBeEnabled());
    expect(screen.getByText(/Kartenkacheln eines Drittanbieters \(tile\.openstreetmap\.org\)/)).toBeInTheDocument();
    expect(screen.getByText('3 Einträge ohne Kartenposition')).toBeInTheDocument();
    expect(leaflet.loaded).not.toHaveBeenCalled();
    expect(screen.queryByTestId('leaflet-karte')).not.toBeInTheDocument();

    await user.click(load);
    // Only the results with coordinates become markers, on the configured tiles.
    expect(await screen.findByTestId('leaflet-karte')).toHaveTextContent(
      'Mit Ort · https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    );
    expect(leaflet.loaded).toHaveBeenCalledTimes(1);
  });

  it('toggles with the "Karte" button', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderRoutes([
      { path: '*', element: <ResultsMapSection businesses={results} open={false} onOpenChange={onOpenChange} /> },
    ]);
    const toggle = screen.getByRole('button', { name: 'Karte' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Karte laden' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(onOpenChange).toHaveBeenCalledWith(true);
  });
});
