import { type Page } from '@playwright/test';
import { expect, test } from './support/test';

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const firstCardName = (page: Page) => cards(page).first().getByRole('heading').innerText();
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Seitennavigation' });

test.describe('search: typo correction and deep pages', () => {
  test('a typo shows the Bäckerei results and “Meinten Sie …?” searches for Bäckerei', async ({ page, request }) => {
    // Other journeys add entries to the same server; the API's own total is the reference.
    const total = Number((await request.get('/api/businesses?query=B%C3%A4ckerei&limit=1')).headers()['x-total-count']);
    expect(total).toBeGreaterThan(0);

    await page.goto('/');
    const form = page.getByRole('search', { name: 'Unternehmen suchen' });
    await form.getByLabel('Was').fill('Bakerei');
    await form.getByRole('button', { name: 'Suchen' }).click();

    await expect(page).toHaveURL(/\/search\?query=Bakerei$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suchergebnisse für "Bakerei"');
    await expect(
      page.getByText('Ihre Suche nach „Bakerei“ ergab keine Treffer. Angezeigt werden die Ergebnisse für „Bäckerei“.'),
    ).toBeVisible();
    await expect(page.getByText(/^[\d.]+ Ergebnisse? gefunden/)).toContainText(
      `${total.toLocaleString('de-DE')} Ergebnis`,
    );
    await expect(cards(page).first()).toContainText('Bäckerei');

    const didYouMean = page.getByRole('link', { name: 'Meinten Sie „Bäckerei“?' });
    await expect(didYouMean).toHaveAttribute('href', '/search?query=B%C3%A4ckerei');
    await didYouMean.click();

    await expect(page).toHaveURL(/\/search\?query=B%C3%A4ckerei$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suchergebnisse für "Bäckerei"');
    await expect(cards(page).first()).toContainText('Bäckerei');
    await expect(page.getByText(/Meinten Sie/)).toHaveCount(0);
    await expect(page.getByRole('search', { name: 'Unternehmen suchen' }).getByLabel('Was')).toHaveValue('Bäckerei');
  });

  test('Weiter pages past page 10 with the cursor in the address, Zurück returns', async ({ page, request }) => {
    const total = Number((await request.get('/api/businesses?limit=1')).headers()['x-total-count']);
    const pages = Math.ceil(total / 24);
    expect(pages).toBeGreaterThan(12);
    // The offset page 11 is the reference for the page the cursor reaches.
    const offsetPage11 = (await (await request.get('/api/businesses?page=11&limit=24')).json()) as { name: string }[];

    await page.goto('/search?page=9');
    await pagination(page).getByRole('link', { name: 'Seite 10' }).click();
    await expect(page).toHaveURL('/search?page=10');
    await expect(page.getByText(`Seite 10 von ${pages}`)).toBeVisible();
    const page10First = await firstCardName(page);

    await pagination(page).getByRole('link', { name: 'Nächste Seite' }).click();
    await expect(page).toHaveURL(/\/search\?page=11&cursor=[\w-]+$/);
    await expect(page.getByText(`Seite 11 von ${pages}`)).toBeVisible();
    await expect(cards(page).first().getByRole('heading')).toHaveText(offsetPage11[0].name);
    await expect(cards(page)).toHaveCount(24);
    // Numbers only near the start: no jump to page 12, but the last page.
    await expect(pagination(page).getByRole('link', { name: 'Seite 12' })).toHaveCount(0);
    await expect(pagination(page).getByRole('link', { name: `Seite ${pages}` })).toHaveAttribute(
      'href',
      `/search?page=${pages}`,
    );

    await pagination(page).getByRole('link', { name: 'Nächste Seite' }).click();
    await expect(page).toHaveURL(/\/search\?page=12&cursor=[\w-]+$/);
    await expect(page.getByText(`Seite 12 von ${pages}`)).toBeVisible();
    const page12Address = page.url();
    const page12First = await firstCardName(page);
    expect(page12First).not.toBe(offsetPage11[0].name);

    // Shareable: the address with the cursor opens the same page again.
    await page.goto(page12Address);
    await expect(page.getByText(`Seite 12 von ${pages}`)).toBeVisible();
    await expect(cards(page).first().getByRole('heading')).toHaveText(page12First);

    await pagination(page).getByRole('link', { name: 'Vorherige Seite' }).click();
    await expect(page).toHaveURL(/\/search\?page=11&cursor=[\w-]+$/);
    await expect(page.getByText(`Seite 11 von ${pages}`)).toBeVisible();
    await expect(cards(page).first().getByRole('heading')).toHaveText(offsetPage11[0].name);

    await pagination(page).getByRole('link', { name: 'Vorherige Seite' }).click();
    await expect(page).toHaveURL('/search?page=10');
    await expect(cards(page).first().getByRole('heading')).toHaveText(page10First);
  });

  test('phones keep arrow-only Zurück/Weiter on one line on a deep page', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/search?page=10');
    await pagination(page).getByRole('link', { name: 'Nächste Seite' }).click();
    await expect(page).toHaveURL(/page=11&cursor=/);
    const nav = pagination(page);
    await expect(nav.getByRole('link', { name: 'Nächste Seite' })).toHaveText('→', { useInnerText: true });
    const box = await nav.boundingBox();
    expect(box?.height ?? 0).toBeLessThanOrEqual(48);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
