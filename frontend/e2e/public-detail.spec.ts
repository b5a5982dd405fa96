import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Locator } from '@playwright/test';
import { expect, test } from './support/test';

interface ListedBusiness {
  id: string;
  name: string;
  street: string;
  postalCode: string;
  city: string;
  reviewCount: number;
}

async function findBusiness(request: APIRequestContext, query: string): Promise<ListedBusiness> {
  const response = await request.get('/api/businesses', { params: { query, limit: 1 } });
  expect(response.ok()).toBe(true);
  const [business] = (await response.json()) as ListedBusiness[];
  expect(business).toBeDefined();
  return business;
}

/** The visible star a visitor clicks (the radio button itself is visually hidden). */
function starLabel(form: Locator, name: string): Locator {
  return form.locator('label').filter({ has: form.page().getByRole('radio', { name, exact: true }) });
}

/** A business the dataset has no reviews for, so the test knows the average it must show. */
async function businessWithoutReviews(request: APIRequestContext): Promise<ListedBusiness> {
  // Results are ordered by quality (rated first): the unrated ones are at the end.
  for (let page = 19; page >= 15; page--) {
    const response = await request.get('/api/businesses', { params: { page, limit: 100 } });
    const businesses = (await response.json()) as ListedBusiness[];
    const found = businesses.find((business) => business.reviewCount === 0);
    if (found !== undefined) return found;
  }
  throw new Error('Kein Unternehmen ohne Bewertungen im Datenbestand');
}

test.describe('business detail', () => {
  test('an unknown id shows "Unternehmen nicht gefunden"', async ({ page }) => {
    await page.goto('/business/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'Unternehmen nicht gefunden' })).toBeVisible();
    await expect(page.getByText('Das gesuchte Unternehmen existiert nicht oder wurde entfernt.')).toBeVisible();
    await page.goto('/business/kein..gültiges..format');
    await expect(page.getByRole('heading', { level: 1, name: 'Unternehmen nicht gefunden' })).toBeVisible();
  });

  test('a review written through the form appears with the new average', async ({ page, request }) => {
    const business = await businessWithoutReviews(request);
    await page.goto(`/business/${business.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(business.name);
    await expect(page.getByTestId('rating-summary')).toHaveCount(0);

    await page.getByRole('button', { name: 'Rezension schreiben' }).click();
    await expect(page.getByRole('tab', { name: /^Bewertungen/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Seien Sie der Erste, der eine Bewertung abgibt')).toBeVisible();
    await expect(page.getByText(/Wir überprüfen nicht, ob sie von Kundinnen und Kunden stammen/)).toBeVisible();

    // The specification's messages, before anything is sent.
    const form = page.getByRole('form', { name: 'Rezension schreiben' });
    await expect(form.getByLabel('Ihr Name')).toBeFocused();
    await form.getByLabel('Kommentar').fill('Zu kurz');
    await form.getByRole('button', { name: 'Bewertung abschicken' }).click();
    await expect(form.getByText('Autorenname ist erforderlich')).toBeVisible();
    await expect(form.getByText('Bewertung muss zwischen 1 und 5 liegen')).toBeVisible();
    await expect(form.getByText('Kommentar muss mindestens 10 Zeichen lang sein')).toBeVisible();

    await form.getByLabel('Ihr Name').fill('Jürgen Weiß');
    await starLabel(form, '4 Sterne').click();
    await form.getByLabel('Kommentar').fill('Schnelle Hilfe, faire Preise und sehr freundliches Personal.');
    await form.getByRole('button', { name: 'Bewertung abschicken' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Vielen Dank!' })).toBeVisible();
    const summary = page.getByTestId('rating-summary');
    await expect(summary).toContainText('4,0');
    await expect(summary).toContainText('(1 Bewertung)');
    await expect(summary.getByRole('img', { name: '4,0 von 5 Sternen' })).toBeVisible();
    const review = page.getByRole('tabpanel').getByRole('article');
    await expect(review).toContainText('Jürgen Weiß');
    await expect(review).toContainText('(4/5)');
    const today = new Intl.DateTimeFormat('de-DE', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Berlin',
    }).format(new Date());
    await expect(review).toContainText(today);

    // A second review changes average and count, again without a reload.
    await page.getByRole('tabpanel').getByRole('button', { name: 'Rezension schreiben' }).click();
    await form.getByLabel('Ihr Name').fill('Aylin');
    await starLabel(form, '1 Stern').click();
    await expect(form.getByRole('radio', { name: '1 Stern', exact: true })).toBeChecked();
    await form.getByLabel('Kommentar').fill('Leider lange Wartezeit gehabt.');
    await form.getByRole('button', { name: 'Bewertung abschicken' }).click();
    await expect(summary).toContainText('2,5');
    await expect(summary).toContainText('(2 Bewertungen)');
    await expect(page.getByRole('tab', { name: 'Bewertungen (2)' })).toBeVisible();
  });

  test('the map loads only after the click', async ({ page, request }) => {
    const business = await findBusiness(request, 'Friseur');
    const mapRequests: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('google.')) mapRequests.push(req.url());
    });
    // The sandbox has no internet: answer Google's embed locally, only to see when it is asked for.
    await page.route('https://www.google.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Karte</p>' }),
    );
    await page.goto(`/business/${business.id}`);
    const panel = page.getByRole('region', { name: 'Standort' });
    await expect(panel).toContainText('Drittanbieters (Google Maps');
    await expect(panel.locator('iframe')).toHaveCount(0);
    await page.waitForTimeout(500);
    expect(mapRequests).toEqual([]);

    await panel.getByRole('button', { name: 'Karte laden' }).click();
    const frame = panel.locator('iframe');
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps\?q=.+&z=15&output=embed$/);
    const src = new URL((await frame.getAttribute('src'))!);
    expect(src.searchParams.get('q')).toBe(
      `${business.name}, ${business.street}, ${business.postalCode} ${business.city}`,
    );
    await expect.poll(() => mapRequests.length).toBeGreaterThan(0);

    const fullscreen = panel.getByRole('link', { name: /^Vollbild/ });
    await expect(fullscreen).toHaveAttribute('target', '_blank');
    expect(await fullscreen.getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    const route = panel.getByRole('link', { name: /^Route/ });
    await expect(route).toHaveAttribute('target', '_blank');
    expect(await route.getAttribute('href')).toBe(
      `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(
        `${business.street}, ${business.postalCode} ${business.city}`,
      )}`,
    );
  });

  test('tabs, hours, saving and sharing', async ({ page, request, context }) => {
    const business = await findBusiness(request, 'Zahnarzt');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/business/${business.id}`);

    const hours = page.getByRole('region', { name: 'Öffnungszeiten' });
    for (const day of ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag']) {
      await expect(hours).toContainText(day);
    }
    await expect(hours).toContainText(/Geöffnet bis \d\d:\d\d|Geschlossen - Öffnet um \d\d:\d\d|Geschlossen/);

    // Keyboard: arrows move between the tabs.
    await page.getByRole('tab', { name: 'Details' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: /^Bewertungen/ })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Kontakt aufnehmen' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toBeVisible();

    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('button', { name: 'Gespeichert' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Gespeichert' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('branchenbuch:favoriten'))).toContain(business.id);

    // Desktop Chromium has no share sheet here: the link is copied instead.
    await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await page.getByRole('button', { name: 'Teilen', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link kopiert' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

    await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, body: 'WhatsApp' }));
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Auf WhatsApp teilen' }).click();
    expect((await popup).url()).toContain('wa.me');
  });

  test('no serious accessibility violations on the detail page', async ({ page, request }) => {
    const business = await findBusiness(request, 'Restaurant');
    await page.goto(`/business/${business.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(business.name);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.getByRole('button', { name: 'Rezension schreiben' }).click();
    const withForm = await new AxeBuilder({ page }).analyze();
    expect(withForm.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });
});
