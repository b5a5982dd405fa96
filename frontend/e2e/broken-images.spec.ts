import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { E2E_ADMIN } from '../playwright.config';
import { adminSession } from './support/admin-session';

/**
 * A business whose image is gone: a server-rendered page shows its initial, not the browser's broken-image icon,
 * before any script has run (result cards are never hydrated), and the failure is logged once the script runs.
 */

const NAME = `Zypressen Gärtnerei Bildlos ${Date.now()}`;
const SEARCH = `/search?query=${encodeURIComponent(NAME)}`;

/** The share of an element's pixels that are the initial's blue background (as the browser drew them). */
async function blueShare(page: Page, selector: string): Promise<number> {
  const shot = await page.locator(selector).first().screenshot();
  return page.evaluate(
    async (dataUrl) => {
      const picture = new Image();
      picture.src = dataUrl;
      await picture.decode();
      const canvas = document.createElement('canvas');
      canvas.width = picture.width;
      canvas.height = picture.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(picture, 0, 0);
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      let blue = 0;
      for (let index = 0; index < data.length; index += 4) {
        if (data[index + 2] > 120 && data[index + 2] > data[index] + 60) blue += 1;
      }
      return blue / (data.length / 4);
    },
    `data:image/png;base64,${shot.toString('base64')}`,
  );
}

test.describe('a broken business image', () => {
  let session: string;
  let id: string;

  test.beforeAll(async ({ request }) => {
    session = await adminSession(request, E2E_ADMIN);
    const response = await request.post('/api/admin/businesses', {
      headers: { 'x-admin-session': session },
      data: {
        name: NAME,
        category: 'Handwerk & Dienstleistung',
        street: 'Gartenweg 3',
        postalCode: '32052',
        city: 'Herford',
        country: 'Deutschland',
        imageUrl: '/objects/public/gibt-es-nicht.jpg',
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    id = ((await response.json()) as { id: string }).id;
  });

  test.afterAll(async ({ request }) => {
    await request.delete(`/api/admin/businesses/${id}`, { headers: { 'x-admin-session': session } });
  });

  test('shows the initial on a search opened directly, before any script runs', async ({ browser }) => {
    // No script at all: what the visitor sees before hydration, and in markup that is never hydrated.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(SEARCH, { waitUntil: 'load' });
    const image = page.locator(`main img[alt="${NAME}"]`);
    await expect(image).toHaveAttribute('data-initial', 'Z');
    expect(await image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth === 0)).toBe(
      true,
    );
    expect(await blueShare(page, `main img[alt="${NAME}"]`)).toBeGreaterThan(0.8);
    await page.screenshot({ path: 'test-results/broken-image-before-hydration.png' });
    await context.close();
  });

  test('logs the failure once the page runs, on the search page and the business page', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().startsWith('Bild für')) warnings.push(message.text());
    });
    await page.goto(SEARCH);
    await expect
      .poll(() => warnings)
      .toEqual([
        `Bild für „${NAME}“ konnte nicht geladen werden: ${new URL('/objects/public/gibt-es-nicht.jpg', page.url()).href}`,
      ]);
    expect(await blueShare(page, `main article`)).toBeGreaterThan(0.2);

    // The business page hydrates its image: the initial takes its place, with the name said as "kein Bild".
    warnings.length = 0;
    await page.goto(`/business/${id}`);
    await expect(page.getByRole('img', { name: `${NAME} (kein Bild)` })).toHaveText('Z');
    await expect.poll(() => warnings.length).toBe(1);
  });
});
