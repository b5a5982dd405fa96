import { expect, test } from './support/test';
import { createListing, tokenFromMail } from './support/owner';

// Headless Chromium names itself "HeadlessChrome", which the statistics leave out as a bot: this journey is a visitor.
test.use({
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
});

test('views and clicks on a business page appear in its owner’s statistics', async ({ page, request }) => {
  const email = `statistik-${Date.now()}@werkstatt-e2e.example`;
  const id = await createListing(request, 'Werkstatt Zählwerk', email);
  const filed = await request.post(`/api/businesses/${id}/claims`, {
    data: { name: 'Erika Mustermann', email, phone: '+49 89 1234567', role: 'Inhaberin' },
  });
  expect(filed.status()).toBe(202);
  let token: string | undefined;
  await expect.poll(() => (token = tokenFromMail(email)), { timeout: 20_000 }).toBeDefined();
  await page.goto(`/inhaber/anmelden?token=${token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Einträge' })).toBeVisible();

  // A visitor's view, and a click on "Route" (Google Maps opens in a new tab, which is closed again).
  await page.goto(`/business/${id}`);
  const map = page.getByRole('region', { name: 'Standort' });
  const popup = page.waitForEvent('popup');
  await map.getByRole('link', { name: /Route/ }).click();
  await (await popup).close();

  await page.goto('/inhaber');
  await page
    .getByRole('list', { name: 'Aktionen für Werkstatt Zählwerk' })
    .getByRole('link', { name: 'Statistik' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Statistik' })).toBeVisible();
  // Counts are written in batches (every 10 s).
  await expect
    .poll(
      async () => {
        await page.reload();
        const total = (label: string) =>
          page
            .locator('dl > div')
            .filter({ has: page.locator('dt', { hasText: label }) })
            .locator('dd')
            .textContent();
        return [await total('Aufrufe der Seite'), await total('Klicks auf „Route“')];
      },
      { timeout: 40_000, intervals: [2_000] },
    )
    .toEqual(['1', '1']);
  await expect(page.getByRole('link', { name: /Als CSV herunterladen/ })).toBeVisible();
});
