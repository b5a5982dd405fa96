import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { E2E_ADMIN } from '../playwright.config';

const SHOTS = '/work/screenshots/publish';
const TOKEN_KEY = 'bb:admin-session';

async function screenshot(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/admin/login', {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { sessionToken: string }).sessionToken;
}

async function searchIds(request: APIRequestContext, query: string): Promise<string[]> {
  const response = await request.get('/api/businesses', { params: { query } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: string }[]).map((business) => business.id);
}

test.describe('publishing after review', () => {
  test('an owner sees the review notice; the admin approves from "Zu prüfen" and the entry appears in search', async ({
    page,
    request,
  }) => {
    const name = `Prüfbäckerei Morgenstern ${Date.now()}`;

    // The owner enters the business through the public form.
    await page.goto('/secret-business-entry-form');
    await expect(page.getByText('Ihr Eintrag wird von unserem Team geprüft', { exact: false })).toBeVisible();
    await page.getByLabel('Firmenname', { exact: true }).fill(name);
    await page.getByLabel('Kategorie', { exact: true }).selectOption('Restaurant & Gastronomie');
    await page.getByLabel('Straße und Hausnummer', { exact: true }).fill('Gehrenberg 4');
    await page.getByLabel('PLZ', { exact: true }).fill('32052');
    await page.getByLabel('Stadt', { exact: true }).fill('Herford');
    const created = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/api/businesses'),
    );
    await page.getByRole('button', { name: 'Eintrag erstellen' }).click();
    const { id } = (await (await created).json()) as { id: string };
    await expect(
      page.getByText('Ihr Unternehmen wurde erfolgreich hinzugefügt und wird in Kürze geprüft.'),
    ).toBeVisible();

    // Its own page is reachable, says it is being checked and keeps search engines out.
    await page.getByRole('link', { name: 'Eintrag anzeigen' }).click();
    await expect(page).toHaveURL(`/business/${id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const notice = page.getByTestId('pending-review-notice');
    await expect(notice).toContainText('Dieser Eintrag wird geprüft.');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await screenshot(page, 'pending-notice');

    // The server-rendered page says the same.
    const html = await (await request.get(`/business/${id}`)).text();
    expect(html).toContain('Dieser Eintrag wird geprüft.');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(await searchIds(request, name)).not.toContain(id);

    // The administrator finds it under "Zu prüfen" (count in the header) and approves it.
    const token = await adminToken(request);
    const admin = await page.context().newPage();
    await admin.goto('/impressum');
    await admin.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
    await admin.goto(`/${E2E_ADMIN.segment}/dashboard`);
    const badge = admin.getByTestId('pending-count');
    await expect(badge).toHaveText(/^\d[\d.]* zu prüfen$/);
    await badge.click();
    await expect(admin.getByRole('tab', { name: 'Zu prüfen' })).toHaveAttribute('aria-selected', 'true');
    const row = admin.getByRole('listitem').filter({ hasText: name });
    await expect(row).toBeVisible();
    await screenshot(admin, 'review-queue');

    // Ablehnen asks for a reason; cancelling changes nothing.
    await row.getByRole('button', { name: `${name} ablehnen` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Eintrag ablehnen?' });
    await dialog.getByRole('button', { name: 'Ablehnen' }).click();
    await expect(dialog.getByText('Bitte geben Sie einen Grund für die Ablehnung an')).toBeVisible();
    await screenshot(admin, 'reject-dialog');
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(dialog).toBeHidden();

    await row.getByRole('button', { name: `${name} freigeben` }).click();
    await expect(admin.getByRole('status').filter({ hasText: 'Eintrag freigegeben' })).toBeVisible();
    await expect(row).toHaveCount(0);
    await admin.close();

    // Now it is in the search, and its page has no notice.
    expect(await searchIds(request, name)).toContain(id);
    await page.goto(`/search?query=${encodeURIComponent(name)}`);
    await expect(page.getByRole('link', { name }).first()).toBeVisible();
    await page.goto(`/business/${id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByTestId('pending-review-notice')).toHaveCount(0);
  });

  test('the trash lists a deleted entry and restores it', async ({ page, request }) => {
    const token = await adminToken(request);
    const headers = { 'x-admin-session': token };
    const name = `Papierkorb Probe ${Date.now()}`;
    const created = await request.post('/api/admin/businesses', {
      headers,
      data: {
        name,
        category: 'Sonstige',
        street: 'Am Markt 2',
        postalCode: '32052',
        city: 'Herford',
        country: 'Deutschland',
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await request.delete(`/api/admin/businesses/${id}`, { headers })).status()).toBe(204);
    expect((await request.get(`/api/businesses/${id}`)).status()).toBe(404);

    await page.goto('/impressum');
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
    await page.goto(`/${E2E_ADMIN.segment}/dashboard?tab=papierkorb`);
    const row = page.getByRole('listitem').filter({ hasText: name });
    await expect(row).toContainText('noch 30 Tage wiederherstellbar');
    await screenshot(page, 'trash');
    await row.getByRole('button', { name: `${name} wiederherstellen` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Eintrag wiederhergestellt' })).toBeVisible();
    await expect(row).toHaveCount(0);
    expect((await request.get(`/api/businesses/${id}`)).status()).toBe(200);
  });
});
