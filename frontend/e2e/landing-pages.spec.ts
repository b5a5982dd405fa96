import { expect, test } from './support/test';
import { E2E_ADMIN } from '../playwright.config';
import { adminSession } from './support/admin-session';

const CITY = 'Lemgo';
const TRADE = { slug: 'tischler', plural: 'Tischler' };
/** More than one page of 24, so that the journey reaches page 2. */
const WORKSHOPS = 27;
const SHOTS = '/work/screenshots/landing';

test.describe('landing pages for trade × city', () => {
  const created: string[] = [];
  let session: string;

  test.beforeAll(async ({ request }) => {
    session = await adminSession(request, E2E_ADMIN);
    for (let i = 1; i <= WORKSHOPS; i += 1) {
      const response = await request.post('/api/admin/businesses', {
        headers: { 'x-admin-session': session },
        data: {
          name: `Tischlerei Holzwerk ${String(i).padStart(2, '0')}`,
          category: 'Handwerk & Dienstleistung',
          street: `Mittelstraße ${i}`,
          postalCode: '32657',
          city: CITY,
          country: 'Deutschland',
          keywords: 'Tischler, Möbelbau, Innenausbau',
          verified: i === 5,
        },
      });
      expect(response.status()).toBe(201);
      created.push(((await response.json()) as { id: string }).id);
    }
    // The server recounts the combinations every 2 seconds in this run (LANDING_REFRESH_SECONDS). A recount
    // can fall between two of the writes above: wait for one that saw them all, not just for the page.
    await expect
      .poll(
        async () => {
          const response = await request.get(`/api/landing-pages/${TRADE.slug}/lemgo`);
          return response.ok() ? ((await response.json()) as { total: number }).total : response.status();
        },
        { timeout: 20_000 },
      )
      .toBe(WORKSHOPS);
  });

  test.afterAll(async ({ request }) => {
    for (const id of created) {
      await request.delete(`/api/admin/businesses/${id}`, { headers: { 'x-admin-session': session } });
    }
  });

  test('home → a trade-in-city link → the landing page → page 2 → a business', async ({ page }) => {
    await page.goto('/');
    const popular = page.getByRole('list', { name: 'Gefragte Branchen in Ihrer Stadt' });
    const link = popular.getByRole('link', { name: `${TRADE.plural} in ${CITY}` });
    await expect(link).toHaveAttribute('href', `/branchen/${TRADE.slug}/lemgo`);
    await link.click();

    await expect(page).toHaveURL(/\/branchen\/tischler\/lemgo$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${TRADE.plural} in ${CITY}`);
    await expect(page).toHaveTitle(`${TRADE.plural} in ${CITY} | Branchenbuch`);
    await expect(page.getByText(`${WORKSHOPS} Einträge für ${TRADE.plural} in ${CITY}`)).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'Brotkrümelnavigation' });
    await expect(breadcrumb).toHaveText(/Startseite\s*›\s*Branchen\s*›\s*Tischler\s*›\s*Lemgo/);
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(24);
    for (const card of await cards.all()) await expect(card).toContainText(CITY);
    // The verified workshop leads the listing, as in the search.
    await expect(cards.first().getByRole('heading')).toHaveText('Tischlerei Holzwerk 05');

    const pagination = page.getByRole('navigation', { name: 'Seitennavigation' });
    await expect(pagination).toContainText('Seite 1 von 2');
    await pagination.getByRole('link', { name: 'Weiter' }).click();
    await expect(page).toHaveURL(/\/branchen\/tischler\/lemgo\?page=2$/);
    await expect(pagination).toContainText('Seite 2 von 2');
    await expect(cards).toHaveCount(WORKSHOPS - 24);
    await expect(page).toHaveTitle(`${TRADE.plural} in ${CITY} – Seite 2 | Branchenbuch`);

    const first = cards.first();
    const name = await first.getByRole('heading').innerText();
    await first.getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/business\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    // Back to the landing pages from the business: its category's and its trade's, in its city.
    const more = page.getByRole('navigation', { name: 'Branchen in der Stadt' });
    await expect(more.getByRole('link', { name: `${TRADE.plural} in ${CITY}` })).toHaveAttribute(
      'href',
      `/branchen/${TRADE.slug}/lemgo`,
    );
    await expect(more.getByRole('link', { name: `Handwerk & Dienstleistung in ${CITY}` })).toHaveAttribute(
      'href',
      '/branchen/handwerk-dienstleistung/lemgo',
    );
  });

  test('a featured city links its largest trades; an unknown combination shows the 404 page', async ({ page }) => {
    await page.goto('/');
    const berlin = page.getByRole('list', { name: 'Beliebte Branchen in Berlin' });
    const first = berlin.getByRole('link').first();
    await expect(first).toHaveAttribute('href', /^\/branchen\/[a-z-]+\/berlin$/);
    const plural = await first.innerText();
    await first.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${plural} in Berlin`);
    await expect(page.getByRole('main').getByRole('article').first()).toContainText('Berlin');

    await page.goto('/branchen/tischler/atlantis');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/404 Page Not Found/);
  });

  test('looks right on a phone and on a desktop', async ({ page }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto('/branchen/tischler/lemgo');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SHOTS}/landing-${width}.png`, fullPage: width === 390 ? false : true });
      await page.goto('/');
      for (const section of ['staedte', 'kategorien']) {
        await page.locator(`#${section}`).screenshot({ path: `${SHOTS}/home-${section}-${width}.png` });
      }
    }
  });
});
