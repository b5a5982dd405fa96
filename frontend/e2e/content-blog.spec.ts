import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';

const SLUGS = [
  'beste-doener-berlin',
  'groesstes-museum-muenchen',
  'seo-branchenbuch-marketing',
  'hamburg-speicherstadt-guide',
  'koeln-startup-szene',
];

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test.describe('blog', () => {
  test('lists the five articles with image, category, title, excerpt, author, date and read time', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Unser Blog' })).toBeVisible();
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(5);
    const hrefs = await cards
      .getByRole('heading', { level: 2 })
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(SLUGS.map((slug) => `/blog/${slug}`));
    for (const card of await cards.all()) {
      await expect(card.locator('img')).toHaveJSProperty('complete', true);
      expect(await card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expect(card.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
      await expect(card).toContainText('Lesezeit');
    }
    await expect(cards.first()).toContainText('Gastronomie');
  });

  for (const slug of SLUGS) {
    test(`renders the article ${slug}`, async ({ page }) => {
      await page.goto('/blog');
      const link = page.getByRole('main').locator(`a[href="/blog/${slug}"]`);
      const title = (await link.textContent())?.trim() ?? '';
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(`${title} | Branchenbuch`);
      await expect(page.getByRole('link', { name: 'Zurück zum Blog' })).toBeVisible();
      const main = page.getByRole('main');
      // The body: several paragraphs and section headings, a few hundred words, markup rendered not shown.
      expect(await main.locator('article p').count()).toBeGreaterThan(4);
      expect(await main.locator('article h2').count()).toBeGreaterThan(2);
      const words = (await main.locator('article').innerText()).split(/\s+/).length;
      expect(words).toBeGreaterThan(300);
      await expect(main.locator('article')).not.toContainText('**');
      expect(await main.locator('article img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
        0,
      );
      await expect(page.getByRole('heading', { name: 'Interessiert an einem Eintrag?' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Jetzt kostenlos beraten lassen' })).toHaveAttribute(
        'href',
        '/kontakt',
      );
    });
  }

  test('an unknown slug (the home page teaser) shows “Artikel nicht gefunden” with a way back', async ({ page }) => {
    await page.goto('/blog/beste-kinos-dresden');
    await expect(page.getByRole('heading', { level: 1, name: 'Artikel nicht gefunden' })).toBeVisible();
    await expect(page.getByText('Der gesuchte Blog-Artikel existiert nicht.')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await page.getByRole('link', { name: 'Zurück zum Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Unser Blog' })).toBeVisible();
  });

  test('the article’s call to action leads to the contact page', async ({ page }) => {
    await page.goto('/blog/seo-branchenbuch-marketing');
    await page.getByRole('link', { name: 'Jetzt kostenlos beraten lassen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
  });

  test('list and article have no serious accessibility violations', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(5);
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/blog/beste-doener-berlin');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
