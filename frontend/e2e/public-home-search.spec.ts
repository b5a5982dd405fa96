import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';

const QUICK_CITIES = ['Berlin', 'Hamburg', 'München', 'Köln', 'Frankfurt'];
const CATEGORY_TILES = [
  'Beauty & Wellness',
  'Einzelhandel',
  'Auto Verkehr & Logistik',
  'Gastronomie',
  'Handwerk',
  'Gesundheit & Medizin',
  'Bauen & Wohnen',
  'Dienstleistungen',
  'Sport & Freizeit',
  'Bildung & Schulungen',
  'Finanzdienstleistungen',
  'Tourismus & Reisen',
];

async function expectResults(page: Page): Promise<number> {
  const count = page.getByText(/^[\d.]+ Ergebnisse? gefunden/);
  await expect(count).toBeVisible();
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  return Number((await count.innerText()).split(' ')[0].replace(/\./g, ''));
}

async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('home and search', () => {
  test('home → search by Was and Wo → results → detail', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Branchenbuch');
    const form = page.getByRole('search', { name: 'Unternehmen suchen' });
    await form.getByLabel('Was').fill('Bäckerei');
    await form.getByLabel('Wo').fill('Berlin');
    await form.getByRole('button', { name: 'Suchen' }).click();

    await expect(page).toHaveURL(/\/search\?query=B%C3%A4ckerei&city=Berlin$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suchergebnisse für "Bäckerei" in Berlin');
    await expectResults(page);
    // The cooldown started on the home page also holds on the results page.
    await expect(page.getByRole('button', { name: /^Warten \(\d+s\)$/ })).toBeVisible();

    const firstCard = page.getByRole('main').getByRole('article').first();
    const name = await firstCard.getByRole('heading').innerText();
    await expect(firstCard).toContainText('Berlin');
    await firstCard.getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/business\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByRole('navigation', { name: 'Brotkrümelnavigation' })).toContainText(name);
  });

  test('the home page shows every block of the specification', async ({ page }) => {
    await page.goto('/');
    for (const stat of ['25.000+', '2056+', '47', '85.000+', 'über 10 Jahre']) {
      await expect(page.getByLabel('Das Branchenbuch in Zahlen')).toContainText(stat);
    }
    await expect(page.locator('#staedte').getByRole('link', { name: /erkunden$/ })).toHaveCount(4);
    // The 12 tiles; the landing-page links below them are a list of their own.
    await expect(page.locator('#kategorien').getByRole('list', { name: 'Kategorien' }).getByRole('link')).toHaveCount(
      12,
    );
    const latest = page.getByRole('region', { name: 'Neueste Einträge' });
    await expect(latest.getByRole('article')).toHaveCount(3);
    await expect(page.getByRole('heading', { name: 'So einfach geht’s' })).toBeVisible();

    // Trust block: 8 testimonials in a loop, buttons and arrow keys.
    const carousel = page.getByRole('region', { name: 'Kundenstimmen' });
    await expect(carousel.getByRole('group', { name: '1 von 8' })).toBeVisible();
    await carousel.getByRole('button', { name: 'Vorherige Bewertung' }).click();
    await expect(carousel.getByRole('group', { name: '8 von 8' })).toBeVisible();
    await carousel.focus();
    await page.keyboard.press('ArrowRight');
    await expect(carousel.getByRole('group', { name: '1 von 8' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(carousel.getByRole('group', { name: '2 von 8' })).toBeVisible();

    const faq = page.getByRole('region', { name: 'Häufig gestellte Fragen' });
    await expect(faq.locator('details')).toHaveCount(4);
    await faq.getByText('Ist die Suche im Branchenbuch kostenlos?').click();
    await expect(faq.getByText(/vollständig kostenlos/)).toBeVisible();

    const blog = page.getByRole('region', { name: 'Aus unserem Blog' });
    const teaserLinks = blog.getByRole('article').getByRole('link');
    await expect(teaserLinks).toHaveCount(3);
    expect(await teaserLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/blog/beste-kinos-dresden',
      '/blog/groesstes-museum-muenchen',
      '/blog/seo-branchenbuch-marketing',
    ]);
    await expect(blog.getByRole('link', { name: 'Alle Artikel im Blog' })).toHaveAttribute('href', '/blog');

    // Call to action: Jetzt suchen leads to the search form, Unternehmen eintragen to /kontakt.
    await page.getByRole('button', { name: 'Jetzt suchen' }).click();
    await expect(page.getByRole('search', { name: 'Unternehmen suchen' }).getByLabel('Was')).toBeFocused();
    await expect(page.getByRole('search', { name: 'Unternehmen suchen' })).toBeInViewport();
    await expect(page.getByRole('link', { name: 'Unternehmen eintragen' })).toHaveAttribute('href', '/kontakt');

    await page.getByRole('link', { name: 'München erkunden' }).click();
    await expect(page).toHaveURL(/\/search\?city=M%C3%BCnchen$/);
    await expectResults(page);
  });

  test('each quick city shows results', async ({ page }) => {
    for (const city of QUICK_CITIES) {
      // A fresh page load starts without the search cooldown.
      await page.goto('/');
      await page.getByRole('button', { name: city, exact: true }).click();
      await expect(page).toHaveURL(`/search?${new URLSearchParams({ city }).toString()}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Suchergebnisse für Unternehmen in ${city}`);
      expect(await expectResults(page)).toBeGreaterThan(0);
    }
  });

  test('each category tile shows results', async ({ page }) => {
    for (const category of CATEGORY_TILES) {
      await page.goto('/');
      await page.locator('#kategorien').getByRole('link', { name: category, exact: true }).click();
      await expect(page).toHaveURL(`/search?${new URLSearchParams({ category }).toString()}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Suchergebnisse für ${category}`);
      expect(await expectResults(page), category).toBeGreaterThan(0);
    }
  });

  test('the footer quick links lead to search, categories and cities', async ({ page }) => {
    await page.goto('/search?query=Friseur');
    await expectResults(page);
    const quick = page.getByRole('navigation', { name: 'Schnellzugriff' });
    await quick.getByRole('link', { name: 'Kategorien' }).click();
    await expect(page).toHaveURL('/#kategorien');
    await expect(page.locator('#kategorien')).toBeInViewport();
    await page.goto('/impressum');
    await quick.getByRole('link', { name: 'Städte' }).click();
    await expect(page.locator('#staedte')).toBeInViewport();
    await quick.getByRole('link', { name: 'Unternehmen suchen' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alle Unternehmen');
  });

  test('a typo still finds bakeries', async ({ page }) => {
    await page.goto('/search?query=Backerei');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suchergebnisse für "Backerei"');
    await expectResults(page);
    await expect(page.getByRole('main').getByRole('article').first()).toContainText(/B[äa]ckerei/i);
  });

  test('the cooldown refuses a second search with the toast', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('search', { name: 'Unternehmen suchen' });
    await form.getByLabel('Was').fill('Friseur');
    await form.getByRole('button', { name: 'Suchen' }).click();
    await expect(page).toHaveURL(/query=Friseur/);

    const bar = page.getByRole('search', { name: 'Unternehmen suchen' });
    const button = bar.getByRole('button', { name: /^Warten \(\d+s\)$/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await bar.getByLabel('Was').fill('Zahnarzt');
    await bar.getByLabel('Was').press('Enter');

    const toast = page.getByRole('alert').filter({ hasText: 'Bitte warten' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(/Sie können erst in \d+ Sekunden? wieder suchen\./);
    await expect(page).toHaveURL(/query=Friseur/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suchergebnisse für "Friseur"');

    // It counts down and frees the button after 10 seconds.
    await expect(bar.getByRole('button', { name: 'Suchen' })).toBeVisible({ timeout: 12_000 });
    await bar.getByRole('button', { name: 'Suchen' }).click();
    await expect(page).toHaveURL(/query=Zahnarzt/);
  });

  test('paginates over the API pages with the page in the URL', async ({ page, request }) => {
    // Other journeys add entries to the same server; the API's own total is the reference.
    const total = Number((await request.get('/api/businesses?limit=1')).headers()['x-total-count']);
    expect(total).toBeGreaterThanOrEqual(1824);
    const pages = Math.ceil(total / 24);

    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alle Unternehmen');
    expect(await expectResults(page)).toBe(total);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(24);
    const firstName = await page.getByRole('main').getByRole('article').first().getByRole('heading').innerText();

    await page.getByRole('navigation', { name: 'Seitennavigation' }).getByRole('link', { name: 'Seite 2' }).click();
    await expect(page).toHaveURL('/search?page=2');
    await expect(page.getByText(`Seite 2 von ${pages}`)).toBeVisible();
    await expect(page.getByRole('main').getByRole('article').first().getByRole('heading')).not.toHaveText(firstName);

    // Shareable: the same address opens the same page.
    await page.goto(`/search?page=${pages}`);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(total - (pages - 1) * 24);
  });

  test('shows the empty state', async ({ page }) => {
    await page.goto('/search?query=xyzqwvbnmlkj');
    await expect(page.getByRole('heading', { name: 'Keine Ergebnisse gefunden' })).toBeVisible();
    await expect(
      page.getByText('Versuchen Sie es mit anderen Suchbegriffen oder erweitern Sie Ihre Suche.'),
    ).toBeVisible();
  });

  test('one column on phones, three on desktops', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/search?city=Berlin');
    await expectResults(page);
    const columns = () =>
      page
        .getByRole('main')
        .getByRole('list')
        .first()
        .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
    expect(await columns()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await columns()).toBe(3);
  });

  test('no serious accessibility violations on home and search', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Neueste Einträge' }).getByRole('article')).toHaveCount(3);
    await expectNoSeriousAxeViolations(page);
    await page.goto('/search?query=Friseur');
    await expectResults(page);
    await expectNoSeriousAxeViolations(page);
    // The typo notice with its 'Meinten Sie …?' link, and a deep page reached through a cursor.
    await page.goto('/search?query=Bakerei');
    await expect(page.getByRole('link', { name: 'Meinten Sie „Bäckerei“?' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.goto('/search?page=10');
    await page
      .getByRole('navigation', { name: 'Seitennavigation' })
      .getByRole('link', { name: 'Nächste Seite' })
      .click();
    await expect(page).toHaveURL(/cursor=/);
    await expectResults(page);
    await expectNoSeriousAxeViolations(page);
  });
});
