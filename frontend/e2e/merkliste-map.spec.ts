import { type APIRequestContext, type Request } from '@playwright/test';
import { expect, test } from './support/test';
import { E2E_ADMIN } from '../playwright.config';

/** The default MAP_TILE_URL's host; the test answers it itself, so it needs no internet. */
const TILE_HOST = 'tile.openstreetmap.org';
/** A 1×1 transparent PNG for every tile. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const QUERY = 'Kartenprobe';
/** Real Detmold addresses, so the radius branch's place data gives them coordinates. */
const BUSINESSES = [
  { name: 'Kartenprobe Café am Markt', street: 'Markt 5', postalCode: '32756' },
  { name: 'Kartenprobe Bäckerei Hornsche Straße', street: 'Hornsche Straße 40', postalCode: '32756' },
];

async function adminSession(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/admin/login', {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { sessionToken: string }).sessionToken;
}

test.describe('stars on cards, the result map and the Merkliste', () => {
  const ids: string[] = [];
  let session: string;

  test.beforeAll(async ({ request }) => {
    session = await adminSession(request);
    for (const business of BUSINESSES) {
      const response = await request.post('/api/admin/businesses', {
        headers: { 'x-admin-session': session },
        data: { ...business, category: 'Restaurant & Gastronomie', city: 'Detmold', country: 'Deutschland' },
      });
      expect(response.status()).toBe(201);
      ids.push(((await response.json()) as { id: string }).id);
    }
    const review = await request.post(`/api/businesses/${ids[0]}/reviews`, {
      data: { authorName: 'Karla Karte', rating: 4, comment: 'Guter Kaffee, freundlicher Service am Markt.' },
    });
    expect(review.status()).toBe(201);
  });

  test.afterAll(async ({ request }) => {
    for (const id of ids) {
      await request.delete(`/api/admin/businesses/${id}`, { headers: { 'x-admin-session': session } });
    }
  });

  test('result cards show the stars and the review count, and nothing without reviews', async ({ page }) => {
    await page.goto(`/search?query=${QUERY}`);
    const reviewed = page.getByRole('article').filter({ hasText: BUSINESSES[0].name });
    await expect(reviewed.getByRole('img', { name: '4,0 von 5 Sternen' })).toBeVisible();
    await expect(reviewed.getByText('(1)')).toBeVisible();
    const unreviewed = page.getByRole('article').filter({ hasText: BUSINESSES[1].name });
    await expect(unreviewed).toBeVisible();
    await expect(unreviewed.getByRole('img', { name: /von 5 Sternen/ })).toHaveCount(0);
  });

  test('the map contacts no third party before consent, then only the configured tile host', async ({
    page,
    request,
  }) => {
    const foreign: string[] = [];
    const leaflet: string[] = [];
    page.on('request', (sent: Request) => {
      const { hostname, pathname } = new URL(sent.url());
      if (hostname !== 'localhost' && hostname !== '127.0.0.1') foreign.push(sent.url());
      else if (pathname.includes('results-map-view')) leaflet.push(pathname);
    });
    await page.route(`https://${TILE_HOST}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: TILE }),
    );

    await page.goto(`/search?query=${QUERY}`);
    await page.getByRole('button', { name: 'Karte', exact: true }).click();
    const load = page.getByRole('button', { name: 'Karte laden' });
    await expect(load).toBeEnabled();
    await expect(page.getByText(`Kartenkacheln eines Drittanbieters (${TILE_HOST})`)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(foreign).toEqual([]);
    // Leaflet's code and CSS are not even fetched from our server before the click.
    expect(leaflet).toEqual([]);

    await load.click();
    await expect(page.locator('.leaflet-container')).toBeVisible();
    expect(leaflet.some((path) => path.endsWith('.js'))).toBe(true);
    expect(leaflet.some((path) => path.endsWith('.css'))).toBe(true);
    await expect.poll(() => foreign.length).toBeGreaterThan(0);
    expect(foreign.filter((url) => new URL(url).hostname !== TILE_HOST)).toEqual([]);

    // Markers need coordinates (the radius branch fills them from the place data); until then the page says so.
    const listed = (await (await request.get(`/api/businesses?query=${QUERY}`)).json()) as { latitude: unknown }[];
    const positioned = listed.filter((business) => business.latitude !== null) as {
      latitude: number;
      longitude: number;
    }[];
    const placed = positioned.length;
    // One marker per point: businesses of one place share its centre and are listed on one card.
    const points = new Set(positioned.map(({ latitude, longitude }) => `${latitude},${longitude}`));
    const markers = page.locator('.leaflet-marker-icon');
    await expect(markers).toHaveCount(points.size);
    if (placed < listed.length) {
      const missing = listed.length - placed;
      await expect(
        page.getByText(`${missing} ${missing === 1 ? 'Eintrag' : 'Einträge'} ohne Kartenposition`),
      ).toBeVisible();
    }
    if (placed > 0) {
      await markers.first().click();
      const card = page.locator('.leaflet-popup');
      await expect(card.getByRole('link', { name: /^Zum Eintrag: / }).first()).toHaveAttribute('href', /^\/business\//);
    }
  });

  test('saving two businesses puts them on the Merkliste, where one is removed', async ({ page }) => {
    for (const id of ids) {
      await page.goto(`/business/${id}`);
      await page.getByRole('button', { name: 'Speichern' }).click();
      await expect(page.getByRole('button', { name: 'Gespeichert' })).toBeVisible();
    }
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Merkliste (2 Einträge)' }).click();

    await expect(page).toHaveURL(/\/merkliste$/);
    await expect(page).toHaveTitle('Merkliste | Branchenbuch');
    for (const business of BUSINESSES) {
      await expect(page.getByRole('link', { name: business.name })).toBeVisible();
    }
    await page.getByRole('button', { name: `${BUSINESSES[0].name} aus der Merkliste entfernen` }).click();
    await expect(page.getByRole('link', { name: BUSINESSES[0].name })).toHaveCount(0);
    await expect(page.getByRole('link', { name: BUSINESSES[1].name })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Merkliste (1 Eintrag)' })).toBeVisible();
    // Stored in the browser: a reload shows the same list.
    await page.reload();
    await expect(page.getByRole('link', { name: BUSINESSES[1].name })).toBeVisible();
    await expect(page.getByRole('link', { name: BUSINESSES[0].name })).toHaveCount(0);
  });
});
